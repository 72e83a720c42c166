import type { Page } from "playwright-core";

// Taps and clicks on the board as a player makes them (e2e/harness.ts re-exports them).

/** `window` with the test hook, as far as these tests call it. */
export type Hooked = { __tabletop: { state(): { moves: number; awaiting: number[]; mySeat: number }; spaceCenter?(id: string): { x: number; y: number; w?: number; h?: number } | null } };

/** Where to click, what is wrong with the target, or (`locator`) a DOM control left to playwright's own click. */
type Aim = { x: number; y: number } | { slip: string } | { locator: true } | { none: true };

/**
 * In the page, in one round trip (each call to the page costs a whole game tens of seconds):
 * the first visible DOM control matching `selector`, or else (when `board`) the board's space `id`,
 * made ready to click as a player would. A control: on a page under 640 px wide at least 44x44 when
 * `sized` (a board's space; docs/client.md, "On a phone"), scrolled into view, enabled, in the same place two frames running
 * and the topmost element at its centre; when any of that does not hold at once, playwright's own
 * click (which waits and scrolls until it does) takes it. A board space: first two frames (a board
 * redrawn by the last state or click is hit-tested as drawn only once Pixi has rendered it; no
 * person clicks within a frame of a change, a test can), then scrolled between the phone's prompt
 * bar (stuck on top) and its decision sheet (fixed at the bottom), or the screen's edges, and at
 * least 44x44 on a phone.
 */
function aim([selector, id, board, sized]: [string, string, boolean, boolean]): Promise<Aim> {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const phone = () => (document.getElementById("board-canvas")?.clientWidth ?? window.innerWidth) < 640;
  const small = (w: number, h: number) => w < 43.95 || h < 43.95;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  return (async (): Promise<Aim> => {
    const control = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(visible);
    if (control) {
      const size = control.getBoundingClientRect();
      if (sized && phone() && small(size.width, size.height)) return { slip: `tap target "${id}" is ${Math.round(size.width)}x${Math.round(size.height)}, under 44x44` };
      const inside = (r: DOMRect) => r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      if (!inside(control.getBoundingClientRect())) control.scrollIntoView({ block: "center", inline: "center" });
      let r = control.getBoundingClientRect();
      await frame();
      for (let i = 0; i < 10; i++) {
        await frame();
        const again = control.getBoundingClientRect();
        if (again.x === r.x && again.y === r.y && again.width === r.width && again.height === r.height) break;
        r = again;
      }
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      const disabled = (control as HTMLButtonElement).disabled === true || control.closest("fieldset:disabled, [aria-disabled='true']") !== null;
      return inside(r) && !disabled && hit !== null && (hit === control || control.contains(hit)) ? { x, y } : { locator: true };
    }
    if (!board) return { none: true };
    await frame();
    await frame();
    const locate = () => (window as unknown as Hooked).__tabletop.spaceCenter?.(id) ?? null;
    const p = locate();
    if (!p) return { none: true };
    const box = (boxId: string) => {
      const el = document.getElementById(boxId);
      const b = el && el.getClientRects().length && getComputedStyle(el).position !== "static" ? el.getBoundingClientRect() : null;
      return b && b.height > 0 ? b : null;
    };
    const top = Math.max(0, box("phone-bar")?.bottom ?? 0) + 8;
    const bottom = Math.min(window.innerHeight, box("board-decision")?.top ?? window.innerHeight) - 8;
    if (p.y < top || p.y > bottom) window.scrollBy(0, p.y - (top + bottom) / 2);
    const q = locate();
    if (!q) return { none: true };
    if (phone()) {
      if (q.w === undefined || q.h === undefined) return { slip: `tap target "${id}" has no size on a phone` };
      if (small(q.w, q.h)) return { slip: `tap target "${id}" is ${Math.round(q.w)}x${Math.round(q.h)}, under 44x44` };
    }
    return { x: q.x, y: q.y };
  })();
}

/**
 * Clicks the first visible DOM control matching `selector` (see `aim`), a board's space `id` named
 * by a control (44x44 on a phone); false when there is none.
 */
export async function clickControl(page: Page, selector: string, id: string, timeout?: number): Promise<boolean> {
  const at = await page.evaluate(aim, [selector, id, false, true] as [string, string, boolean, boolean]);
  if ("none" in at) return false;
  if ("slip" in at) throw new Error(at.slip);
  if ("locator" in at) await page.locator(selector).locator("visible=true").first().click({ timeout });
  else await page.mouse.click(at.x, at.y);
  return true;
}

/**
 * A real click on the space `id`: a visible DOM control that names it (`data-space`: the phone's
 * prompt bar, a board's form), or else where the board says it is on the canvas (once it says so),
 * so Pixi's own hit-testing runs. On a page under 640 px wide the target must be at least 44x44.
 */
export async function clickSpace(page: Page, id: string, timeout?: number): Promise<void> {
  const selector = `[data-space="${id}"]`;
  let at = await page.evaluate(aim, [selector, id, true, true] as [string, string, boolean, boolean]);
  if ("none" in at) {
    // Most spaces are there already; otherwise wait until the board says where the space is.
    await page.waitForFunction((i) => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.(i)), id, { timeout, polling: 16 });
    at = await page.evaluate(aim, [selector, id, true, true] as [string, string, boolean, boolean]);
  }
  if ("none" in at) throw new Error(`the board has no space "${id}" to click`);
  if ("slip" in at) throw new Error(at.slip);
  if ("locator" in at) await page.locator(selector).locator("visible=true").first().click({ timeout });
  else await page.mouse.click(at.x, at.y);
}

/**
 * `page.click(selector)` in fewer round trips: a form's control, clicked where it is (see `aim`; no
 * size asked); when it is not there yet, or not ready at once, playwright's own click waits for it.
 */
export async function press(page: Page, selector: string): Promise<void> {
  const at = await page.evaluate(aim, [selector, selector, false, false] as [string, string, boolean, boolean]);
  if ("x" in at) await page.mouse.click(at.x, at.y);
  else if ("slip" in at) throw new Error(at.slip);
  else await page.click(selector);
}

/** Waits until the page has seen more than `after` moves. */
export async function waitForMoves(page: Page, after: number, timeout?: number): Promise<void> {
  await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, after, { timeout, polling: 16 });
}
