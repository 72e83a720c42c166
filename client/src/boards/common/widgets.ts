import { Container, Graphics, Text, type TextStyleOptions } from "pixi.js";
import type { Rect } from "./layout";
import { FONT, PALETTE } from "./palette";
import { wasLongPress } from "./tooltip";

/** A Pixi Text at exactly `fontSize` (never parsed as markup, so player names are safe in it). */
export function label(text: string, fontSize: number, options: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fill: PALETTE.text, fontSize, fontFamily: FONT, ...options } });
}

/** Shrinks a display object to fit a width: names, long titles, badge rows. */
export function fit<T extends Container>(item: T, maxWidth: number): T {
  if (item.width > maxWidth && maxWidth > 0) item.scale.set((maxWidth / item.width) * item.scale.x);
  return item;
}

export interface PanelLook {
  fill?: number;
  line?: number;
  lineWidth?: number;
  radius?: number;
  alpha?: number;
}

/** A rounded, slightly see-through panel with a thin border. */
export function panel(x: number, y: number, w: number, h: number, options: PanelLook = {}): Graphics {
  return new Graphics()
    .roundRect(x, y, w, h, options.radius ?? 8)
    .fill({ color: options.fill ?? PALETTE.panel, alpha: options.alpha ?? 0.92 })
    .stroke({ width: options.lineWidth ?? 1, color: options.line ?? PALETTE.panelLine });
}

/** Makes `target` a click target: a pointer cursor and one `pointertap` handler. */
export function clickable(target: Container, onTap: () => void): void {
  target.eventMode = "static";
  target.cursor = "pointer";
  target.on("pointertap", () => {
    if (!wasLongPress()) onTap();
  });
}

/** Removes and destroys everything in `layer` (the boards redraw from scratch). */
export function clear(layer: Container): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true }));
}

/**
 * Shrinks the prompt line to its box (the width first, then the height) and places it at the
 * box's left: vertically centred, or at the top.
 */
export function placePrompt(prompt: Text, box: Rect, align: "middle" | "top" = "middle"): Text {
  fit(prompt, box.w);
  if (prompt.height > box.h) prompt.scale.set(prompt.scale.x * (box.h / prompt.height));
  prompt.position.set(box.x, align === "top" ? box.y : box.y + Math.max(0, (box.h - prompt.height) / 2));
  return prompt;
}
