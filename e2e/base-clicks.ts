import { base as engine } from "@space/shared/base";
import type { BaseAction, BaseView } from "@space/shared/base";
import type { Page } from "playwright-core";
import { clickControl, clickSpace, press, type Player } from "./harness";

const at = (p: { x: number; y: number }) => `space:${p.x},${p.y}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Box = { x: number; y: number; w?: number; h?: number };

/**
 * Taps a space as a player would. A button of the phone's prompt bar (Pass, Steal) is tapped there;
 * on a phone a board space is first brought into view (`bringToView`).
 */
export async function tap(page: Page, id: string): Promise<void> {
  if (await clickControl(page, `#phone-bar [data-space="${id}"]`, id)) return;
  await bringToView(page, id);
  return clickSpace(page, id, 5000);
}

/**
 * On a phone, as a player would: scrolls the page so the space is clear of the prompt bar stuck on
 * top, and brings a grid space outside the grid's window in by sliding the grid sideways with a drag.
 */
export async function bringToView(page: Page, id: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  if (viewport.width >= 640) return;
  // In one round trip: wait (up to 5 s) until the board says where the space is, scroll it clear of
  // the prompt bar, and say where it and the grid's window are then.
  const found = await page.evaluate(async ([i, height]) => {
    const locate = (s: string) => (window as unknown as { __tabletop: { spaceCenter?(id: string): Box | null } }).__tabletop.spaceCenter?.(s) ?? null;
    const end = Date.now() + 5000;
    while (!locate(i) && Date.now() < end) await new Promise((done) => setTimeout(done, 16));
    const p = locate(i);
    if (!p) return null;
    const h = p.h ?? 44;
    const top = document.getElementById("phone-bar")?.getBoundingClientRect().bottom ?? 0;
    if (p.y - h / 2 < top + 4 || p.y + h / 2 > height - 4) window.scrollBy(0, p.y - (top + height) / 2);
    return { q: locate(i), grid: locate("grid") };
  }, [id, viewport.height] as const);
  if (!found) throw new Error(`the board did not show the space "${id}" within 5 s`);
  if (id.startsWith("space:")) {
    const q = found.q!;
    const grid = found.grid!;
    const half = (q.w ?? 44) / 2;
    const left = grid.x - grid.w! / 2;
    const right = grid.x + grid.w! / 2;
    if (q.x - half < left || q.x + half > right) {
      // Slide the grid with a drag on it, as far as the space is from the window's middle (the grid stops at its ends).
      const by = Math.max(left + 10 - grid.x, Math.min(right - 10 - grid.x, grid.x - q.x));
      const from = grid.x - by / 2;
      await page.mouse.move(from, q.y);
      await page.mouse.down();
      await page.mouse.move(from + by / 2, q.y, { steps: 4 });
      await page.mouse.move(from + by, q.y, { steps: 4 });
      await page.mouse.up();
    }
  }
}

/**
 * Plays `action` on the Space Base page as a player would: the board's spaces (test-hook ids) for
 * what is on the canvas (Pass and Steal in the phone's prompt bar), the DOM forms for a repair and a discard.
 */
const stepOf = (v: BaseView) => `${v.round}:${v.active}:${v.phase}`;
/** Per page: whether the card of its last build is still the one picked on its board. */
const stillPicked = new Map<string, (next: BaseAction, view: BaseView) => boolean>();

export async function playBase(player: Player, action: BaseAction, view: BaseView, seat: number): Promise<void> {
  const { page } = player;
  if (action.type !== "build") stillPicked.delete(player.name);
  switch (action.type) {
    case "placeOutpost":
    case "capture":
      return tap(page, at(action.at));
    case "pass":
      return tap(page, "pass");
    case "move":
      await tap(page, at(action.from));
      return tap(page, at(action.to));
    case "switch":
      await tap(page, at(action.a));
      return tap(page, at(action.b));
    case "steal":
      return tap(page, `steal:${action.target}`);
    case "take":
      return tap(page, `take:${action.card}`);
    case "build":
      // A card picked stays picked after its build while another of its kind can be built in this
      // step, and a tap on a picked card lets it go: tap the card only when it is not picked already.
      if (!stillPicked.get(player.name)?.(action, view)) await tap(page, `card:${action.card}`);
      stillPicked.set(player.name, (next, nextView) => next.type === "build" && next.card === action.card && stepOf(nextView) === stepOf(view));
      return tap(page, at(action.at));
    case "repair": {
      // The repair form lists the legal repairs (and the pass) as one button each, in the engine's order.
      const listed = engine.legalActionsInView(view, seat).filter((a) => a.type === "repair" || a.type === "pass");
      const i = listed.findIndex((a) => same(a, action));
      if (i < 0) throw new Error(`${player.name}: the repair ${JSON.stringify(action)} is not in the form`);
      return press(page, `#base-choice-${i}`);
    }
    case "discard": {
      // Tap the cards to let go in the hand's chips, then Discard.
      const hand = view.private?.hand ?? [];
      const used = new Set<number>();
      for (const card of action.cards) {
        const i = hand.findIndex((c, j) => c === card && !used.has(j));
        used.add(i);
        await press(page, `#base-discard-card-${i}`);
      }
      return press(page, "#base-discard-confirm");
    }
  }
}
