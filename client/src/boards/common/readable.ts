import { Text, type Application, type Container } from "pixi.js";
import { tooltip } from "./tooltip";

/** The smallest text a phone shows, in CSS px (issue 10: at least 12). */
const MIN_TEXT_PX = 12;
/** Below this canvas width the floor applies (the boards' phone layouts start under 640). */
const NARROW = 640;

type Readable = Text & { __full?: string; __tipped?: boolean };

/** Groups whose small texts are hidden instead of grown (a zoomable map: its marks come back when zoomed in). */
const hidden = new WeakSet<Container>();

/** In `group`, a text under MIN_TEXT_PX on a phone is hidden rather than grown (the map's codes at zoom 1). */
export function hideWhenSmall(group: Container): void {
  hidden.add(group);
}

function renderedPx(text: Text): number {
  const m = text.getGlobalTransform();
  return Number(text.style.fontSize) * Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
}

/**
 * Phones: no board text under MIN_TEXT_PX. Before each frame, a text the board drew (or shrank to
 * fit, or placed in a scaled group) smaller than that grows to MIN_TEXT_PX from its left edge; when
 * it would then overflow the width it had, it is cut with "…" and its full words show on hover or a
 * long press. In a group marked `hideWhenSmall` (the Cheeses map) small texts are hidden instead:
 * its modules keep their colours and tooltips, and their codes show once the map is zoomed in.
 * Idempotent: a text already at the floor is left alone, so the pass costs a walk of the stage.
 */
export function keepReadable(app: Application): () => void {
  const pass = () => {
    if (app.screen.width >= NARROW) return;
    walk(app.stage, false);
  };
  const walk = (node: Container, hide: boolean) => {
    if (!node.visible || node.destroyed) return;
    const inHidden = hide || hidden.has(node);
    if (node instanceof Text) {
      if (inHidden) node.visible = renderedPx(node) >= MIN_TEXT_PX - 0.05;
      else grow(node as Readable);
    }
    for (const child of node.children) walk(child as Container, inHidden);
  };
  app.renderer.runners.prerender.add({ prerender: pass });
  return () => app.renderer.runners.prerender.remove({ prerender: pass } as never);
}

function grow(text: Readable): void {
  if (!text.text.trim()) return;
  const px = renderedPx(text);
  if (!(px > 0) || px >= MIN_TEXT_PX - 0.05) return;
  const k = MIN_TEXT_PX / px;
  const before = text.getBounds();
  const room = Math.max(before.width, MIN_TEXT_PX * 2.2);
  const full = text.__full ?? text.text;
  text.__full = full;
  text.scale.set(text.scale.x * k, text.scale.y * k);
  // Keep its left edge (or its centre, when anchored there) and its middle height where they were.
  const ay = text.anchor?.y ?? 0;
  const localH = text.height / text.scale.y;
  text.y -= (0.5 - ay) * localH * (text.scale.y - text.scale.y / k);
  // Too wide now: cut it to the room it had, the full words in a tooltip.
  const widthNow = () => text.getBounds().width;
  if (widthNow() > room + 1) {
    const words = full.split("\n")[0];
    let n = words.length;
    while (n > 1 && widthNow() > room + 1) {
      n -= 1;
      text.text = `${words.slice(0, n).trimEnd()}…`;
    }
    if (!text.__tipped) {
      text.__tipped = true;
      tooltip(text, full.replace(/\n/g, " "));
    }
  }
}
