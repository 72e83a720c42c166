/**
 * Functional status (rule spec §4): which installations work, computed as the least fixed point
 * of the requirement table, so no site can support itself through a circle.
 */
import { CARDS, isExtractorLike, isInstallation, isPowerSource, isResource, type CardKind, type Resource } from "./data";
import { adjacent, changeOf, controller, indexLookup, key } from "./board";
import type { Site } from "./types";

export interface Status {
  functional: boolean;
  /** Why a defunct installation does not work; null when it works or is not an installation. */
  reason: string | null;
}

/**
 * A board by site index: the sites, and each one's physical (orthogonal) neighbours. The status is
 * computed for many boards a decision (the bot's candidates), so the checks below make no list, set
 * or text per requirement.
 */
interface Board {
  sites: readonly Site[];
  near: readonly (readonly number[])[];
}

const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;

function nearOf(sites: readonly Site[], at: (x: number, y: number) => number, i: number): number[] {
  const out: number[] = [];
  for (const [dx, dy] of STEPS) {
    const j = at(sites[i].x + dx, sites[i].y + dy);
    if (j >= 0) out.push(j);
  }
  return out;
}

/** The boards of frozen lists of sites (every list the engine makes), kept while the list lives. */
const boards = new WeakMap<readonly Site[], Board>();

/**
 * A list's board, carried over from the list it was made from when that one's is known: the same
 * neighbours when no site changed space, one more site with its neighbours when one was placed.
 */
function boardOf(sites: readonly Site[]): Board {
  const known = boards.get(sites);
  if (known) return known;
  const change = changeOf(sites);
  const before = change && !change.moved ? boards.get(change.before) : undefined;
  let near: (readonly number[])[];
  if (before && !change!.placed) near = before.near as (readonly number[])[];
  else if (before) {
    const placed = sites.length - 1;
    near = [...before.near, nearOf(sites, indexLookup(sites), placed)];
    for (const j of near[placed]) near[j] = [...near[j], placed];
  } else {
    const at = indexLookup(sites);
    near = sites.map((_, i) => nearOf(sites, at, i));
  }
  const made = { sites, near };
  if (Object.isFrozen(sites)) boards.set(sites, made);
  return made;
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

/**
 * How far a change of the board reaches: a requirement of §4.3 looks at sites at most 5 steps away
 * (a Reactor's Refinery, through a Hub; that Refinery's extractor, through a Hub; its ore) and at
 * whether sites work at most 4 steps away.
 */
const REACH = 5;
const within = (a: Site, b: Site, steps: number) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) <= steps;

/** What changed from a board whose status is known to this one, by the same site index. */
interface Start {
  works: Working;
  /** The sites added or changed. */
  changed: readonly number[];
}

/**
 * The functional installations: the least fixed point of §4.3, found by adding every installation
 * whose requirements hold until none is added. It may start from a board this one only added to
 * (a site placed or repaired, a site captured): every requirement asks for a site that exists or
 * works, so what worked there keeps working, and only what a change reaches is looked at again.
 */
function working(b: Board, start?: Start): Working {
  const works = new Uint8Array(b.sites.length);
  if (start) works.set(start.works);
  // "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged.
  const candidates: number[] = [];
  b.sites.forEach((s, i) => {
    if (!works[i] && isInstallation(s.card) && !(s.damage > 0)) candidates.push(i);
  });
  const reached = (from: readonly number[], steps: number) =>
    candidates.filter((c) => !works[c] && from.some((k) => within(b.sites[c], b.sites[k], steps)));
  let pending = start ? reached(start.changed, REACH) : candidates;
  while (pending.length > 0) {
    const woke: number[] = [];
    for (const i of pending) {
      if (works[i] || unmet(b, i, works) !== null) continue;
      works[i] = 1;
      woke.push(i);
    }
    pending = woke.length > 0 ? reached(woke, REACH - 1) : [];
  }
  return works;
}

/** The sites of `sites` that are not the same objects as in `before`, by index (the lists keep their order). */
function changedFrom(before: readonly Site[], sites: readonly Site[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < sites.length; i++) if (sites[i] !== before[i]) out.push(i);
  return out;
}

/** The functional installations of a frozen list of sites (every list the engine makes), kept while the list lives. */
const analysed = new WeakMap<readonly Site[], Working>();

function worksOf(sites: readonly Site[]): Working {
  const known = analysed.get(sites);
  if (known) return known;
  // A list made by placing a site, repairing or capturing only added to the one before.
  const change = changeOf(sites);
  const from = change && !change.moved && !change.damaged ? analysed.get(change.before) : undefined;
  const works = working(boardOf(sites), from && { works: from, changed: changedFrom(change!.before, sites) });
  if (Object.isFrozen(sites)) analysed.set(sites, works);
  return works;
}

/** The set of keys ("x,y") of functional installations: the least fixed point of §4.3. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  const works = worksOf(sites);
  return new Set(sites.filter((_, i) => works[i]).map(key));
}

const NOT_INSTALLATION: Status = Object.freeze({ functional: false, reason: null });
const WORKS: Status = Object.freeze({ functional: true, reason: null });

function statusOf(b: Board, works: Working, i: number): Status {
  const s = b.sites[i];
  if (!isInstallation(s.card)) return NOT_INSTALLATION;
  if (works[i]) return WORKS;
  if (s.damage > 0) return Object.freeze({ functional: false, reason: `damaged (${s.damage})` });
  return Object.freeze({ functional: false, reason: unmet(b, i, works) ?? "defunct" });
}

/** The status lists of frozen lists of sites, kept while the list lives. */
const listed = new WeakMap<readonly Site[], readonly Status[]>();

/**
 * Status of every site, in the order of `sites`, with a reason for each defunct installation. A
 * list made from one whose statuses are known keeps each status a change cannot reach.
 */
export function statusList(sites: readonly Site[]): readonly Status[] {
  const known = listed.get(sites);
  if (known) return known;
  const board = boardOf(sites);
  const works = worksOf(sites);
  const change = changeOf(sites);
  const before = change && !change.moved ? listed.get(change.before) : undefined;
  const worked = change && analysed.get(change.before);
  let out: readonly Status[];
  if (before && worked) {
    const touched = changedFrom(change!.before, sites);
    for (let i = 0; i < worked.length; i++) if (worked[i] !== works[i] && sites[i] === change!.before[i]) touched.push(i);
    out = sites.map((s, i) =>
      i < before.length && !touched.some((k) => within(s, sites[k], REACH)) ? before[i] : statusOf(board, works, i));
  } else out = sites.map((_, i) => statusOf(board, works, i));
  if (Object.isFrozen(sites)) listed.set(sites, Object.freeze(out));
  return out;
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
