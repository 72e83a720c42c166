import type { Container } from "pixi.js";
import { MARKET_TOP, type Market } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { tooltip } from "../common/tooltip";
import { COLORS, label, panel } from "./theme";
import { PHONE_TEXT } from "./tiles";

const MARKETS: { id: Market; name: string; letter: string; color: number }[] = [
  { id: "grass", name: "Grass", letter: "G", color: COLORS.grass },
  { id: "meat", name: "Meat", letter: "M", color: COLORS.meat },
  { id: "funky", name: "Funky", letter: "F", color: COLORS.funky },
];

/** The three market tracks; the marker's box is filled in the market's colour. Funky values are multipliers. */
export function drawMarkets(layer: Container, r: Rect, s: Scene): void {
  const { v, font } = s;
  layer.addChild(panel(r.x, r.y, r.w, r.h));
  const compact = s.compactMarkets;
  // Compact: the three tracks side by side on one line; wide: one track per line.
  const rows = compact ? 1 : 3;
  const cols = compact ? 3 : 1;
  const cellW = (r.w - 8) / cols;
  const cellH = (r.h - 6) / rows;
  const size = Math.round(font * (compact ? 0.85 : 0.9));
  MARKETS.forEach((m, i) => {
    const x = r.x + 4 + (compact ? i * cellW : 0);
    const y = r.y + 3 + (compact ? 0 : i * cellH);
    const name = label(compact ? m.letter : m.name, size, { fill: m.color, fontWeight: "700" });
    name.position.set(x + 2, y + (cellH - name.height) / 2);
    tooltip(name, m.id === "funky"
      ? `Funky market: ×${v.markets.funky} now. Animals marked F multiply their sale value by it (F alone: they sell for ${v.markets.funky} €)`
      : `${m.name} market: ${v.markets[m.id]} now. Animals marked ${m.letter} add it to their sale value`);
    layer.addChild(name);
    const startX = x + (compact ? size * 1.2 : font * 3.6);
    const top = MARKET_TOP[m.id];
    const boxW = Math.min(font * 2.2, (x + cellW - 4 - startX) / top - 2);
    const boxH = Math.min(cellH - 4, font * 1.6);
    for (let k = 1; k <= top; k++) {
      const bx = startX + (k - 1) * (boxW + 2);
      const by = y + (cellH - boxH) / 2;
      const on = v.markets[m.id] === k;
      const box = panel(bx, by, boxW, boxH, { fill: on ? m.color : 0x0d1226, line: on ? 0xffffff : COLORS.panelLine, radius: 4, alpha: 1 });
      layer.addChild(box);
      if (on) s.mark(`market:${m.id}`, box, k);
      const value = label(m.id === "funky" ? `×${k}` : String(k), Math.round(size * 0.9), { fill: on ? 0x0b1020 : COLORS.dim, fontWeight: on ? "800" : "400" });
      value.anchor.set(0.5);
      value.position.set(bx + boxW / 2, by + boxH / 2);
      layer.addChild(value);
      if (on) s.space(`market:${m.id}`, bx + boxW / 2, by + boxH / 2);
    }
  });
}

/** Phone: the three market tracks, one a row, with their names in full. Returns the height used. */
export function drawMarketRows(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v } = s;
  const rowH = 28;
  const nameW = 56;
  MARKETS.forEach((m, i) => {
    const ry = y + i * rowH;
    const name = label(m.name, PHONE_TEXT.body, { fill: m.color, fontWeight: "700" });
    name.position.set(x + 2, ry + (rowH - 2 - name.height) / 2);
    layer.addChild(name);
    const top = MARKET_TOP[m.id];
    const boxW = Math.min(44, (width - nameW - 4 * 4) / 5);
    for (let k = 1; k <= top; k++) {
      const bx = x + nameW + (k - 1) * (boxW + 4);
      const on = v.markets[m.id] === k;
      const box = panel(bx, ry, boxW, rowH - 4, { fill: on ? m.color : 0x0d1226, line: on ? 0xffffff : COLORS.panelLine, radius: 4, alpha: 1 });
      layer.addChild(box);
      if (on) s.mark(`market:${m.id}`, box, k);
      const value = label(m.id === "funky" ? `×${k}` : String(k), PHONE_TEXT.small, { fill: on ? 0x0b1020 : COLORS.dim, fontWeight: on ? "800" : "400" });
      value.anchor.set(0.5);
      value.position.set(bx + boxW / 2, ry + (rowH - 4) / 2);
      layer.addChild(value);
      if (on) s.space(`market:${m.id}`, bx + boxW / 2, ry + (rowH - 4) / 2);
    }
  });
  return MARKETS.length * rowH - 4;
}
