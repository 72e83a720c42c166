/**
 * The longest a press holds the board's redraw back: a fallback for a release the page never hears
 * (a press that turns into a drag or a pan ends with a release like any other). 1 s was too short
 * for a slow machine's browser test, whose press spans another player's move and its arrival.
 */
const HOLD_MAX_MS = 10_000;

/**
 * A board redrawn between a press and its release loses the tap: the pressed object is gone, so Pixi
 * has no target to tap. While a pointer is down on `host`, `run` holds a redraw back and runs it
 * once the press ends (after Pixi has handled the release and its tap), or after HOLD_MAX_MS. A
 * release anywhere on the `page` ends the press.
 */
export function holdWhilePressed(host: EventTarget, page: EventTarget = document): { run(redraw: () => void): void; stop(): void } {
  let pressed = false;
  let held: (() => void) | null = null;
  let limit: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    pressed = false;
    if (limit) clearTimeout(limit);
    limit = null;
    const redraw = held;
    held = null;
    redraw?.();
  };
  const down = () => {
    pressed = true;
    if (limit) clearTimeout(limit);
    limit = setTimeout(flush, HOLD_MAX_MS);
  };
  // Pixi handles the release in listeners of its own on this event: the held redraw comes after them.
  const up = () => {
    if (pressed) setTimeout(flush, 0);
  };
  host.addEventListener("pointerdown", down, true);
  for (const type of ["pointerup", "pointercancel"] as const) page.addEventListener(type, up, true);

  return {
    run(redraw) {
      if (pressed) held = redraw;
      else redraw();
    },
    stop() {
      held = null;
      if (limit) clearTimeout(limit);
      host.removeEventListener("pointerdown", down, true);
      for (const type of ["pointerup", "pointercancel"] as const) page.removeEventListener(type, up, true);
    },
  };
}
