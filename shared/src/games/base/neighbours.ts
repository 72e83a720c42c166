/** A board by site index: each site's physical (orthogonal) neighbours, and the site on each space. */
import { STEPS, indexLookup } from "./board";
import { Kept, changeOf } from "./sites";
import type { Site } from "./types";

/**
 * The requirements (requirements.ts) are checked for many boards a decision (the bot's candidates),
 * so they read neighbours found once a board, and make no list, set or text per check.
 */
export interface Board {
  sites: readonly Site[];
  /** Site i's neighbour in each of the four directions (board.ts `STEPS`), by index, at 4 * i + direction; -1 for none. */
  near: Int16Array;
  /** The index of the site on a space, -1 for none. */
  at: (x: number, y: number) => number;
}

function findNeighbours(b: Board, i: number): void {
  STEPS.forEach(([dx, dy], d) => {
    b.near[4 * i + d] = b.at(b.sites[i].x + dx, b.sites[i].y + dy);
  });
}

/** Whether a neighbour of site i (by index) passes `test`. */
export function someNeighbour(b: Board, i: number, test: (j: number) => boolean): boolean {
  for (let k = 4 * i; k < 4 * i + 4; k++) {
    const j = b.near[k];
    if (j >= 0 && test(j)) return true;
  }
  return false;
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
  let made: Board;
  if (before && !change!.placed) made = { sites, near: before.near, at };
  else if (before) {
    made = { sites, near: new Int16Array(4 * sites.length), at };
    made.near.set(before.near);
    const placed = sites.length - 1;
    findNeighbours(made, placed);
    for (let d = 0; d < 4; d++) {
      const j = made.near[4 * placed + d];
      if (j >= 0) made.near[4 * j + (d ^ 1)] = placed;
    }
  } else {
    made = { sites, near: new Int16Array(4 * sites.length), at };
    for (let i = 0; i < sites.length; i++) findNeighbours(made, i);
  }
  boards.set(sites, made);
  return made;
}
