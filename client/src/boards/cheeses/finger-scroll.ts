/**
 * The board canvas is `touch-action: none` (the map pans and pinches under a finger), so on a
 * phone's tall canvas the page would not scroll under a finger anywhere else: a one-finger drag
 * outside the map scrolls the page. A press that scrolled is not a tap (`moved`).
 */
import type { Point } from "../types";

/** A finger that moves less than this (CSS px) is still a tap. */
const TAP_SLOP = 8;

export class FingerScroll {
  moved = false;
  private press: { id: number; y: number; last: number } | null = null;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly scrolls: (p: Point) => boolean) {
    canvas.addEventListener("pointerdown", this.down);
    canvas.addEventListener("pointermove", this.move);
    for (const type of ["pointerup", "pointercancel"] as const) canvas.addEventListener(type, this.up);
  }

  destroy(): void {
    this.canvas.removeEventListener("pointerdown", this.down);
    this.canvas.removeEventListener("pointermove", this.move);
    for (const type of ["pointerup", "pointercancel"] as const) this.canvas.removeEventListener(type, this.up);
  }

  /** `tap` unless the press it ends scrolled the page. */
  tap(tap: () => void): () => void {
    return () => {
      if (!this.moved) tap();
    };
  }

  private down = (e: PointerEvent): void => {
    this.moved = false;
    if (e.pointerType !== "touch" || !e.isPrimary) {
      this.press = null;
      return;
    }
    const r = this.canvas.getBoundingClientRect();
    this.press = this.scrolls({ x: e.clientX - r.left, y: e.clientY - r.top }) ? { id: e.pointerId, y: e.clientY, last: e.clientY } : null;
  };

  private move = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || p.id !== e.pointerId) return;
    if (!this.moved && Math.abs(e.clientY - p.y) <= TAP_SLOP) return;
    this.moved = true;
    window.scrollBy(0, p.last - e.clientY);
    p.last = e.clientY;
  };

  private up = (e: PointerEvent): void => {
    if (this.press?.id === e.pointerId) this.press = null;
  };
}
