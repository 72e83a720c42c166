import { Container, Graphics, type Text, type TextStyleOptions } from "pixi.js";
import { PALETTE } from "../common/palette";
import { clickable, label as exactLabel } from "../common/widgets";
import type { CardKind } from "@space/shared/base";

export { seatColor } from "../common/palette";
export { panel } from "../common/widgets";

export const COLORS = {
  ...PALETTE,
  cell: 0x111933,
  cellLine: 0x26305a,
  selected: 0xffd166,
  shield: 0x5ad1ff,
  damage: 0xff4d5e,
  works: 0x63e67a,
  coin: 0xffd166,
  meteor: 0xff8c42,
} as const;

/** How a card kind looks: a fill colour by what it does (its short tag for small cells is `cardTag`). */
export const LOOK: Record<CardKind, { color: number }> = {
  outpost: { color: 0xe0b23a },
  volcano: { color: 0x9c2f1c },
  metal: { color: 0x7d8799 },
  radioactives: { color: 0x4f9d2d },
  ice: { color: 0x4f8fb8 },
  extractor: { color: 0x6a5acd },
  solar: { color: 0xd3a625 },
  geothermal: { color: 0xc9772b },
  refinery: { color: 0x6b58c9 },
  reactor: { color: 0xc9a227 },
  hydroponics: { color: 0x2f9e6f },
  factory: { color: 0x5f6fc9 },
  hub: { color: 0x4a6a8a },
  shield: { color: 0x2f8fb0 },
  research: { color: 0x7a55b5 },
  colony: { color: 0x3a9c8c },
  hightech: { color: 0x8a4fc9 },
  biomed: { color: 0xb24f8c },
  spaceport: { color: 0xc94f5f },
  transfer: { color: 0x3c4f7a },
  control: { color: 0x7a3c5a },
};

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
