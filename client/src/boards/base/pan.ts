import type { Container, FederatedPointerEvent } from "pixi.js";
import type { Rect } from "./layout";

const SLIDE_PX = 8;

/**
 * A phone's grid, wider than the screen, slides sideways under a finger (the page keeps vertical
 * drags: the canvas is `touch-action: pan-y` on a phone). While the finger moves only the grid's
 * container moves; on release `done` gets the distance and the board redraws there. A release after
 * a slide is not a tap (`slid`). Listens on the board's own layer, which survives redraws.
 */
export function gridSlider(layer: Container, hooks: { view(): (Rect & { panMax: number }) | null; grid(): Container | null; done(dx: number): void }) {
  let press: { x: number; y: number; dx: number; sliding: boolean } | null = null;
  let slid = false;

  layer.on("pointerdown", (e: FederatedPointerEvent) => {
    slid = false;
    const v = hooks.view();
    const inside = v && v.panMax > 0 && e.global.y >= v.y && e.global.y <= v.y + v.h;
    press = inside ? { x: e.global.x, y: e.global.y, dx: 0, sliding: false } : null;
  });
  layer.on("globalpointermove", (e: FederatedPointerEvent) => {
    if (!press) return;
    const dx = e.global.x - press.x;
    if (!press.sliding && Math.abs(dx) > SLIDE_PX && Math.abs(dx) > Math.abs(e.global.y - press.y)) press.sliding = true;
    if (!press.sliding) return;
    const grid = hooks.grid();
    if (grid) grid.x += dx - press.dx;
    press.dx = dx;
  });
  const end = () => {
    if (press?.sliding) {
      slid = true;
      hooks.done(press.dx);
    }
    press = null;
  };
  layer.on("pointerup", end);
  layer.on("pointerupoutside", end);

  return {
    slid: () => slid,
    cancel(): void {
      press = null;
    },
  };
}

/**
 * Where the grid opens (px from its left end): centred on the spaces the step asks for, or, when
 * they do not fit the window or there are none, on your own sites.
 */
export function focusPan(targets: { x: number }[], own: { x: number }[], cell: number, viewW: number, panMax: number): number | null {
  const centre = (cells: { x: number }[]) => {
    if (!cells.length) return null;
    const lo = Math.min(...cells.map((c) => c.x)) - 1;
    const hi = Math.max(...cells.map((c) => c.x));
    return { mid: ((lo + hi) / 2) * cell, fits: (hi - lo) * cell <= viewW - 12 };
  };
  const t = centre(targets);
  const pick = t && (t.fits || !own.length) ? t : centre(own);
  if (!pick) return null;
  return Math.min(panMax, Math.max(0, pick.mid - viewW / 2));
}
