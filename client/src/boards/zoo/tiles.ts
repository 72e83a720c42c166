import { Container, Graphics, Rectangle, type Text } from "pixi.js";
import { MIN_TAP } from "../common/layout";
import { wasLongPress } from "../common/tooltip";
import type { SheetText } from "./sheet";
import type { Scene } from "./scene";
import { COLORS, label } from "./theme";

/** Text sizes of the phone layout, in CSS px (never under 12: no board text is smaller on a phone). */
export const PHONE_TEXT = { small: 12, body: 13, title: 14 } as const;

/**
 * A text wrapped to `width`, whole words onto the next line, never cut. A word too long for the
 * width at `size` is drawn at the smallest size (12 px) instead; only one too long even then breaks.
 */
export function wrapped(text: string, size: number, width: number, style: Parameters<typeof label>[2] = {}): Text {
  const make = (px: number, breakWords: boolean) =>
    label(text, px, { wordWrap: true, wordWrapWidth: width, breakWords, lineHeight: Math.round(px * 1.25), ...style });
  const first = make(size, false);
  if (first.width <= width + 0.5) return first;
  first.destroy();
  const small = make(PHONE_TEXT.small, false);
  if (small.width <= width + 0.5) return small;
  small.destroy();
  return make(PHONE_TEXT.small, true);
}

/**
 * How many tiles of `width` / cols fit in a row so that the longest word of `texts` (at the
 * smallest phone size, bold) fits a tile's text width (`inset` less): up to `most`, at least 2.
 * A long word in another language ("Finansowanie") then gets a wider tile instead of breaking.
 */
export function columnsFor(texts: string[], width: number, most: number, gap: number, inset: number): number {
  const words = texts.flatMap((text) => text.split(/\s+/)).filter(Boolean);
  const probe = label("", PHONE_TEXT.small, { fontWeight: "700" });
  let longest = 0;
  for (const word of words) {
    probe.text = word;
    longest = Math.max(longest, probe.width);
  }
  probe.destroy();
  for (let cols = most; cols > 2; cols--) {
    if ((width - (cols - 1) * gap) / cols - inset >= longest) return cols;
  }
  return 2;
}

/** A section's title on the phone ("Research · 19 in the pile"). Returns its height. */
export function heading(layer: Container, text: string, x: number, y: number, width: number): number {
  const title = wrapped(text, PHONE_TEXT.small, width, { fill: COLORS.muted, fontWeight: "700", letterSpacing: 0.4 });
  title.position.set(x + 2, y);
  layer.addChild(title);
  return title.height + 4;
}

/**
 * The info corner of a tile: a small "i" drawn in the corner, tapped over a MIN_TAP square that
 * opens the card's full-text sheet. Added above the tile (not in it), so a tap there never plays it.
 */
export function infoCorner(layer: Container, corner: { x: number; y: number }, at: "top" | "bottom", sheet: () => SheetText, s: Scene, id: string): void {
  const hit = new Container();
  const x = corner.x - MIN_TAP;
  const y = at === "top" ? corner.y : corner.y - MIN_TAP;
  hit.hitArea = new Rectangle(x, y, MIN_TAP, MIN_TAP);
  hit.eventMode = "static";
  hit.cursor = "help";
  const r = 8;
  const cx = corner.x - r - 5;
  const cy = at === "top" ? corner.y + r + 5 : corner.y - r - 5;
  hit.addChild(new Graphics().circle(cx, cy, r).fill({ color: 0x0b1020, alpha: 0.6 }).stroke({ width: 1.5, color: COLORS.muted }));
  const i = label("i", PHONE_TEXT.small, { fill: COLORS.text, fontWeight: "800", fontStyle: "italic" });
  i.anchor.set(0.5);
  i.position.set(cx, cy);
  hit.addChild(i);
  hit.on("pointertap", () => {
    if (!wasLongPress()) s.sheet(sheet());
  });
  layer.addChild(hit);
  s.space(id, x + MIN_TAP / 2, y + MIN_TAP / 2, MIN_TAP, MIN_TAP);
}
