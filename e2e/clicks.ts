import type { Page } from "playwright-core";
import { tapSizeSlip } from "./phone-checks";

// Taps and clicks on the board as a player makes them (e2e/harness.ts re-exports them).

/** `window` with the test hook, as far as these tests call it. */
export type Hooked = { __tabletop: { state(): { moves: number; awaiting: number[]; mySeat: number }; spaceCenter?(id: string): { x: number; y: number; w?: number; h?: number } | null } };

/**
 * A real click on the space `id`: a visible DOM control that names it (`data-space`: the phone's
 * prompt bar, a board's form), or else where the board says it is on the canvas (once it says so),
 * so Pixi's own hit-testing runs. On a page under 640 px wide the target must be at least 44x44.
 */
export async function clickSpace(page: Page, id: string, timeout?: number): Promise<void> {
  const control = page.locator(`[data-space="${id}"]`).locator("visible=true");
  if (await control.count()) {
    const slip = await tapSizeSlip(page, id);
    if (slip) throw new Error(slip);
    await control.first().click({ timeout });
    return;
  }
  await clickBoardSpace(page, id, timeout);
}

async function clickBoardSpace(page: Page, id: string, timeout?: number): Promise<void> {
  // As a player would, first scroll the space into view: between the phone's prompt bar (stuck on
  // top) and its decision sheet (fixed at the bottom), or the screen's edges.
  // Two frames first: a board redrawn by the last state or click is hit-tested as drawn only once
  // Pixi has rendered it (no person clicks within a frame of a change; a test can).
  const inView = () => page.evaluate(async (i) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const locate = () => (window as unknown as Hooked).__tabletop.spaceCenter?.(i) ?? null;
    const p = locate();
    if (!p) return null;
    const box = (id: string) => {
      const el = document.getElementById(id);
      const r = el && el.getClientRects().length && getComputedStyle(el).position !== "static" ? el.getBoundingClientRect() : null;
      return r && r.height > 0 ? r : null;
    };
    const top = Math.max(0, box("phone-bar")?.bottom ?? 0) + 8;
    const bottom = Math.min(window.innerHeight, box("board-decision")?.top ?? window.innerHeight) - 8;
    if (p.y < top || p.y > bottom) window.scrollBy(0, p.y - (top + bottom) / 2);
    return locate();
  }, id);
  // Most spaces are there already; otherwise wait until the board says where the space is.
  let point = await inView();
  if (!point) {
    await page.waitForFunction((i) => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.(i)), id, { timeout });
    point = await inView();
  }
  if (!point) throw new Error(`the board has no space "${id}" to click`);
  const slip = await tapSizeSlip(page, id);
  if (slip) throw new Error(slip);
  await page.mouse.click(point.x, point.y);
}

/** Waits until the page has seen more than `after` moves. */
export async function waitForMoves(page: Page, after: number, timeout?: number): Promise<void> {
  await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, after, { timeout });
}
