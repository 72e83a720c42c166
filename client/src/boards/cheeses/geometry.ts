/**
 * The 4.8.8 tiling drawn true to its geometry. In doubled coordinates an octagon (x,y even)
 * sits at column x/2, row y/2; a square (x,y odd) sits at the corner where four octagons meet,
 * turned 45 degrees, its edges shared with the octagons' diagonal edges.
 */
import type { Point } from "../types";

/** Octagon edge length per unit of pitch (distance between neighbouring octagon centres). */
const EDGE = 1 / (1 + Math.SQRT2);

export interface MapGeometry {
  /** Pitch in pixels: the width of one octagon. */
  pitch: number;
  originX: number;
  originY: number;
  width: number;
  height: number;
}

/** Fits a map of `maxX` x `maxY` (doubled coordinates) into a box, centred. */
export function fitMap(maxX: number, maxY: number, box: { x: number; y: number; w: number; h: number }): MapGeometry {
  const cols = maxX / 2 + 1;
  const rows = maxY / 2 + 1;
  const pitch = Math.max(4, Math.min(box.w / cols, box.h / rows));
  const width = cols * pitch;
  const height = rows * pitch;
  return { pitch, width, height, originX: box.x + (box.w - width) / 2, originY: box.y + (box.h - height) / 2 };
}

export function centerOf(g: MapGeometry, x: number, y: number): Point {
  return { x: g.originX + g.pitch / 2 + (x / 2) * g.pitch, y: g.originY + g.pitch / 2 + (y / 2) * g.pitch };
}

/** The outline of the space at (x,y), as a flat list of points for `Graphics.poly`. */
export function outline(g: MapGeometry, x: number, y: number, inset = 0): number[] {
  const c = centerOf(g, x, y);
  const a = g.pitch * EDGE;
  if (x % 2 === 0) {
    const h = g.pitch / 2 - inset;
    const e = a / 2 - inset * (Math.SQRT2 - 1);
    return [c.x - e, c.y - h, c.x + e, c.y - h, c.x + h, c.y - e, c.x + h, c.y + e,
      c.x + e, c.y + h, c.x - e, c.y + h, c.x - h, c.y + e, c.x - h, c.y - e];
  }
  const r = a / Math.SQRT2 - inset * Math.SQRT2;
  return [c.x, c.y - r, c.x + r, c.y, c.x, c.y + r, c.x - r, c.y];
}

/** Radius of the largest circle inside the space: how big a module icon may be. */
export function innerRadius(g: MapGeometry, x: number): number {
  return x % 2 === 0 ? g.pitch / 2 : (g.pitch * EDGE) / 2;
}

/** The space under a point of the unzoomed map (the one whose centre is nearest for its size), or null off the map. */
export function spaceAt<S extends { x: number; y: number }>(g: MapGeometry, spaces: readonly S[], p: Point): S | null {
  let best: S | null = null;
  let bestRatio = 1;
  for (const s of spaces) {
    const c = centerOf(g, s.x, s.y);
    const ratio = Math.hypot(p.x - c.x, p.y - c.y) / innerRadius(g, s.x);
    if (ratio < bestRatio) {
      best = s;
      bestRatio = ratio;
    }
  }
  return best;
}

/** The width (and height) of the space at column x: an octagon's, or a square's corner to corner. */
export function spaceSize(g: MapGeometry, x: number): number {
  return x % 2 === 0 ? g.pitch : g.pitch * EDGE * Math.SQRT2;
}
