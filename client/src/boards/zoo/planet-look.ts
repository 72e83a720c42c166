import type { ZooPlanetView, ZooView } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Targets } from "./targets";
import { COLORS } from "./colours";

/** Whether the planet is a target of the step now (Expand, Trade Route, Sell Animals). */
export function isTarget(p: ZooPlanetView, stage: ZooView["stage"], t: Targets): boolean {
  return stage === "expand" ? t.place.has(p.id) : stage === "trade" ? t.trade.has(p.id) : stage === "sell" ? t.sell.has(p.id) : false;
}

/** A planet card's frame: gold when picked for a camp, lit when the step asks for it, else plain. */
export function planetFrameLook(p: ZooPlanetView, stage: ZooView["stage"], t: Targets, picked: readonly string[]) {
  const chosen = picked.includes(p.id);
  const lit = isTarget(p, stage, t);
  return {
    fill: chosen ? 0x4a3f12 : COLORS.card,
    line: chosen ? COLORS.picked : lit ? COLORS.legal : COLORS.panelLine,
    lineWidth: chosen || lit ? 3 : 1,
  };
}

/** Columns for `n` cards in `r`, as large as possible with a card shape near 4:3. */
export function cardGrid(n: number, r: Rect, gap: number): { cols: number; w: number; h: number } {
  let best = { cols: 1, w: r.w, h: r.h, score: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const w = (r.w - (cols - 1) * gap) / cols;
    const h = (r.h - (rows - 1) * gap) / rows;
    const score = Math.min(w / 4, h / 3);
    if (score > best.score) best = { cols, w, h, score };
  }
  return { cols: best.cols, w: Math.min(best.w, best.h * 1.9), h: Math.min(best.h, best.w * 1.3) };
}
