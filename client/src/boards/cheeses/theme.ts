import type { Graphics, Text, TextStyleOptions } from "pixi.js";
import { COLORS } from "./colours";
import { label as exactLabel, panel as commonPanel } from "../common/widgets";

export { seatColor } from "../common/palette";
export { fit, clickable } from "../common/widgets";
export { COLORS };

/** A Pixi Text, its size rounded and never below 6 px. */
export function label(text: string, size: number, options: TextStyleOptions = {}): Text {
  return exactLabel(text, Math.max(6, Math.round(size)), options);
}

/** A panel with this board's tighter corners. */
export function panel(x: number, y: number, w: number, h: number, fill: number = COLORS.panel, line: number = COLORS.panelLine): Graphics {
  return commonPanel(x, y, w, h, { fill, line, radius: 6 });
}
