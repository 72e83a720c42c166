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

const ROW = MAP_SIZE + 2;
/** The map's taken spaces by y * ROW + x, kept for a frozen list of sites (see `changeSites`). */
const takenBy = new WeakMap<readonly Pos[], Uint8Array>();

function taken(sites: readonly Pos[]): Uint8Array {
  const known = takenBy.get(sites);
  if (known) return known;
  const out = new Uint8Array(ROW * ROW);
  for (const s of sites) if (onMap(s)) out[s.y * ROW + s.x] = 1;
  if (Object.isFrozen(sites)) takenBy.set(sites, out);
  return out;
}

export function emptySpaces(sites: readonly Site[]): Pos[] {
  const full = taken(sites);
  return allSpaces().filter((p) => !full[p.y * ROW + p.x]);
}

/** Who controls a site: its token's owner; volcanoes are never controlled (base-D14), whatever a state says. */
export const controller = (s: Site): number | null => (s.card === "volcano" ? null : s.owner ?? null);

/** Empty spaces orthogonally adjacent to a site `seat` controls, ignoring the site at `except`. */
export function buildableSpaces(sites: readonly Site[], seat: number, except?: Pos): Pos[] {
  const full = taken(sites);
  const found = new Uint8Array(ROW * ROW);
  const out: Pos[] = [];
  for (const s of sites) {
    if (controller(s) !== seat || (except && samePos(s, except))) continue;
    for (const n of neighbours(s)) {
      const at = n.y * ROW + n.x;
      if (full[at] || found[at]) continue;
      found[at] = 1;
      out.push(n);
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Sites in board order (row by row), kept for a frozen list. */
const sortedBy = new WeakMap<readonly Site[], readonly Site[]>();

export function inBoardOrder<S extends Site>(sites: readonly S[]): readonly S[] {
  const known = sortedBy.get(sites) as readonly S[] | undefined;
  if (known) return known;
  const out = Object.freeze([...sites].sort((a, b) => a.y - b.y || a.x - b.x));
  if (Object.isFrozen(sites)) sortedBy.set(sites, out);
  return out;
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
