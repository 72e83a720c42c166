/**
 * Functional status (rule spec §4): which installations work, computed as the least fixed point
 * of the requirement table (requirements.ts), so no site can support itself through a circle.
 */
import { CARDS, MAX_PLAYERS, isInstallation } from "./data";
import { adjacent, controller, key } from "./board";
import { boardOf, type Board } from "./neighbours";
import { REACH, unmet, type Defunct, type Working } from "./requirements";
import { Kept, changeOf, type SiteChange } from "./sites";
import type { Site } from "./types";

export interface Status {
  functional: boolean;
  /** Why a defunct installation does not work (a code, see requirements.ts); null when it works or is not an installation. */
  reason: Defunct | null;
}

/**
 * What is known of a board. A list of sites the engine made (sites.ts) keeps it while
 * the list lives, and a list made from another carries it over: only what its change reaches is
 * found again, so a move costs about the same on a full board as on an empty one.
 */
interface Analysis {
  board: Board;
  works: Working;
  /** The undamaged installations that do not work, by index. */
  idle: readonly number[];
  /** The sites whose `works` differs from the list this one was made from; null if not known. */
  worksChanged: readonly number[] | null;
  statuses?: readonly Status[];
  /** What each seat would earn in its Production phase, by seat. */
  earned?: readonly number[];
}

const analyses = new Kept<Analysis>("analysis");

// "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged.
const isCandidate = (s: Site) => isInstallation(s.card) && !(s.damage > 0);

const within = (a: Site, b: Site, steps: number) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) <= steps;

/** Those of `sites` (indices into b) whose requirements can look at one of `from` (requirements.ts `REACH`). */
function reaching(b: Board, sites: readonly number[], from: readonly number[], how: "sites" | "works"): number[] {
  return sites.filter((i) => {
    const steps = REACH[b.sites[i].card][how];
    return from.some((k) => within(b.sites[i], b.sites[k], steps));
  });
}

/**
 * The functional installations: every undamaged installation whose requirements hold is added
 * until none is. From a board this one only added to (a site placed or repaired, a site
 * captured), what worked keeps working, since every requirement asks for a site that exists or
 * works; only the installations whose requirements reach the change are looked at, then those
 * whose requirements reach a newly working one (requirements.ts `REACH`).
 */
function working(b: Board, from?: Analysis & { changed: readonly number[] }): Omit<Analysis, "board"> {
  const works = new Uint8Array(b.sites.length);
  let candidates: number[];
  if (from) {
    works.set(from.works);
    // The idle ones as they are now (damage may have come), and what changed that may work.
    candidates = [...from.idle, ...from.changed.filter((i) => !works[i] && !from.idle.includes(i))].filter((i) => isCandidate(b.sites[i]));
  } else candidates = b.sites.flatMap((s, i) => (isCandidate(s) ? [i] : []));
  let pending = from ? reaching(b, candidates, from.changed, "sites") : candidates;
  const woke: number[] = [];
  while (pending.length > 0) {
    const now: number[] = [];
    for (const i of pending) {
      // Marked at once, so one pass can follow a chain of installations in the order of the list.
      if (works[i] || unmet(b, i, works) !== null) continue;
      works[i] = 1;
      now.push(i);
    }
    woke.push(...now);
    const left = candidates.filter((i) => !works[i]);
    pending = now.length === 0 ? [] : from ? reaching(b, left, now, "works") : left;
  }
  return { works, idle: candidates.filter((i) => !works[i]), worksChanged: from ? woke : null };
}

/**
 * What is known to keep working after damage, which can only stop installations: all that worked
 * but the damaged sites, the installations whose requirements reach one of those, those whose
 * requirements reach one of these, and so on. Nothing else needs what was taken out, so it keeps
 * working; what was taken out is looked at again.
 */
function withoutDamaged(b: Board, before: Analysis, changed: readonly number[]): Analysis & { changed: readonly number[] } {
  const works = before.works.slice();
  const out = changed.filter((i) => works[i]);
  for (const i of out) works[i] = 0;
  for (let at = 0; at < out.length; at++) {
    for (let c = 0; c < works.length; c++) {
      if (works[c] && within(b.sites[c], b.sites[out[at]], REACH[b.sites[c].card].works)) {
        works[c] = 0;
        out.push(c);
      }
    }
  }
  return { ...before, works, changed: [...changed, ...out] };
}

function analysisOf(sites: readonly Site[]): Analysis {
  const known = analyses.get(sites);
  if (known) return known;
  const board = boardOf(sites);
  const change = changeOf(sites);
  const before = change && !change.moved ? analyses.get(change.before) : undefined;
  let made: Analysis;
  if (before && change!.effect === "added") made = { board, ...working(board, { ...before, changed: change!.changed }) };
  else {
    made = { board, ...working(board, before && change!.effect === "damaged" ? withoutDamaged(board, before, change!.changed) : undefined) };
    if (before) made.worksChanged = differences(before.works, made.works);
  }
  analyses.set(sites, made);
  return made;
}

function differences(a: Working, b: Working): number[] {
  const out: number[] = [];
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}

/**
 * The list `sites` was made from and what is known of it, when this list's analysis can carry
 * over from it: the sites changed and the installations that started or stopped working.
 */
function carried(sites: readonly Site[], a: Analysis): { change: SiteChange; before: Analysis; touched: number[] } | null {
  const change = changeOf(sites);
  const before = change && a.worksChanged ? analyses.get(change.before) : undefined;
  return before ? { change: change!, before, touched: [...new Set([...change!.changed, ...a.worksChanged!])] } : null;
}

/** The set of keys ("x,y") of functional installations: the least fixed point of §4.3. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  const { works } = analysisOf(sites);
  return new Set(sites.filter((_, i) => works[i]).map(key));
}

const NOT_INSTALLATION: Status = Object.freeze({ functional: false, reason: null });
const WORKS: Status = Object.freeze({ functional: true, reason: null });

function statusOf(a: Analysis, i: number): Status {
  const s = a.board.sites[i];
  if (!isInstallation(s.card)) return NOT_INSTALLATION;
  if (a.works[i]) return WORKS;
  if (s.damage > 0) return Object.freeze({ functional: false, reason: "damaged" });
  return Object.freeze({ functional: false, reason: unmet(a.board, i, a.works) ?? "defunct" });
}

/**
 * Status of every site, in the order of `sites`, with a reason for each defunct installation. A
 * status out of the reach of what changed is the same object as on the list before.
 */
export function statusList(sites: readonly Site[]): readonly Status[] {
  const a = analysisOf(sites);
  if (a.statuses) return a.statuses;
  const from = carried(sites, a);
  let out: Status[];
  if (from?.before.statuses) {
    // A status changes with its own site or whether it works; an idle installation's reason, with
    // what its requirements look at.
    out = [...from.before.statuses];
    for (const i of [...from.touched, ...reaching(a.board, a.idle, from.touched, "sites")]) out[i] = statusOf(a, i);
  } else out = sites.map((_, i) => statusOf(a, i));
  a.statuses = out;
  return out;
}

/** Status of every site, keyed by "x,y". */
export function statuses(sites: readonly Site[]): Map<string, Status> {
  const list = statusList(sites);
  return new Map(sites.map((s, i) => [key(s), list[i]]));
}

/** What site `i` earns its controller (seat), if anything. */
function earning(sites: readonly Site[], works: Working, i: number): [number, number] | null {
  const seat = controller(sites[i]);
  return works[i] && seat !== null && seat >= 0 && seat < MAX_PLAYERS ? [seat, CARDS[sites[i].card].income] : null;
}

function earnedOn(sites: readonly Site[], a: Analysis): readonly number[] {
  if (a.earned) return a.earned;
  const from = carried(sites, a);
  const out = from?.before.earned ? from.before.earned.slice() : new Array<number>(MAX_PLAYERS).fill(0);
  const add = (list: readonly Site[], works: Working, i: number, sign: number) => {
    const e = earning(list, works, i);
    if (e) out[e[0]] += sign * e[1];
  };
  if (from?.before.earned) {
    for (const i of from.touched) {
      if (i < from.change.before.length) add(from.change.before, from.before.works, i, -1);
      add(sites, a.works, i, 1);
    }
  } else for (let i = 0; i < sites.length; i++) add(sites, a.works, i, 1);
  a.earned = out;
  return out;
}

/** What `seat` would earn in its Production phase with this board. */
export function income(sites: readonly Site[], seat: number): number {
  return incomes(sites, seat + 1)[seat];
}

/** What each of `players` seats would earn in its Production phase with this board. */
export function incomes(sites: readonly Site[], players: number): number[] {
  return earnedOn(sites, analysisOf(sites)).slice(0, players);
}

/** A functional Shield Generator on or next to p protects it (§3.3; shielding never passes through Hubs). */
export function shielded(sites: readonly Site[], p: { x: number; y: number }): boolean {
  const { works } = analysisOf(sites);
  return sites.some((s, i) => s.card === "shield" && works[i] === 1 && (adjacent(s, p) || (s.x === p.x && s.y === p.y)));
}
