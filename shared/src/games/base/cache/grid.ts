/**
 * Speeds up board.ts's look-ups by space (`siteAt`, `emptySpaces`, `buildable`, `buildableSpaces`,
 * `inBoardOrder`): a grid of the map and the rows around it gives each space's site, kept for a
 * list the engine made and carried over to the list made from it. They answer as board.ts does.
 */
import * as rule from "../board";
import { MAP_SIZE } from "../data";
import type { Pos, Site } from "../types";
import { changeOf } from "./changes";
import { Kept, isKept } from "./kept";

const ROW = MAP_SIZE + 2;
/** Whether a space lies in the grid: the map and the rows around it. */
const inRow = (x: number, y: number) => x >= 0 && x < ROW && y >= 0 && y < ROW;

/** Each space of the grid's site, by y * ROW + x, as its index + 1 (0: empty), kept for a list. */
const grids = new Kept<Int16Array>("grid");

function gridOf(sites: readonly Pos[]): Int16Array {
  const known = grids.get(sites);
  if (known) return known;
  const change = changeOf(sites as readonly Site[]);
  const before = change && !change.moved ? grids.get(change.before) : undefined;
  let out: Int16Array;
  if (before && !change!.placed) out = before;
  else {
    out = before ? before.slice() : new Int16Array(ROW * ROW);
    for (let i = before ? sites.length - 1 : 0; i < sites.length; i++) {
      const s = sites[i];
      if (inRow(s.x, s.y)) out[s.y * ROW + s.x] = i + 1;
    }
  }
  grids.set(sites, out);
  return out;
}

/** The index of the site on each space (-1: none), by the grid for the map and the rows around it. */
export function indexLookup(sites: readonly Pos[]): (x: number, y: number) => number {
  const grid = gridOf(sites);
  // Only a state made by hand puts a site off the grid.
  let outside: boolean | undefined;
  return (x, y) => {
    if (inRow(x, y)) return grid[y * ROW + x] - 1;
    outside ??= sites.some((s) => !inRow(s.x, s.y));
    return outside ? sites.findIndex((s) => s.x === x && s.y === y) : -1;
  };
}

/** board.ts `siteAt`. */
export function siteAt<S extends Pos>(sites: readonly S[], p: Pos): S | undefined {
  if (!isKept(sites) || !inRow(p.x, p.y)) return rule.siteAt(sites, p);
  const i = gridOf(sites)[p.y * ROW + p.x];
  return i > 0 ? sites[i - 1] : undefined;
}

/** Every space of the map in board order (row by row) that passes `test`, as new positions. */
function spacesWhere(test: (x: number, y: number) => boolean): Pos[] {
  const out: Pos[] = [];
  for (let y = 1; y <= MAP_SIZE; y++) for (let x = 1; x <= MAP_SIZE; x++) if (test(x, y)) out.push({ x, y });
  return out;
}

/** board.ts `emptySpaces`. */
export function emptySpaces(sites: readonly Site[]): Pos[] {
  const grid = gridOf(sites);
  return spacesWhere((x, y) => grid[y * ROW + x] === 0);
}

/** The four orthogonal steps (base-D6), each direction's opposite next to it (its index ^ 1). */
export const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;

/** board.ts `buildable`. */
export function buildable(sites: readonly Site[], seat: number, p: Pos, except?: Pos): boolean {
  return rule.onMap(p) && buildableIn(gridOf(sites), sites, seat, p.x, p.y, except);
}

/** board.ts `buildableSpaces`: a walk of the map, whatever the number of sites. */
export function buildableSpaces(sites: readonly Site[], seat: number, except?: Pos): Pos[] {
  const grid = gridOf(sites);
  return spacesWhere((x, y) => buildableIn(grid, sites, seat, x, y, except));
}

function buildableIn(grid: Int16Array, sites: readonly Site[], seat: number, x: number, y: number, except?: Pos): boolean {
  if (grid[y * ROW + x] !== 0) return false;
  for (const [dx, dy] of STEPS) {
    const i = grid[(y + dy) * ROW + x + dx] - 1;
    if (i >= 0 && rule.controller(sites[i]) === seat && !(except && rule.samePos(sites[i], except))) return true;
  }
  return false;
}

/** Sites in board order (row by row), kept for a list. */
const sortedBy = new Kept<readonly Site[]>("board order");

/** board.ts `inBoardOrder`. */
export function inBoardOrder<S extends Site>(sites: readonly S[]): readonly S[] {
  const known = sortedBy.get(sites) as readonly S[] | undefined;
  if (known) return known;
  // The grid, row by row; a state made by hand may put a site off it (or two on one space).
  const grid = gridOf(sites);
  // Made at its size: a list grown by `push` holds room for more, kept as long as the list.
  let out = new Array<S>(sites.length);
  let found = 0;
  for (let at = 0; at < grid.length; at++) if (grid[at] > 0) out[found++] = sites[grid[at] - 1];
  if (found !== sites.length) out = rule.inBoardOrder(sites) as S[];
  sortedBy.set(sites, out);
  return out;
}
