import { Container, Graphics, Text, type TextStyleOptions } from "pixi.js";
import { CARDS, type CardKind } from "../../../../shared/src/games/base/data";

/** Seat colours (owner borders, player rows). */
export const SEAT_COLORS = [0x4cc9f0, 0xff9f43, 0xff6bcb, 0xc6f432] as const;

export const COLORS = {
  text: 0xe8ecff,
  muted: 0x9aa6d1,
  dim: 0x5b6690,
  panel: 0x141b34,
  panelLine: 0x2a3463,
  cell: 0x111933,
  cellLine: 0x26305a,
  legal: 0x7ee0c3,
  selected: 0xffd166,
  shield: 0x5ad1ff,
  damage: 0xff4d5e,
  works: 0x63e67a,
  coin: 0xffd166,
  meteor: 0xff8c42,
  button: 0x7ee0c3,
  buttonText: 0x0b1020,
} as const;

export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

export const seatColor = (seat: number) => SEAT_COLORS[seat % SEAT_COLORS.length];

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

/** A Pixi Text (never parsed as markup, so player names are safe here). */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fill: COLORS.text, fontSize: Math.max(7, Math.round(size)), fontFamily: FONT, ...options } });
}

/** Shrinks a display object to fit a width. */
export function fit<T extends Container>(item: T, maxWidth: number): T {
  if (item.width > maxWidth && maxWidth > 0) item.scale.set((maxWidth / item.width) * item.scale.x);
  return item;
}

export function panel(x: number, y: number, w: number, h: number, options: { fill?: number; line?: number; lineWidth?: number; radius?: number; alpha?: number } = {}): Graphics {
  return new Graphics()
    .roundRect(x, y, w, h, options.radius ?? 8)
    .fill({ color: options.fill ?? COLORS.panel, alpha: options.alpha ?? 0.92 })
    .stroke({ width: options.lineWidth ?? 1, color: options.line ?? COLORS.panelLine });
}

/** Makes `target` a click target: a pointer cursor and one `pointertap` handler. */
export function clickable(target: Container, onTap: () => void): void {
  target.eventMode = "static";
  target.cursor = "pointer";
  target.on("pointertap", onTap);
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
