import type { Graphics, Text, TextStyleOptions } from "pixi.js";
import { PALETTE } from "../common/palette";
import { label as exactLabel, panel as commonPanel } from "../common/widgets";

export { seatColor } from "../common/palette";
export { fit, clickable } from "../common/widgets";

export const COLORS = {
  ...PALETTE,
  dark: 0x0b1020,
  octagon: 0x1c2650,
  square: 0x121a38,
  spaceLine: 0x34427a,
  fault: 0x7a5230,
  faultLine: 0xc98a4b,
  lush: 0x2e6e3e,
  lushLine: 0x6fd08a,
  selected: 0xffd166,
  short: 0xffd166,
  sick: 0xff4d6d,
} as const;

/** A Pixi Text, its size rounded and never below 6 px. */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return exactLabel(text, Math.max(6, Math.round(size)), options);
}

/** A panel with this board's tighter corners. */
export function panel(x: number, y: number, w: number, h: number, fill: number = COLORS.panel, line: number = COLORS.panelLine): Graphics {
  return commonPanel(x, y, w, h, { fill, line, radius: 6 });
}
