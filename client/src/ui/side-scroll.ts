/**
 * A board drawn wider than a phone (games.ts `phoneWidth`) scrolls sideways under one finger.
 * Pixi keeps its canvas at `touch-action: none` (so taps and long presses reach the board), so the
 * browser never scrolls it: a horizontal finger drag over the canvas moves the scroller here.
 */
export function sideScroll(scroller: HTMLElement, canvas: HTMLElement): () => void {
  let start: { x: number; y: number; left: number; id: number } | null = null;
  let panned = false;
  const down = (e: PointerEvent) => {
    if (e.pointerType !== "touch" || start) return;
    start = { x: e.clientX, y: e.clientY, left: scroller.scrollLeft, id: e.pointerId };
    panned = false;
  };
  const move = (e: PointerEvent) => {
    if (!start || e.pointerId !== start.id) return;
    const dx = e.clientX - start.x;
    if (!panned && Math.abs(dx) < 10) return;
    panned = true;
    scroller.scrollLeft = start.left - dx;
    // The page may still scroll up and down.
    window.scrollBy(0, -(e.clientY - start.y));
    start.y = e.clientY;
  };
  const up = (e: PointerEvent) => {
    if (start && e.pointerId === start.id) start = null;
  };
  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  for (const type of ["pointerup", "pointercancel"] as const) canvas.addEventListener(type, up);
  return () => {
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    for (const type of ["pointerup", "pointercancel"] as const) canvas.removeEventListener(type, up);
  };
}
