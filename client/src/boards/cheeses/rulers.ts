/**
 * The map's coordinates on its top and left edges, as the log names places ("a Barn at (44,12)"):
 * x above the map, y beside it, following the camera. Octagons sit at even x,y (bold), squares at odd.
 */
import type { Container } from "pixi.js";
import { clear } from "../common/widgets";
import { centerOf, type MapGeometry } from "./geometry";
import type { Rect } from "./layout";
import { COLORS, label } from "./theme";
import type { MapZoom } from "./zoom";

/** The ruler's width beside the map and height above it (CSS px). */
export const RULER = { w: 24, h: 18 };
const FONT = 12;
/** Labels closer than this are thinned out (every second, fourth... coordinate). */
const MIN_GAP = 26;

export function drawRulers(layer: Container, g: MapGeometry, zoom: MapZoom, map: Rect, maxX: number, maxY: number): void {
  clear(layer);
  const { scale, x: cx, y: cy } = zoom.camera;
  const unit = (g.pitch / 2) * scale;
  const step = [1, 2, 4, 8].find((s) => s * unit >= MIN_GAP) ?? 8;
  // Next to the map itself: zoomed out, it is smaller than its box.
  const top = Math.max(map.y, g.originY * scale + cy) - RULER.h + 1;
  const left = Math.max(map.x, g.originX * scale + cx) - 4;
  for (let x = 0; x <= maxX; x += step) {
    const at = centerOf(g, x, 0).x * scale + cx;
    if (at < map.x + 6 || at > map.x + map.w - 6) continue;
    const t = label(String(x), FONT, { fill: COLORS.muted, fontWeight: x % 2 ? "400" : "700" });
    t.anchor.set(0.5, 0);
    t.position.set(at, top);
    layer.addChild(t);
  }
  for (let y = 0; y <= maxY; y += step) {
    const at = centerOf(g, 0, y).y * scale + cy;
    if (at < map.y + 6 || at > map.y + map.h - 6) continue;
    const t = label(String(y), FONT, { fill: COLORS.muted, fontWeight: y % 2 ? "400" : "700" });
    t.anchor.set(1, 0.5);
    t.position.set(left, at);
    layer.addChild(t);
  }
}
