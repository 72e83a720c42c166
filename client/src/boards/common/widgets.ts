import { type Container, Graphics, Text, type TextStyleOptions } from "pixi.js";
import type { Rect } from "./layout";
import { FONT, PALETTE } from "./palette";
import { tooltip, wasLongPress } from "./tooltip";

/** A Pixi Text at exactly `fontSize` (never parsed as markup, so player names are safe in it). */
export function label(text: string, fontSize: number, options: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fill: PALETTE.text, fontSize, fontFamily: FONT, ...options } });
}

/** A text shrunk to fit never goes under this share of its size; past it, it is cut with "…". */
const MIN_FIT_SCALE = 0.8;

/**
 * Shrinks a display object to fit a width: names, long titles, badge rows. A text shrinks at most
 * to MIN_FIT_SCALE of its size (long names stay readable); when that is not enough it is cut with
 * "…" and its full words show on hover or a long press.
 */
export function fit<T extends Container>(item: T, maxWidth: number): T {
  if (!(item.width > maxWidth && maxWidth > 0)) return item;
  if (!(item instanceof Text)) {
    item.scale.set((maxWidth / item.width) * item.scale.x);
    return item;
  }
  const full = item.text;
  const scale = Math.max(MIN_FIT_SCALE * item.scale.x, (maxWidth / item.width) * item.scale.x);
  item.scale.set(scale);
  if (item.width <= maxWidth) return item;
  const line = full.split("\n")[0];
  let n = line.length;
  while (n > 1 && item.width > maxWidth) {
    n -= 1;
    item.text = `${line.slice(0, n).trimEnd()}…`;
  }
  tooltip(item, full.replace(/\n/g, " "));
  return item;
}

/**
 * Scales a display object down to fit a width (and a height), never cutting it: the game's own
 * words, which may be 40% longer in another language than in English, shrink with their box.
 */
export function shrink<T extends Container>(item: T, maxWidth: number, maxHeight = Infinity): T {
  const k = Math.min(1, maxWidth > 0 ? maxWidth / item.width : 1, maxHeight > 0 ? maxHeight / item.height : 1);
  if (k < 1) item.scale.set(item.scale.x * k, item.scale.y * k);
  return item;
}

/** A text wrapped at whole words to `width`, shrunk as a whole when a word or the lines still do not fit. */
export function wrapIn(text: string, fontSize: number, width: number, height = Infinity, options: TextStyleOptions = {}): Text {
  const item = label(text, fontSize, { wordWrap: true, wordWrapWidth: Math.max(1, width), lineHeight: Math.round(fontSize * 1.2), ...options });
  return shrink(item, width, height);
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

/**
 * Makes `target` a click target: one `pointertap` handler, a pointer cursor. With `legal` false the
 * item is not among the legal moves now: a click still sends what it means and the engine says why
 * not (shown at the click); its cursor says so.
 */
export function clickable(target: Container, onTap: () => void, legal = true): void {
  target.eventMode = "static";
  target.cursor = legal ? "pointer" : "not-allowed";
  target.on("pointertap", () => {
    if (!wasLongPress()) onTap();
  });
}

/**
 * Removes and destroys everything in `layer` (the boards redraw from scratch). `context: true`: a
 * Graphics destroyed with options keeps its own geometry otherwise (Pixi 8), and a long game
 * leaked every shape of every redraw (docs/client.md, "A long game").
 */
export function clear(layer: Container): void {
  layer.removeChildren().forEach((c) => c.destroy({ children: true, context: true }));
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
