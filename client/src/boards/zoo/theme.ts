import { Container, Graphics, Text, type TextStyleOptions } from "pixi.js";

/** Seat colours (camps, dots, names). */
export const SEAT_COLORS = [0x4cc9f0, 0xff9f43, 0xff6bcb, 0xc6f432] as const;

export const COLORS = {
  text: 0xe8ecff,
  muted: 0x9aa6d1,
  dim: 0x5b6690,
  panel: 0x141b34,
  panelLine: 0x2a3463,
  card: 0x1d2647,
  /** A legal target. */
  legal: 0x7ee0c3,
  /** A target the player picked (Expand). */
  picked: 0xffd166,
  current: 0x8d7dff,
  grass: 0x7bd389,
  meat: 0xf07167,
  funky: 0xc77dff,
  gate: 0xffb703,
  coin: 0xffd166,
  ore: 0xb0b8c8,
  button: 0x7ee0c3,
  buttonText: 0x0b1020,
} as const;

export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

export function seatColor(seat: number): number {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** A Pixi Text (never parsed as markup, so player names are safe here). */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fill: COLORS.text, fontSize: size, fontFamily: FONT, ...options } });
}

/** Shrinks a text (or a row of things) to fit a width: names, long card titles, badge rows. */
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
