/** A board by site index: each site's physical (orthogonal) neighbours, and the site on each space. */
import { indexLookup } from "./board";
import { Kept, changeOf } from "./sites";
import type { Site } from "./types";

/**
 * The requirements (requirements.ts) are checked for many boards a decision (the bot's candidates),
 * so they read neighbours from lists found once a board, and make no list, set or text per check.
 */
export interface Board {
  sites: readonly Site[];
  near: readonly (readonly number[])[];
  /** The index of the site on a space, -1 for none. */
  at: (x: number, y: number) => number;
}

const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;

function nearOf(sites: readonly Site[], at: Board["at"], i: number): number[] {
  const out: number[] = [];
  for (const [dx, dy] of STEPS) {
    const j = at(sites[i].x + dx, sites[i].y + dy);
    if (j >= 0) out.push(j);
  }
  return out;
}

/** The boards of the lists of sites the engine made (sites.ts), kept while the list lives. */
const boards = new Kept<Board>("board");

/**
 * A list's board, carried over from the list it was made from when that one's is known: the same
 * neighbours when no site changed space, one more site with its neighbours when one was placed.
 */
export function boardOf(sites: readonly Site[]): Board {
  const known = boards.get(sites);
  if (known) return known;
  const change = changeOf(sites);
  const before = change && !change.moved ? boards.get(change.before) : undefined;
  const at = indexLookup(sites);
  let near: (readonly number[])[];
  if (before && !change!.placed) near = before.near as (readonly number[])[];
  else if (before) {
    const placed = sites.length - 1;
    near = [...before.near, nearOf(sites, at, placed)];
    for (const j of near[placed]) near[j] = [...near[j], placed];
  } else near = sites.map((_, i) => nearOf(sites, at, i));
  const made = { sites, near, at };
  boards.set(sites, made);
  return made;
}
