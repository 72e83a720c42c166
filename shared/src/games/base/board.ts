import { CORNERS, CORNER_ZONE_RADIUS, MAP_SIZE } from "./data";
import type { BaseState, Pos, Site } from "./types";

export const key = (p: Pos) => `${p.x},${p.y}`;
export const samePos = (a: Pos, b: Pos) => a.x === b.x && a.y === b.y;
const onMap = (p: Pos) => p.x >= 1 && p.x <= MAP_SIZE && p.y >= 1 && p.y <= MAP_SIZE;

/** Orthogonal neighbours on the map (base-D6). */
function neighbours(p: Pos): Pos[] {
  return [
    { x: p.x - 1, y: p.y }, { x: p.x + 1, y: p.y }, { x: p.x, y: p.y - 1 }, { x: p.x, y: p.y + 1 },
  ].filter(onMap);
}

export const adjacent = (a: Pos, b: Pos) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;

export function siteAt<S extends Pos>(sites: readonly S[], p: Pos): S | undefined {
  return sites.find((s) => s.x === p.x && s.y === p.y);
}

function allSpaces(): Pos[] {
  const out: Pos[] = [];
  for (let y = 1; y <= MAP_SIZE; y++) for (let x = 1; x <= MAP_SIZE; x++) out.push({ x, y });
  return out;
}

export function emptySpaces(sites: readonly Site[]): Pos[] {
  const taken = new Set(sites.map(key));
  return allSpaces().filter((p) => !taken.has(key(p)));
}

/** Who controls a site: its token's owner; volcanoes are never controlled (base-D14), whatever a state says. */
export const controller = (s: Site): number | null => (s.card === "volcano" ? null : s.owner ?? null);

/** Empty spaces orthogonally adjacent to a site `seat` controls, ignoring the site at `except`. */
export function buildableSpaces(sites: readonly Site[], seat: number, except?: Pos): Pos[] {
  const taken = new Set(sites.map(key));
  const own = sites.filter((s) => controller(s) === seat && !(except && samePos(s, except)));
  const out = new Map<string, Pos>();
  for (const s of own) for (const n of neighbours(s)) if (!taken.has(key(n))) out.set(key(n), n);
  return [...out.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Sites are never changed in place: a change makes a new list, frozen with every site in it. A
 * state so shares its board with the states before it until the board changes, and what is
 * computed from a board (its functional status, its view) is kept for as long as the list lives.
 */
export function placeSite(s: Pick<BaseState, "sites">, site: Site): void {
  s.sites = Object.freeze([...s.sites.map((t) => Object.freeze(t)), Object.freeze(site)]);
}

/** Replaces each site of `changes` by a copy with its change. */
export function changeSites(s: Pick<BaseState, "sites">, changes: [Readonly<Site>, Partial<Site>][]): void {
  const changed = new Map(changes.map(([site, change]) => [site, { ...site, ...change }]));
  s.sites = Object.freeze(s.sites.map((t) => Object.freeze(changed.get(t) ?? t)));
}

/** The corner zone of the player at turn-order position `index` (base-D2, base-D3). */
export function cornerZone(index: number): Pos[] {
  const c = CORNERS[index];
  return allSpaces()
    .filter((p) => Math.abs(p.x - c.x) + Math.abs(p.y - c.y) <= CORNER_ZONE_RADIUS)
    .sort((a, b) => Math.abs(a.x - c.x) + Math.abs(a.y - c.y) - (Math.abs(b.x - c.x) + Math.abs(b.y - c.y)) || a.y - b.y || a.x - b.x);
}

export const posName = (p: Pos) => `(${p.x},${p.y})`;
