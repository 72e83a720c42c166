import { Container, Graphics, type Text, type TextStyleOptions } from "pixi.js";
import { COLORS } from "./colours";
import { clickable, label as exactLabel } from "../common/widgets";

export { seatColor } from "../common/palette";
export { panel } from "../common/widgets";
export { COLORS, LOOK } from "./colours";

export { cardName, cardTag, kindWords } from "./words";

/**
 * Scales a text (or a group) down to a width and a height, never cutting it: the board's words may be
 * 40% longer in another language than in English, so they shrink with their box instead of ending in "…".
 */
export function shrink<T extends Container>(item: T, maxWidth: number, maxHeight = Infinity): T {
  const k = Math.min(1, maxWidth > 0 ? maxWidth / item.width : 1, maxHeight > 0 ? maxHeight / item.height : 1);
  if (k < 1) item.scale.set(item.scale.x * k, item.scale.y * k);
  return item;
}

/** A Pixi Text, its size rounded and never below 7 px. */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return exactLabel(text, Math.max(7, Math.round(size)), options);
}

/** A pill button with a centred label. */
export function button(text: string, x: number, y: number, w: number, h: number, onTap: () => void, fill: number = COLORS.button): Container {
  const b = new Container();
  b.addChild(new Graphics().roundRect(0, 0, w, h, Math.min(10, h / 2)).fill(fill));
  const t = shrink(label(text, Math.min(15, h * 0.45), { fill: COLORS.buttonText, fontWeight: "700" }), w - 10, h - 2);
  t.position.set((w - t.width) / 2, (h - t.height) / 2);
  b.addChild(t);
  b.position.set(x, y);
  clickable(b, onTap);
  return b;
}
