/**
 * The requirements of §4.2, with the definitions of §4.1: what an undamaged installation needs from
 * the sites around it to work, given F, the installations found functional so far (§4.3).
 */
import { isExtractorLike, isPowerSource, isResource, type CardKind, type Resource } from "./data";

/**
 * What the requirements read of a board, whatever names a site there (`S`): its card, its physical
 * neighbours, and whether it is in F. functional.ts reads a list of sites; cache/ reads the same
 * board by site index.
 */
export interface Surroundings<S> {
  card(s: S): CardKind;
  /** Whether a site physically adjacent to s passes `test`. */
  someNext(s: S, test: (t: S) => boolean): boolean;
  /** Whether s is in F. */
  inF(s: S): boolean;
}

/**
 * Why an installation does not work, as a code the reader's words tell (`base.defunct.<code>`):
 * the first requirement it misses, or "damaged", or "defunct" when no requirement explains it.
 */
export type Defunct =
  | "noPower" | "needsVolcano" | "noOre" | "needsExtractor" | "needsRadioactives" | "needsMetal" | "needsIce"
  | "needsHydroponics" | "needsColony" | "needsFactory" | "needsResearch" | "needsHighTechOrBioMed"
  | "damaged" | "defunct";

/** Powered(s): a functional power source is physically adjacent (never through a Hub). */
function powered<S>(b: Surroundings<S>, s: S): boolean {
  return b.someNext(s, (t) => b.inF(t) && isPowerSource(b.card(t)));
}

/** Whether `ore` is in ores(e) (any resource when null): mining is physical (base-D11). */
function mines<S>(b: Surroundings<S>, e: S, ore: Resource | null): boolean {
  return b.someNext(e, (t) => {
    const card = b.card(t);
    return isResource(card) && (ore === null || card === ore);
  });
}

/**
 * Whether a functional site logistically adjacent to s passes `test`: a physical neighbour, or
 * another neighbour of a functional Transport Hub next to s. Hubs do not chain (base-D12).
 */
function linked<S>(b: Surroundings<S>, s: S, test: (t: S) => boolean): boolean {
  return b.someNext(s, (n) => b.inF(n) &&
    (test(n) || (b.card(n) === "hub" && b.someNext(n, (m) => m !== s && b.inF(m) && test(m)))));
}

/** A functional extractor-like site logistically adjacent to s mines `ore` (any when null). */
const extractorMining = <S>(b: Surroundings<S>, s: S, ore: Resource | null) =>
  linked(b, s, (e) => isExtractorLike(b.card(e)) && mines(b, e, ore));

/** A functional Refinery logistically adjacent to s has `ore` in ores(r). */
const refineryOf = <S>(b: Surroundings<S>, s: S, ore: Resource) =>
  linked(b, s, (r) => b.card(r) === "refinery" && extractorMining(b, r, ore));

type Linked = "hydroponics" | "colony" | "factory" | "research";
const NEEDS_LINKED: Record<Linked, Defunct> = {
  hydroponics: "needsHydroponics", colony: "needsColony", factory: "needsFactory", research: "needsResearch",
};

/** The first requirement of table 4.2 an undamaged installation misses given F, or null if all hold. */
export function unmet<S>(b: Surroundings<S>, s: S): Defunct | null {
  const needPower = () => (powered(b, s) ? null : "noPower");
  const needLinked = (kind: Linked) => (linked(b, s, (t) => b.card(t) === kind) ? null : NEEDS_LINKED[kind]);
  switch (b.card(s)) {
    case "outpost":
    case "solar":
      return null;
    case "geothermal":
      return b.someNext(s, (t) => b.card(t) === "volcano") ? null : "needsVolcano";
    case "extractor":
      return needPower() ?? (mines(b, s, null) ? null : "noOre");
    case "refinery":
      return needPower() ?? (extractorMining(b, s, null) ? null : "needsExtractor");
    case "reactor":
      return refineryOf(b, s, "radioactives") ? null : "needsRadioactives";
    case "factory":
      return refineryOf(b, s, "metal") ? null : "needsMetal";
    case "hydroponics":
      return needPower() ?? (extractorMining(b, s, "ice") ? null : "needsIce");
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
        (linked(b, s, (t) => b.card(t) === "hightech" || b.card(t) === "biomed") ? null : "needsHighTechOrBioMed");
    default:
      return "defunct";
  }
}
