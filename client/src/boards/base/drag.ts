import { type Container, Rectangle, type FederatedPointerEvent } from "pixi.js";
import type { CardKind } from "@space/shared/base";
import { cardFace } from "./hand";

const DRAG_PX = 8;

/**
 * Tap-or-drag for hand cards. A press picks the card (so its legal spaces light up); releasing it
 * without moving on an already picked card unpicks it; moving it drags a ghost card, and releasing
 * over the map asks `drop` to play it there. Listens on the board's own layer, which survives redraws.
 */
export function cardDragger(layer: Container, top: Container, hooks: {
  picked(): CardKind | null;
  pick(card: CardKind | null): void;
  drop(card: CardKind, x: number, y: number): void;
  size(): number;
}) {
  let drag: { card: CardKind; x: number; y: number; was: boolean; ghost: Container | null } | null = null;

  const move = (e: FederatedPointerEvent) => {
    if (!drag) return;
    if (!drag.ghost && Math.hypot(e.global.x - drag.x, e.global.y - drag.y) > DRAG_PX) {
      const w = hooks.size();
      drag.ghost = cardFace(drag.card, w, w * 1.3, "selected");
      drag.ghost.alpha = 0.85;
      drag.ghost.pivot.set(w / 2, w * 0.65);
      top.addChild(drag.ghost);
    }
    drag.ghost?.position.set(e.global.x, e.global.y);
  };
  const end = (e: FederatedPointerEvent) => {
    if (!drag) return;
    const d = drag;
    drag = null;
    d.ghost?.destroy({ children: true, context: true });
    if (d.ghost) hooks.drop(d.card, e.global.x, e.global.y);
    else if (d.was) hooks.pick(null);
  };
  layer.eventMode = "static";
  layer.on("globalpointermove", move);
  layer.on("pointerup", end);
  layer.on("pointerupoutside", end);

  return {
    /** A buildable card was pressed. */
    grab(card: CardKind, x: number, y: number): void {
      drag = { card, x, y, was: hooks.picked() === card, ghost: null };
      if (!drag.was) hooks.pick(card);
    },
    /** The layer must catch releases anywhere on the canvas. */
    resize(width: number, height: number): void {
      layer.hitArea = new Rectangle(0, 0, width, height);
    },
    cancel(): void {
      drag?.ghost?.destroy({ children: true, context: true });
      drag = null;
    },
  };
}
