import type { Container } from "pixi.js";
import { MARKET_TOP, type Market } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { tooltip } from "../common/tooltip";
import { COLORS, label, panel } from "./theme";
import { shrink } from "../common/widgets";
import { PHONE_TEXT } from "./tiles";
import { t } from "../../i18n";
import { euros, marketName } from "./words";

/** The markets with their letters as printed on the animals' badges (G, M, F in every language). */
const MARKETS: { id: Market; letter: string; color: number }[] = [
  { id: "grass", letter: "G", color: COLORS.grass },
  { id: "meat", letter: "M", color: COLORS.meat },
  { id: "funky", letter: "F", color: COLORS.funky },
];

/** A market's track in words: what its marker stands at now and what that does to a sale. */
function marketTip(id: Market, letter: string, value: number): string {
  return id === "funky"
    ? t("zoo.tip.funky", { n: value, price: euros(value) })
    : t("zoo.tip.market", { market: marketName(id), n: value, letter });
}

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
  const names = MARKETS.map((m) => label(compact ? m.letter : marketName(m.id), size, { fill: m.color, fontWeight: "700" }));
  // The tracks start after the longest name (a longer language's names push them right, up to a third of the cell).
  const nameW = Math.min(cellW / 3, Math.max(...names.map((name) => name.width)));
  MARKETS.forEach((m, i) => {
    const x = r.x + 4 + (compact ? i * cellW : 0);
    const y = r.y + 3 + (compact ? 0 : i * cellH);
    const name = shrink(names[i], nameW);
    name.position.set(x + 2, y + (cellH - name.height) / 2);
    tooltip(name, marketTip(m.id, m.letter, v.markets[m.id]));
    layer.addChild(name);
    const startX = x + (compact ? size * 1.2 : Math.max(font * 3.6, nameW + 8));
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
  const names = MARKETS.map((m) => label(marketName(m.id), PHONE_TEXT.body, { fill: m.color, fontWeight: "700" }));
  // The boxes start after the longest name, as in every language; the boxes narrow to make room.
  const nameW = Math.max(56, ...names.map((name) => name.width + 8));
  MARKETS.forEach((m, i) => {
    const ry = y + i * rowH;
    const name = names[i];
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
