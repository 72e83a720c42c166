/**
 * Speeds up reading the requirements (requirements.ts), checked for many boards a decision (the
 * bot's candidates): each site's physical neighbours are found once a board, in four slots of a
 * typed array, and carried over to the list made from it; a check then makes no list, set or text.
 */
import type { Surroundings } from "../requirements";
import type { Site } from "../types";
import { changeOf } from "./changes";
import { STEPS, indexLookup } from "./grid";
import { Kept } from "./kept";

/** A board by site index. */
export interface Board {
  sites: readonly Site[];
  /** Site i's neighbour in each of the four directions (grid.ts `STEPS`), by index, at 4 * i + direction; -1 for none. */
  near: Int16Array;
}

/** The functional installations found so far, by site index (1 = works). */
export type Working = Uint8Array;

function findNeighbours(b: Board, at: (x: number, y: number) => number, i: number): void {
  STEPS.forEach(([dx, dy], d) => {
    b.near[4 * i + d] = at(b.sites[i].x + dx, b.sites[i].y + dy);
  });
}

/** The boards of the lists of sites the engine made, kept while the list lives. */
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
  let made: Board;
  if (before && !change!.placed) made = { sites, near: before.near };
  else {
    const at = indexLookup(sites);
    made = { sites, near: new Int16Array(4 * sites.length) };
    if (before) {
      made.near.set(before.near);
      const placed = sites.length - 1;
      findNeighbours(made, at, placed);
      for (let d = 0; d < 4; d++) {
        const j = made.near[4 * placed + d];
        if (j >= 0) made.near[4 * j + (d ^ 1)] = placed;
      }
    } else for (let i = 0; i < sites.length; i++) findNeighbours(made, at, i);
  }
  boards.set(sites, made);
  return made;
}

/** The board as the requirements read it, a site named by its index, F being the sites `works` marks. */
export function surroundings(b: Board, works: Working): Surroundings<number> {
  return {
    card: (i) => b.sites[i].card,
    someNext(i, test) {
      for (let k = 4 * i; k < 4 * i + 4; k++) {
        const j = b.near[k];
        if (j >= 0 && test(j)) return true;
      }
      return false;
    },
    inF: (i) => works[i] === 1,
  };
}
