import { Text, type Application, type Container } from "pixi.js";
import type { BoardText } from "../hook";

/**
 * Every Pixi text on screen with its rendered size (font size times its world scale), for the browser
 * tests: as the next frame draws them. A state drawn since the last frame still has the texts a
 * phone's readable pass (run before each frame) grows or hides, so the frame is drawn first.
 */
export function visibleTexts(app: Application): BoardText[] {
  app.render();
  const out: BoardText[] = [];
  const walk = (node: Container) => {
    if (!node.visible || node.alpha === 0) return;
    if (node instanceof Text && node.text.trim()) {
      const b = node.getBounds();
      const onScreen = b.maxX > 0 && b.maxY > 0 && b.minX < app.screen.width && b.minY < app.screen.height;
      const m = node.worldTransform;
      const size = Number(node.style.fontSize) * Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
      if (onScreen) out.push({ text: node.text, px: Math.round(size * 10) / 10, x: Math.round(b.minX), y: Math.round(b.minY) });
    }
    for (const child of node.children) walk(child as Container);
  };
  walk(app.stage);
  return out;
}
