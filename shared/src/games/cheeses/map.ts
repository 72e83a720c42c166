/** Board geometry (§2): the 4.8.8 tiling in doubled coordinates, features, adjacency, distance. */
import { FAULT_LINES, LUSH_PASTURES, SHEET_MAX_X, SHEET_MAX_Y, SHEET_SHIFT } from "./data";

export interface Space {
  x: number;
  y: number;
  kind: "octagon" | "square";
  feature: "fault" | "lush" | null;
}

export interface GameMap {
  sheets: 1 | 2;
  spaces: Space[];
  maxX: number;
  maxY: number;
}

const key = (x: number, y: number): string => `${x},${y}`;

function buildMap(sheets: 1 | 2): GameMap {
  const maxX = sheets === 1 ? SHEET_MAX_X : SHEET_MAX_X + SHEET_SHIFT;
  const features = new Map<string, "fault" | "lush">();
  for (let s = 0; s < sheets; s++) {
    const dx = s * SHEET_SHIFT;
    for (const line of FAULT_LINES) for (const [x, y] of line) features.set(key(x + dx, y), "fault");
    for (const [x, y] of LUSH_PASTURES) features.set(key(x + dx, y), "lush");
  }
  const spaces: Space[] = [];
  for (let y = 0; y <= SHEET_MAX_Y; y++) {
    for (let x = 0; x <= maxX; x++) {
      const even = x % 2 === 0 && y % 2 === 0;
      const odd = x % 2 === 1 && y % 2 === 1;
      if (!even && !odd) continue;
      if (odd && (x === maxX || y === SHEET_MAX_Y)) continue;
      spaces.push({ x, y, kind: even ? "octagon" : "square", feature: features.get(key(x, y)) ?? null });
    }
  }
  return { sheets, spaces, maxX, maxY: SHEET_MAX_Y };
}

const MAPS: Record<1 | 2, GameMap> = { 1: buildMap(1), 2: buildMap(2) };
const INDEX: Record<1 | 2, Map<string, Space>> = {
  1: new Map(MAPS[1].spaces.map((s) => [key(s.x, s.y), s])),
  2: new Map(MAPS[2].spaces.map((s) => [key(s.x, s.y), s])),
};

/** One sheet for 2 players, two sheets side by side for 3-4 (cheeses-D1). */
export const sheetsFor = (players: number): 1 | 2 => (players <= 2 ? 1 : 2);
export const mapOf = (sheets: 1 | 2): GameMap => MAPS[sheets];
export const spaceAt = (sheets: 1 | 2, x: number, y: number): Space | undefined => INDEX[sheets].get(key(x, y));

/** Physical adjacency (§2.1): octagons share edges orthogonally, and with the 4 diagonal squares. */
export function adjacent(x1: number, y1: number, x2: number, y2: number): boolean {
  const dx = Math.abs(x1 - x2);
  const dy = Math.abs(y1 - y2);
  const octagon1 = x1 % 2 === 0;
  const octagon2 = x2 % 2 === 0;
  if (octagon1 && octagon2) return (dx === 2 && dy === 0) || (dx === 0 && dy === 2);
  if (octagon1 !== octagon2) return dx === 1 && dy === 1;
  return false;
}

/** The spaces of the map next to (x,y). */
export function neighbours(sheets: 1 | 2, x: number, y: number): Space[] {
  const steps = x % 2 === 0
    ? [[2, 0], [-2, 0], [0, 2], [0, -2], [1, 1], [1, -1], [-1, 1], [-1, -1]]
    : [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  const out: Space[] = [];
  for (const [dx, dy] of steps) {
    const s = spaceAt(sheets, x + dx, y + dy);
    if (s) out.push(s);
  }
  return out;
}

/** Graph distance in closed form (§2.3); equal to breadth-first search on both maps. */
export function distance(x1: number, y1: number, x2: number, y2: number): number {
  const dx = Math.abs(x1 - x2);
  const dy = Math.abs(y1 - y2);
  const squares = x1 % 2 === 1 && x2 % 2 === 1;
  const different = dx !== 0 || dy !== 0;
  return (dx + dy) / 2 + (squares && different && (dx === 0 || dy === 0) ? 1 : 0);
}
