/**
 * Phone: scrolls the page the least that shows the canvas band `top`..`bottom` (canvas px) between
 * the prompt bar stuck on top and the screen's bottom; a band taller than that shows from its top.
 */
export function bringIntoView(canvas: HTMLElement, top: number, bottom: number): void {
  const box = canvas.getBoundingClientRect();
  const from = (document.getElementById("phone-bar")?.getBoundingClientRect().bottom ?? 0) + 6;
  const to = window.innerHeight - 6;
  const a = box.top + top;
  const b = box.top + bottom;
  if (a < from) window.scrollBy(0, a - from);
  else if (b > to) window.scrollBy(0, Math.min(b - to, a - from));
}
