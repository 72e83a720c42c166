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
  /** The site at a place, if any. */
  at(x: number, y: number): Site | undefined;
}

// Sites by place in a flat grid (the 10x10 map and the rows around it); a site a hand-made state
// puts elsewhere goes in a map. Both cheaper than an "x,y" text for every lookup.
const GRID = 16;
const inGrid = (x: number, y: number) => x >= 0 && x < GRID && y >= 0 && y < GRID;

function makeBoard(sites: readonly Site[]): Board {
  const cells = new Array<Site | undefined>(GRID * GRID);
  const elsewhere = new Map<string, Site>();
  for (const s of sites) {
    if (inGrid(s.x, s.y)) cells[s.y * GRID + s.x] = s;
    else elsewhere.set(key(s), s);
  }
  return { at: (x, y) => (inGrid(x, y) ? cells[y * GRID + x] : elsewhere.get(`${x},${y}`)) };
}

/** A site's physical (orthogonal) neighbours. */
function neighbourSites(b: Board, s: Site): Site[] {
  const out: Site[] = [];
  const left = b.at(s.x - 1, s.y);
  const right = b.at(s.x + 1, s.y);
  const up = b.at(s.x, s.y - 1);
  const down = b.at(s.x, s.y + 1);
  if (left) out.push(left);
  if (right) out.push(right);
  if (up) out.push(up);
  if (down) out.push(down);
  return out;
}

/** The functional installations found so far (the sites themselves: cheaper to look up than their "x,y"). */
type Working = Set<Site>;

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
function logisticNeighbours(b: Board, s: Site, works: Working): Site[] {
  const out = new Set<Site>();
  for (const n of neighbourSites(b, s)) {
    out.add(n);
    if (n.card === "hub" && works.has(n)) {
      for (const m of neighbourSites(b, n)) if (m !== s) out.add(m);
    }
  }
  return [...out];
}

function powered(b: Board, s: Site, works: Working): boolean {
  return neighbourSites(b, s).some((n) => isPowerSource(n.card) && works.has(n));
}

/** The ores a Refinery processes: those of every functional extractor-like site logistically adjacent. */
function refineryOres(b: Board, r: Site, works: Working): Set<Resource> {
  const out = new Set<Resource>();
  for (const e of logisticNeighbours(b, r, works)) {
    if (isExtractorLike(e.card) && works.has(e)) for (const o of ores(b, e)) out.add(o);
  }
  return out;
}

const NAME = (k: CardKind) => CARDS[k].name;

/** The first unmet requirement of an undamaged installation given the functional set, or null if all hold. */
function unmet(b: Board, s: Site, works: Working): string | null {
  const linked = (pred: (t: Site) => boolean) =>
    logisticNeighbours(b, s, works).some((t) => works.has(t) && pred(t));
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

/** The functional installations, as sites: the least fixed point of §4.3. */
function working(sites: readonly Site[], b: Board): Working {
  const works = new Set<Site>();
  // "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged.
  const candidates = sites.filter((s) => isInstallation(s.card) && !(s.damage > 0));
  let changed = true;
  while (changed) {
    changed = false;
    for (const s of candidates) {
      if (works.has(s)) continue;
      if (unmet(b, s, works) === null) {
        works.add(s);
        changed = true;
      }
    }
  }
  return works;
}

/** The set of keys ("x,y") of functional installations: the least fixed point of §4.3. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  return new Set([...working(sites, makeBoard(sites))].map(key));
}

/** Status of every site, keyed by "x,y", with a reason for each defunct installation. */
export function statuses(sites: readonly Site[], functional?: Set<string>): Map<string, Status> {
  const b = makeBoard(sites);
  const works = functional ? new Set(sites.filter((s) => functional.has(key(s)))) : working(sites, b);
  const out = new Map<string, Status>();
  for (const s of sites) {
    if (!isInstallation(s.card)) out.set(key(s), { functional: false, reason: null });
    else if (works.has(s)) out.set(key(s), { functional: true, reason: null });
    else if (s.damage > 0) out.set(key(s), { functional: false, reason: `damaged (${s.damage})` });
    else out.set(key(s), { functional: false, reason: unmet(b, s, works) ?? "defunct" });
  }
  return out;
}

/** What `seat` would earn in its Production phase with this board. */
export function income(sites: readonly Site[], seat: number, functional?: Set<string>): number {
  const works = functional ? null : working(sites, makeBoard(sites));
  let sum = 0;
  for (const s of sites) {
    if (controller(s) === seat && (works ? works.has(s) : functional!.has(key(s)))) sum += CARDS[s.card].income;
  }
  return sum;
}

/** A functional Shield Generator on or next to p protects it (§3.3; shielding never passes through Hubs). */
export function shielded(sites: readonly Site[], p: { x: number; y: number }, works: Set<string> = functionalSet(sites)): boolean {
  return sites.some((s) => s.card === "shield" && works.has(key(s)) && (adjacent(s, p) || (s.x === p.x && s.y === p.y)));
}
