import { Container, Graphics, type Text, type TextStyleOptions } from "pixi.js";
import { PALETTE } from "../common/palette";
import { clickable, fit, label as exactLabel } from "../common/widgets";
import { CARDS, type CardKind } from "@space/shared/base";

export { seatColor } from "../common/palette";
export { fit, panel } from "../common/widgets";

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

/** How a card kind looks: a short tag for small cells and a fill colour by what it does. */
export const LOOK: Record<CardKind, { tag: string; color: number }> = {
  outpost: { tag: "OUT", color: 0xe0b23a },
  volcano: { tag: "VOL", color: 0x9c2f1c },
  metal: { tag: "Met", color: 0x7d8799 },
  radioactives: { tag: "Rad", color: 0x4f9d2d },
  ice: { tag: "Ice", color: 0x4f8fb8 },
  extractor: { tag: "Ext", color: 0x6a5acd },
  solar: { tag: "Sol", color: 0xd3a625 },
  geothermal: { tag: "Geo", color: 0xc9772b },
  refinery: { tag: "Ref", color: 0x6b58c9 },
  reactor: { tag: "Rea", color: 0xc9a227 },
  hydroponics: { tag: "Hyd", color: 0x2f9e6f },
  factory: { tag: "Fac", color: 0x5f6fc9 },
  hub: { tag: "Hub", color: 0x4a6a8a },
  shield: { tag: "Shd", color: 0x2f8fb0 },
  research: { tag: "Res", color: 0x7a55b5 },
  colony: { tag: "Col", color: 0x3a9c8c },
  hightech: { tag: "HiT", color: 0x8a4fc9 },
  biomed: { tag: "Bio", color: 0xb24f8c },
  spaceport: { tag: "Port", color: 0xc94f5f },
  transfer: { tag: "Trf", color: 0x3c4f7a },
  control: { tag: "Ctl", color: 0x7a3c5a },
};

export const cardName = (k: CardKind) => CARDS[k].name;

/** What kind of card, in words, for hand cards and the site details. */
export function kindWords(k: CardKind): string {
  switch (CARDS[k].type) {
    case "IP": return "power source";
    case "I": return "installation";
    case "R": return "resource";
    case "V": return "volcano";
    default: return "action";
  }
}

/** A Pixi Text, its size rounded and never below 7 px. */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return exactLabel(text, Math.max(7, Math.round(size)), options);
}

/** A pill button with a centred label. */
export function button(text: string, x: number, y: number, w: number, h: number, onTap: () => void, fill: number = COLORS.button): Container {
  const b = new Container();
  b.addChild(new Graphics().roundRect(0, 0, w, h, Math.min(10, h / 2)).fill(fill));
  const t = fit(label(text, Math.min(15, h * 0.45), { fill: COLORS.buttonText, fontWeight: "700" }), w - 10);
  t.position.set((w - t.width) / 2, (h - t.height) / 2);
  b.addChild(t);
  b.position.set(x, y);
  clickable(b, onTap);
  return b;
}
