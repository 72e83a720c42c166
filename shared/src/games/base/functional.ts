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

/**
 * A board by site index: the sites, and each one's physical (orthogonal) neighbours, found once.
 * The status is computed for many boards a decision (the bot's candidates), so the checks below
 * make no list, set or text per requirement.
 */
interface Board {
  sites: readonly Site[];
  near: number[][];
}

// Sites by place in a flat grid (the 10x10 map and the rows around it); a site a hand-made state
// puts elsewhere goes in a map.
const GRID = 16;
const inGrid = (x: number, y: number) => x >= 0 && x < GRID && y >= 0 && y < GRID;
const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;

function makeBoard(sites: readonly Site[]): Board {
  const cells = new Int32Array(GRID * GRID).fill(-1);
  const elsewhere = new Map<string, number>();
  sites.forEach((s, i) => {
    if (inGrid(s.x, s.y)) cells[s.y * GRID + s.x] = i;
    else elsewhere.set(key(s), i);
  });
  const at = (x: number, y: number) => (inGrid(x, y) ? cells[y * GRID + x] : elsewhere.get(`${x},${y}`) ?? -1);
  const near = sites.map((s) => {
    const out: number[] = [];
    for (const [dx, dy] of STEPS) {
      const j = at(s.x + dx, s.y + dy);
      if (j >= 0) out.push(j);
    }
    return out;
  });
  return { sites, near };
}

/** The functional installations found so far, by site index (1 = works). */
type Working = Uint8Array;

/** Whether an extractor-like site mines `ore` (any resource when null): mining is physical (base-D11). */
function mines(b: Board, e: number, ore: Resource | null): boolean {
  for (const n of b.near[e]) {
    const card = b.sites[n].card;
    if (isResource(card) && (ore === null || card === ore)) return true;
  }
  return false;
}

/**
 * Whether a working site logistically adjacent to `i` passes `test`: its physical neighbours, plus
 * the other neighbours of every functional Transport Hub next to it. Hubs do not chain (base-D12).
 */
function linked(b: Board, i: number, works: Working, test: (j: number) => boolean): boolean {
  for (const n of b.near[i]) {
    if (works[n] && test(n)) return true;
    if (works[n] && b.sites[n].card === "hub") {
      for (const m of b.near[n]) if (m !== i && works[m] && test(m)) return true;
    }
  }
  return false;
}

function powered(b: Board, i: number, works: Working): boolean {
  return b.near[i].some((n) => works[n] === 1 && isPowerSource(b.sites[n].card));
}

/** Whether a Refinery processes `ore`: a functional extractor-like site logistically adjacent mines it. */
function refines(b: Board, r: number, works: Working, ore: Resource): boolean {
  return linked(b, r, works, (e) => isExtractorLike(b.sites[e].card) && mines(b, e, ore));
}

const NAME = (k: CardKind) => CARDS[k].name;
const NEEDS_LINKED = Object.fromEntries(Object.keys(CARDS).map((k) => [k, `needs a working ${NAME(k as CardKind)} linked to it`])) as Record<CardKind, string>;

/** The first unmet requirement of an undamaged installation given the functional set, or null if all hold. */
function unmet(b: Board, i: number, works: Working): string | null {
  const card = b.sites[i].card;
  const needPower = () => (powered(b, i, works) ? null : "no power");
  const needLinked = (kind: CardKind) => (linked(b, i, works, (t) => b.sites[t].card === kind) ? null : NEEDS_LINKED[kind]);
  switch (card) {
    case "outpost":
    case "solar":
      return null;
    case "geothermal":
      return b.near[i].some((n) => b.sites[n].card === "volcano") ? null : "needs an adjacent Volcano";
    case "extractor":
      return needPower() ?? (mines(b, i, null) ? null : "no adjacent resource to mine");
    case "refinery":
      return needPower() ?? (linked(b, i, works, (t) => isExtractorLike(b.sites[t].card) && mines(b, t, null))
        ? null : "needs a working extractor with ore linked to it");
    case "reactor":
      return linked(b, i, works, (t) => b.sites[t].card === "refinery" && refines(b, t, works, "radioactives"))
        ? null : "needs a working Refinery processing Radioactives";
    case "factory":
      return linked(b, i, works, (t) => b.sites[t].card === "refinery" && refines(b, t, works, "metal"))
        ? null : "needs a working Refinery processing Metal";
    case "hydroponics":
      return needPower() ?? (linked(b, i, works, (t) => isExtractorLike(b.sites[t].card) && mines(b, t, "ice"))
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
        (linked(b, i, works, (t) => b.sites[t].card === "hightech" || b.sites[t].card === "biomed") ? null : "needs a working High-Tech Industry or Bio-Med Labs linked to it");
    default:
      return "not an installation";
  }
}

/** The functional installations: the least fixed point of §4.3. */
function working(b: Board): Working {
  const works = new Uint8Array(b.sites.length);
  // "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged.
  const candidates: number[] = [];
  b.sites.forEach((s, i) => {
    if (isInstallation(s.card) && !(s.damage > 0)) candidates.push(i);
  });
  let changed = true;
  while (changed) {
    changed = false;
    for (const i of candidates) {
      if (works[i]) continue;
      if (unmet(b, i, works) === null) {
        works[i] = 1;
        changed = true;
      }
    }
  }
  return works;
}

/**
 * The functional installations of a frozen list of sites (every list the engine makes, board.ts
 * `changeSites`), kept while the list lives; the board itself (each site's neighbours) is not kept,
 * to keep a room small: only the reasons of the defunct ones need it again, once per board.
 */
const analysed = new WeakMap<readonly Site[], Working>();

function worksOf(sites: readonly Site[], board?: Board): Working {
  const known = analysed.get(sites);
  if (known) return known;
  const works = working(board ?? makeBoard(sites));
  if (Object.isFrozen(sites)) analysed.set(sites, works);
  return works;
}

/** The set of keys ("x,y") of functional installations: the least fixed point of §4.3. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  const works = worksOf(sites);
  return new Set(sites.filter((_, i) => works[i]).map(key));
}

/** Status of every site, in the order of `sites`, with a reason for each defunct installation. */
export function statusList(sites: readonly Site[]): Status[] {
  const board = makeBoard(sites);
  const works = worksOf(sites, board);
  return sites.map((s, i) => {
    if (!isInstallation(s.card)) return { functional: false, reason: null };
    if (works[i]) return { functional: true, reason: null };
    if (s.damage > 0) return { functional: false, reason: `damaged (${s.damage})` };
    return { functional: false, reason: unmet(board, i, works) ?? "defunct" };
  });
}

/** Status of every site, keyed by "x,y". */
export function statuses(sites: readonly Site[]): Map<string, Status> {
  const list = statusList(sites);
  return new Map(sites.map((s, i) => [key(s), list[i]]));
}

/** What `seat` would earn in its Production phase with this board. */
export function income(sites: readonly Site[], seat: number): number {
  return incomes(sites, seat + 1)[seat];
}

/** What each of `players` seats would earn in its Production phase with this board. */
export function incomes(sites: readonly Site[], players: number): number[] {
  const works = worksOf(sites);
  const out = new Array<number>(players).fill(0);
  for (let i = 0; i < sites.length; i++) {
    const seat = controller(sites[i]);
    if (works[i] && seat !== null && seat < players) out[seat] += CARDS[sites[i].card].income;
  }
  return out;
}

/** A functional Shield Generator on or next to p protects it (§3.3; shielding never passes through Hubs). */
export function shielded(sites: readonly Site[], p: { x: number; y: number }): boolean {
  const works = worksOf(sites);
  return sites.some((s, i) => s.card === "shield" && works[i] === 1 && (adjacent(s, p) || (s.x === p.x && s.y === p.y)));
}
