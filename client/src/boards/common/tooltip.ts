import type { Container, FederatedPointerEvent } from "pixi.js";

/** How long a finger rests on something before its name shows (a tap stays a tap). */
const LONG_PRESS_MS = 450;
/** A long-pressed tooltip stays this long after the finger lifts. */
const TOUCH_LINGER_MS = 2000;

let bubble: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
/** The item whose name shows now: the boards redraw from scratch, and a destroyed item takes its bubble with it. */
let shownFor: Container | null = null;
/** When the last long press showed a name: the tap that ends it is not a tap (`wasLongPress`). */
let longPressAt = Number.NEGATIVE_INFINITY;

/** True right after a long press: the finger asked for a name, not for the action. */
export function wasLongPress(): boolean {
  return performance.now() - longPressAt < 1500;
}

/** The one tooltip element of the page (`#board-tooltip`), text only. */
function element(): HTMLElement {
  if (!bubble || !bubble.isConnected) {
    bubble = document.createElement("div");
    bubble.id = "board-tooltip";
    bubble.className = "board-tooltip";
    bubble.setAttribute("role", "tooltip");
    bubble.hidden = true;
    document.body.append(bubble);
  }
  return bubble;
}

function show(target: Container, text: string, clientX: number, clientY: number): void {
  clearTimeout(hideTimer);
  shownFor = target;
  const el = element();
  el.textContent = text;
  el.hidden = false;
  // Above the pointer, kept inside the window.
  const x = Math.min(Math.max(8, clientX - el.offsetWidth / 2), window.innerWidth - el.offsetWidth - 8);
  const y = clientY - el.offsetHeight - 14 < 8 ? clientY + 18 : clientY - el.offsetHeight - 14;
  el.style.left = `${x}px`;
  el.style.top = `${y}px`;
}

function hideTooltip(): void {
  clearTimeout(hideTimer);
  shownFor = null;
  if (bubble) bubble.hidden = true;
}

/**
 * Names a board item in the game's words: on hover with a mouse, on a long press with a finger.
 * Works on clickable items too: a short tap still acts, a long press only names (`clickable`
 * asks `wasLongPress`).
 */
export function tooltip(target: Container, text: string): void {
  if (target.eventMode === "none" || target.eventMode === "auto" || target.eventMode === "passive") target.eventMode = "static";
  let press: ReturnType<typeof setTimeout> | undefined;
  target.on("pointerover", (e: FederatedPointerEvent) => {
    if (e.pointerType === "mouse") show(target, text, e.clientX, e.clientY);
  });
  target.on("pointerout", (e: FederatedPointerEvent) => {
    clearTimeout(press);
    if (e.pointerType === "mouse") hideTooltip();
  });
  target.on("pointerdown", (e: FederatedPointerEvent) => {
    if (e.pointerType === "mouse") return;
    const { clientX, clientY } = e;
    clearTimeout(press);
    press = setTimeout(() => {
      longPressAt = performance.now();
      show(target, text, clientX, clientY);
    }, LONG_PRESS_MS);
  });
  const release = () => {
    clearTimeout(press);
    if (bubble && !bubble.hidden) {
      clearTimeout(hideTimer);
      hideTimer = setTimeout(hideTooltip, TOUCH_LINGER_MS);
    }
  };
  target.on("pointerup", release);
  target.on("pointerupoutside", release);
  // A board redraw destroys its items: the bubble must not outlive the one it named.
  target.once("destroyed", () => {
    clearTimeout(press);
    if (shownFor === target) hideTooltip();
  });
}
