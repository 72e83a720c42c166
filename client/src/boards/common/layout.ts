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
