/**
 * The requirement table of §4.3: what an undamaged installation needs from the sites around it
 * to work, given which installations work so far.
 */
import { isExtractorLike, isPowerSource, isResource, type CardKind, type Resource } from "./data";
import { someNeighbour, type Board } from "./neighbours";

/**
 * How far each card's requirements look, in spaces (a Hub counts as one): at which sites stand
 * where (`sites`), and at which of them work (`works`); read off `unmet` below. A change farther
 * away cannot change what the installation needs (functional.ts looks again only within these).
 * The farthest is a Reactor's or Factory's: its Refinery through a Hub, that Refinery's extractor
 * through a Hub, the extractor's ore.
 */
export const REACH: Readonly<Record<CardKind, { sites: number; works: number }>> = (() => {
  const none = { sites: 0, works: 0 };
  const power = { sites: 1, works: 1 };
  const linked = { sites: 2, works: 2 };
  const mined = { sites: 3, works: 2 };
  const refined = { sites: 5, works: 4 };
  return {
    outpost: none, solar: none, geothermal: { sites: 1, works: 0 }, extractor: power, refinery: mined,
    reactor: refined, factory: refined, hydroponics: mined, hub: power, shield: power, research: power,
    colony: linked, hightech: linked, biomed: linked, spaceport: linked,
    volcano: none, metal: none, radioactives: none, ice: none, transfer: none, control: none,
  };
})();

/** The functional installations found so far, by site index (1 = works). */
export type Working = Uint8Array;

/** Whether an extractor-like site mines `ore` (any resource when null): mining is physical (base-D11). */
function mines(b: Board, e: number, ore: Resource | null): boolean {
  return someNeighbour(b, e, (n) => {
    const card = b.sites[n].card;
    return isResource(card) && (ore === null || card === ore);
  });
}

/**
 * Whether a working site logistically adjacent to `i` passes `test`: its physical neighbours, plus
 * the other neighbours of every functional Transport Hub next to it. Hubs do not chain (base-D12).
 */
function linked(b: Board, i: number, works: Working, test: (j: number) => boolean): boolean {
  return someNeighbour(b, i, (n) => works[n] === 1 &&
    (test(n) || (b.sites[n].card === "hub" && someNeighbour(b, n, (m) => m !== i && works[m] === 1 && test(m)))));
}

function powered(b: Board, i: number, works: Working): boolean {
  return someNeighbour(b, i, (n) => works[n] === 1 && isPowerSource(b.sites[n].card));
}

/** Whether a Refinery processes `ore`: a functional extractor-like site logistically adjacent mines it. */
function refines(b: Board, r: number, works: Working, ore: Resource): boolean {
  return linked(b, r, works, (e) => isExtractorLike(b.sites[e].card) && mines(b, e, ore));
}

/**
 * Why an installation does not work, as a code the reader's words tell (`base.defunct.<code>`):
 * the first requirement it misses, or "damaged", or "defunct" when no requirement explains it.
 */
export type Defunct =
  | "noPower" | "needsVolcano" | "noOre" | "needsExtractor" | "needsRadioactives" | "needsMetal" | "needsIce"
  | "needsHydroponics" | "needsColony" | "needsFactory" | "needsResearch" | "needsHighTechOrBioMed"
  | "damaged" | "defunct";

type Linked = "hydroponics" | "colony" | "factory" | "research";
const NEEDS_LINKED: Record<Linked, Defunct> = {
  hydroponics: "needsHydroponics", colony: "needsColony", factory: "needsFactory", research: "needsResearch",
};

/** The first unmet requirement of an undamaged installation given the functional set, or null if all hold. */
export function unmet(b: Board, i: number, works: Working): Defunct | null {
  const card = b.sites[i].card;
  const needPower = () => (powered(b, i, works) ? null : "noPower");
  const needLinked = (kind: Linked) => (linked(b, i, works, (t) => b.sites[t].card === kind) ? null : NEEDS_LINKED[kind]);
  switch (card) {
    case "outpost":
    case "solar":
      return null;
    case "geothermal":
      return someNeighbour(b, i, (n) => b.sites[n].card === "volcano") ? null : "needsVolcano";
    case "extractor":
      return needPower() ?? (mines(b, i, null) ? null : "noOre");
    case "refinery":
      return needPower() ?? (linked(b, i, works, (t) => isExtractorLike(b.sites[t].card) && mines(b, t, null))
        ? null : "needsExtractor");
    case "reactor":
      return linked(b, i, works, (t) => b.sites[t].card === "refinery" && refines(b, t, works, "radioactives"))
        ? null : "needsRadioactives";
    case "factory":
      return linked(b, i, works, (t) => b.sites[t].card === "refinery" && refines(b, t, works, "metal"))
        ? null : "needsMetal";
    case "hydroponics":
      return needPower() ?? (linked(b, i, works, (t) => isExtractorLike(b.sites[t].card) && mines(b, t, "ice"))
        ? null : "needsIce");
    case "hub":
    case "shield":
    case "research":
      return needPower();
    case "colony":
      return needPower() ?? needLinked("hydroponics");
    case "hightech":
      return needPower() ?? needLinked("colony") ?? needLinked("factory");
    case "biomed":
      return needPower() ?? needLinked("colony") ?? needLinked("research");
    case "spaceport":
      return needPower() ?? needLinked("colony") ??
        (linked(b, i, works, (t) => b.sites[t].card === "hightech" || b.sites[t].card === "biomed") ? null : "needsHighTechOrBioMed");
    default:
      return "defunct";
  }
}
