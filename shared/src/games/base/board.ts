/** The map (rule spec §1.1): spaces, adjacency, who controls a site, where a seat may build (§3.7). */
import { CORNERS, CORNER_ZONE_RADIUS, MAP_SIZE } from "./data";
import type { Pos, Site } from "./types";

export const key = (p: Pos) => `${p.x},${p.y}`;
export const samePos = (a: Pos, b: Pos) => a.x === b.x && a.y === b.y;
export const onMap = (p: Pos) => p.x >= 1 && p.x <= MAP_SIZE && p.y >= 1 && p.y <= MAP_SIZE;

/** Physical adjacency: orthogonal neighbours (base-D6). */
export const adjacent = (a: Pos, b: Pos) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;

/** The site on space p, if any. */
export function siteAt<S extends Pos>(sites: readonly S[], p: Pos): S | undefined {
  return sites.find((s) => samePos(s, p));
}

/** Every space of the map in board order (row by row) that passes `test`, as new positions. */
function spacesWhere(test: (p: Pos) => boolean): Pos[] {
  const out: Pos[] = [];
  for (let y = 1; y <= MAP_SIZE; y++) for (let x = 1; x <= MAP_SIZE; x++) if (test({ x, y })) out.push({ x, y });
  return out;
}

export function emptySpaces(sites: readonly Site[]): Pos[] {
  return spacesWhere((p) => !siteAt(sites, p));
}

/** Who controls a site: its token's owner; volcanoes are never controlled (base-D14), whatever a state says. */
export const controller = (s: Site): number | null => (s.card === "volcano" ? null : s.owner ?? null);

/** Whether p is an empty space orthogonally adjacent to a site `seat` controls, ignoring the site at `except` (§3.7). */
export function buildable(sites: readonly Site[], seat: number, p: Pos, except?: Pos): boolean {
  return onMap(p) && !siteAt(sites, p) &&
    sites.some((s) => adjacent(s, p) && controller(s) === seat && !(except && samePos(s, except)));
}

/** The spaces `buildable` allows, in board order. */
export function buildableSpaces(sites: readonly Site[], seat: number, except?: Pos): Pos[] {
  return spacesWhere((p) => buildable(sites, seat, p, except));
}

/** Sites in board order (row by row). */
export function inBoardOrder<S extends Site>(sites: readonly S[]): readonly S[] {
  return [...sites].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The corner zone of the player at turn-order position `index` (base-D2, base-D3). */
export function cornerZone(index: number): Pos[] {
  const c = CORNERS[index];
  return spacesWhere((p) => Math.abs(p.x - c.x) + Math.abs(p.y - c.y) <= CORNER_ZONE_RADIUS)
    .sort((a, b) => Math.abs(a.x - c.x) + Math.abs(a.y - c.y) - (Math.abs(b.x - c.x) + Math.abs(b.y - c.y)) || a.y - b.y || a.x - b.x);
}

export const posName = (p: Pos) => `(${p.x},${p.y})`;
