import { Container, Graphics, Text, type TextStyleOptions } from "pixi.js";

/** Seat colours: module icons, player cards. */
export const SEAT_COLORS = [0x4cc9f0, 0xff9f43, 0xff6bcb, 0xc6f432] as const;

export const COLORS = {
  text: 0xe8ecff,
  muted: 0x9aa6d1,
  dark: 0x0b1020,
  panel: 0x141b34,
  panelLine: 0x2a3463,
  octagon: 0x1c2650,
  square: 0x121a38,
  spaceLine: 0x34427a,
  fault: 0x7a5230,
  faultLine: 0xc98a4b,
  lush: 0x2e6e3e,
  lushLine: 0x6fd08a,
  legal: 0x7ee0c3,
  selected: 0xffd166,
  short: 0xffd166,
  sick: 0xff4d6d,
  button: 0x7ee0c3,
} as const;

export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

export const seatColor = (seat: number): number => SEAT_COLORS[seat % SEAT_COLORS.length];

/** A Pixi Text: never parsed as markup, so player names are safe in it. */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fill: COLORS.text, fontSize: Math.max(6, Math.round(size)), fontFamily: FONT, ...options } });
}

/** Shrinks a display object to fit a width (names, long prompts). */
export function fit<T extends Container>(item: T, maxWidth: number): T {
  if (item.width > maxWidth && maxWidth > 0) item.scale.set((maxWidth / item.width) * item.scale.x);
  return item;
}

export function panel(x: number, y: number, w: number, h: number, fill: number = COLORS.panel, line: number = COLORS.panelLine): Graphics {
  return new Graphics().roundRect(x, y, w, h, 6).fill({ color: fill, alpha: 0.92 }).stroke({ width: 1, color: line });
}

/** Makes `target` a click target: pointer cursor and one `pointertap` handler. */
export function clickable(target: Container, onTap: () => void): void {
  target.eventMode = "static";
  target.cursor = "pointer";
  target.on("pointertap", onTap);
}
