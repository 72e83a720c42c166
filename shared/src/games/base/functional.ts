/**
 * Functional status (rule spec §4): which installations work, computed as the least fixed point
 * of the requirement table, so no site can support itself through a circle.
 */
import { CARDS, isExtractorLike, isInstallation, isPowerSource, isResource, type CardKind, type Resource } from "./data";
import { adjacent, controller, key } from "./board";
import type { Site } from "./types";

export interface Status {
  functional: boolean;
  /** Why a defunct installation does not work; null when it works or is not an installation. */
  reason: string | null;
}

interface Board {
  /** Each site's physical (orthogonal) neighbours, computed once. */
  near: Map<Site, Site[]>;
}

// A number per space is cheaper than an "x,y" text for every lookup.
const spot = (x: number, y: number) => y * 1024 + x;

function makeBoard(sites: readonly Site[]): Board {
  const bySpot = new Map(sites.map((s) => [spot(s.x, s.y), s]));
  const near = new Map<Site, Site[]>();
  for (const s of sites) {
    const out: Site[] = [];
    for (const n of [bySpot.get(spot(s.x - 1, s.y)), bySpot.get(spot(s.x + 1, s.y)), bySpot.get(spot(s.x, s.y - 1)), bySpot.get(spot(s.x, s.y + 1))]) {
      if (n) out.push(n);
    }
    near.set(s, out);
  }
  return { near };
}

const neighbourSites = (b: Board, s: Site) => b.near.get(s)!;

/** Resource types physically adjacent to an extractor-like site (mining is physical, base-D11). */
function ores(b: Board, e: Site): Set<Resource> {
  const out = new Set<Resource>();
  for (const n of neighbourSites(b, e)) if (isResource(n.card)) out.add(n.card);
  return out;
}

/**
 * Sites logistically adjacent to s: physical neighbours, plus the other neighbours of every
 * functional Transport Hub next to s. Hubs do not chain (base-D12).
 */
function logisticNeighbours(b: Board, s: Site, works: Set<string>): Site[] {
  const out = new Map<string, Site>();
  for (const n of neighbourSites(b, s)) {
    out.set(key(n), n);
    if (n.card === "hub" && works.has(key(n))) {
      for (const m of neighbourSites(b, n)) if (m !== s) out.set(key(m), m);
    }
  }
  return [...out.values()];
}

function powered(b: Board, s: Site, works: Set<string>): boolean {
  return neighbourSites(b, s).some((n) => isPowerSource(n.card) && works.has(key(n)));
}

/** The ores a Refinery processes: those of every functional extractor-like site logistically adjacent. */
function refineryOres(b: Board, r: Site, works: Set<string>): Set<Resource> {
  const out = new Set<Resource>();
  for (const e of logisticNeighbours(b, r, works)) {
    if (isExtractorLike(e.card) && works.has(key(e))) for (const o of ores(b, e)) out.add(o);
  }
  return out;
}

const NAME = (k: CardKind) => CARDS[k].name;

/** The first unmet requirement of an undamaged installation given the functional set, or null if all hold. */
function unmet(b: Board, s: Site, works: Set<string>): string | null {
  const linked = (pred: (t: Site) => boolean) =>
    logisticNeighbours(b, s, works).some((t) => works.has(key(t)) && pred(t));
  const needPower = () => (powered(b, s, works) ? null : "no power");
  const needLinked = (kind: CardKind) => (linked((t) => t.card === kind) ? null : `needs a working ${NAME(kind)} linked to it`);
  switch (s.card) {
    case "outpost":
    case "solar":
      return null;
    case "geothermal":
      return neighbourSites(b, s).some((n) => n.card === "volcano") ? null : "needs an adjacent Volcano";
    case "extractor":
      return needPower() ?? (ores(b, s).size > 0 ? null : "no adjacent resource to mine");
    case "refinery":
      return needPower() ?? (linked((t) => isExtractorLike(t.card) && ores(b, t).size > 0) ? null : "needs a working extractor with ore linked to it");
    case "reactor":
      return linked((t) => t.card === "refinery" && refineryOres(b, t, works).has("radioactives"))
        ? null : "needs a working Refinery processing Radioactives";
    case "factory":
      return linked((t) => t.card === "refinery" && refineryOres(b, t, works).has("metal"))
        ? null : "needs a working Refinery processing Metal";
    case "hydroponics":
      return needPower() ?? (linked((t) => isExtractorLike(t.card) && ores(b, t).has("ice"))
        ? null : "needs a working extractor mining Ice + Organics");
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
        (linked((t) => t.card === "hightech" || t.card === "biomed") ? null : "needs a working High-Tech Industry or Bio-Med Labs linked to it");
    default:
      return "not an installation";
  }
}

/** The set of keys ("x,y") of functional installations: the least fixed point of §4.3. */
export function functionalSet(sites: readonly Site[], b: Board = makeBoard(sites)): Set<string> {
  const works = new Set<string>();
  // "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged.
  const candidates = sites.filter((s) => isInstallation(s.card) && !(s.damage > 0));
  let changed = true;
  while (changed) {
    changed = false;
    for (const s of candidates) {
      if (works.has(key(s))) continue;
      if (unmet(b, s, works) === null) {
        works.add(key(s));
        changed = true;
      }
    }
  }
  return works;
}

/** Status of every site, keyed by "x,y", with a reason for each defunct installation. */
export function statuses(sites: readonly Site[], works?: Set<string>): Map<string, Status> {
  const b = makeBoard(sites);
  works ??= functionalSet(sites, b);
  const out = new Map<string, Status>();
  for (const s of sites) {
    if (!isInstallation(s.card)) out.set(key(s), { functional: false, reason: null });
    else if (works.has(key(s))) out.set(key(s), { functional: true, reason: null });
    else if (s.damage > 0) out.set(key(s), { functional: false, reason: `damaged (${s.damage})` });
    else out.set(key(s), { functional: false, reason: unmet(b, s, works) ?? "defunct" });
  }
  return out;
}

/** What `seat` would earn in its Production phase with this board. */
export function income(sites: readonly Site[], seat: number, works: Set<string> = functionalSet(sites)): number {
  let sum = 0;
  for (const s of sites) if (controller(s) === seat && works.has(key(s))) sum += CARDS[s.card].income;
  return sum;
}

/** A functional Shield Generator on or next to p protects it (§3.3; shielding never passes through Hubs). */
export function shielded(sites: readonly Site[], p: { x: number; y: number }, works: Set<string> = functionalSet(sites)): boolean {
  return sites.some((s) => s.card === "shield" && works.has(key(s)) && (adjacent(s, p) || (s.x === p.x && s.y === p.y)));
}
