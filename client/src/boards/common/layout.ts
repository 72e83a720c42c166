/** A rectangle on the canvas, in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What every board's layout has: phone or not, the base font size, and the prompt line on top. */
export interface BoardLayout {
  /** Phone-sized: one column. */
  narrow: boolean;
  /** Base font size in px; sections scale from it. */
  font: number;
  prompt: Rect;
}

/** The margin around the canvas's edge and between its sections. */
export const PAD = 8;

/** Canvases narrower than this get the boards' phone layouts (and the screen its phone bar, style.css). */
const PHONE_MAX_WIDTH = 640;

/** The smallest tap target a phone layout offers, in CSS px (each side). */
export const MIN_TAP = 44;

export function isPhone(width: number): boolean {
  return width < PHONE_MAX_WIDTH;
}
