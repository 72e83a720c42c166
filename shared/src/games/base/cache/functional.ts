/**
 * Speeds up functional status (functional.ts, §4.3) on the boards the engine makes: what is found of
 * a list (F, the statuses, the seats' income) is kept with it (kept.ts) and carried over to the
 * list made from it, so a move costs about the same on a full board as on an empty one. It reads
 * the requirements (requirements.ts) by site index (neighbours.ts) and answers as functional.ts.
 */
import { MAX_PLAYERS, isInstallation } from "../data";
import { key, samePos, adjacent } from "../board";
import { earning, isDamaged, statusOf, type Status } from "../functional";
import { unmet, type Surroundings } from "../requirements";
import type { Pos, Site } from "../types";
import { changeOf, type SiteChange } from "./changes";
import { Kept } from "./kept";
import { boardOf, surroundings, type Board, type Working } from "./neighbours";
import { REACH } from "./reach";

/** What is known of a board. */
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

const isCandidate = (s: Site) => isInstallation(s.card) && !isDamaged(s);

const within = (a: Site, b: Site, steps: number) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) <= steps;

/** Those of `sites` (indices into b) whose requirements can look at one of `from` (reach.ts). */
function reaching(b: Board, sites: readonly number[], from: readonly number[], how: "sites" | "works"): number[] {
  return sites.filter((i) => {
    const steps = REACH[b.sites[i].card][how];
    return from.some((k) => within(b.sites[i], b.sites[k], steps));
  });
}

/**
 * F, as functional.ts finds it. From a board this one only added to (a site placed or repaired, a
 * site captured), what worked keeps working, since every requirement asks for a site that exists or
 * works; only the installations whose requirements reach the change are looked at, then those
 * whose requirements reach a newly working one.
 */
function working(b: Board, from?: Analysis & { changed: readonly number[] }): Omit<Analysis, "board"> {
  const works = new Uint8Array(b.sites.length);
  const around = surroundings(b, works);
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
      if (works[i] || unmet(around, i) !== null) continue;
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

/** functional.ts `functionalSet`. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  const { works } = analysisOf(sites);
  return new Set(sites.filter((_, i) => works[i]).map(key));
}

function statusAt(a: Analysis, around: Surroundings<number>, i: number): Status {
  return statusOf(a.board.sites[i], a.works[i] === 1, () => unmet(around, i));
}

/**
 * functional.ts `statusList`. A status out of the reach of what changed is the same object as on
 * the list before (so the view keeps its site's view, board-view.ts).
 */
export function statusList(sites: readonly Site[]): readonly Status[] {
  const a = analysisOf(sites);
  if (a.statuses) return a.statuses;
  const from = carried(sites, a);
  const around = surroundings(a.board, a.works);
  let out: Status[];
  if (from?.before.statuses) {
    // A status changes with its own site or whether it works; an idle installation's reason, with
    // what its requirements look at.
    out = [...from.before.statuses];
    for (const i of [...from.touched, ...reaching(a.board, a.idle, from.touched, "sites")]) out[i] = statusAt(a, around, i);
  } else out = sites.map((_, i) => statusAt(a, around, i));
  a.statuses = out;
  return out;
}

/** functional.ts `statuses`. */
export function statuses(sites: readonly Site[]): Map<string, Status> {
  const list = statusList(sites);
  return new Map(sites.map((s, i) => [key(s), list[i]]));
}

function earnedOn(sites: readonly Site[], a: Analysis): readonly number[] {
  if (a.earned) return a.earned;
  const from = carried(sites, a);
  const out = from?.before.earned ? from.before.earned.slice() : new Array<number>(MAX_PLAYERS).fill(0);
  const add = (list: readonly Site[], works: Working, i: number, sign: number) => {
    const e = works[i] ? earning(list[i]) : null;
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

/** functional.ts `incomes`. */
export function incomes(sites: readonly Site[], players: number): number[] {
  return earnedOn(sites, analysisOf(sites)).slice(0, players);
}

/** functional.ts `income`. */
export function income(sites: readonly Site[], seat: number): number {
  return incomes(sites, seat + 1)[seat];
}

/** functional.ts `shielded`. */
export function shielded(sites: readonly Site[], p: Pos): boolean {
  const { works } = analysisOf(sites);
  return sites.some((s, i) => s.card === "shield" && works[i] === 1 && (adjacent(s, p) || samePos(s, p)));
}
