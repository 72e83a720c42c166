import { PRODUCTS } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Quantities } from "@space/shared/cheeses";
import type { Page } from "playwright-core";
import { clickSpace, press, type Player } from "./harness";

/** The steps decided in a DOM form beside the map (the others are clicks on the canvas). */
export const FORM_STEPS = ["energy", "dairy", "gift", "market"];

/**
 * Types `quantities` into the form's steppers (`prefix-product`) that do not show them already, as a
 * player leaves a field that is right alone; a product without a stepper must be 0.
 */
async function fillQuantities(player: Player, prefix: string, quantities: Quantities): Promise<void> {
  const shown = await player.page.evaluate(([pre, products]) => products.map((p) =>
    (document.getElementById(`${pre}-${p}`) as HTMLInputElement | null)?.value ?? null), [prefix, [...PRODUCTS]] as const);
  for (const [i, p] of PRODUCTS.entries()) {
    if (shown[i] === null) {
      if (quantities[p]) throw new Error(`${player.name}: the form has no ${prefix} field for ${p}, to set ${quantities[p]}`);
    } else if (shown[i] !== String(quantities[p] ?? 0)) await player.page.fill(`#${prefix}-${p}`, String(quantities[p] ?? 0));
  }
}

type Spot = { x: number; y: number; w?: number; h?: number } | null;
/** `window` with the test hook's locator, sizes included (a phone's board reports them). */
type Hooked = { __tabletop: { spaceCenter?(id: string): Spot } };

/**
 * In the page, in one round trip: whether the board is drawn in its phone layout (under 640 px wide:
 * a phone upright or held sideways), and on a phone, once the board shows `ready` (when given: up to 5 s), the
 * space `id` scrolled as a finger would into the free part of the screen (below the prompt bar stuck
 * on top, above the decision sheet at the bottom; `scroll`, two frames after the call), and where it is then.
 */
function onPhone(page: Page, id: string, ready: string | null, scroll: boolean): Promise<{ phone: boolean; ready: boolean; spot: Spot }> {
  return page.evaluate(async ([i, r, s]) => {
    if ((document.getElementById("board-canvas")?.clientWidth ?? window.innerWidth) >= 640) return { phone: false, ready: false, spot: null };
    // Two frames first: the map has taken in the last tap (a zoom) before its spaces are read.
    if (s) await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const locate = (x: string) => (window as unknown as Hooked).__tabletop.spaceCenter?.(x) ?? null;
    const end = Date.now() + 5000;
    while (r !== null && locate(r) == null && Date.now() < end) await new Promise((done) => setTimeout(done, 16));
    if (r !== null && locate(r) == null) return { phone: true, ready: false, spot: null };
    const p = locate(i);
    if (p && s) {
      const top = (document.getElementById("phone-bar")?.getBoundingClientRect().bottom ?? 0) + 30;
      const sheet = document.getElementById("board-decision");
      const bottom = (sheet && sheet.offsetHeight && getComputedStyle(sheet).position === "fixed" ? sheet.getBoundingClientRect().top : window.innerHeight) - 30;
      if (p.y < top || p.y > bottom) window.scrollBy(0, p.y - (top + bottom) / 2);
    }
    return { phone: true, ready: true, spot: locate(i) };
  }, [id, ready, scroll] as const);
}

/** On a phone, the space `id` scrolled into the free part of the screen (see `onPhone`); where it is then. */
async function scrollToFree(page: Page, id: string): Promise<Spot> {
  return (await onPhone(page, id, null, true)).spot;
}

/**
 * Taps a space of the map as a player on a phone would: when it is out of view or too small to aim
 * at, "Whole map" (zoom:fit), then a tap on its place, which zooms the map in there.
 */
export async function tapSpace(page: Page, id: string): Promise<void> {
  const first = await onPhone(page, id, "zoom:fit", false);
  if (!first.phone) return clickSpace(page, id, 5000);
  if (!first.ready) throw new Error(`the map shows no "Whole map" button within 5 s (to tap ${id})`);
  let spot = first.spot;
  if (!spot || (spot.w ?? 0) < 44) {
    if (!spot) {
      await scrollToFree(page, "zoom:fit");
      await clickSpace(page, "zoom:fit", 5000);
    }
    spot = await scrollToFree(page, id);
    if (!spot) throw new Error(`the whole map does not show ${id}`);
    await page.mouse.click(spot.x, spot.y);
  }
  await scrollToFree(page, id);
  await clickSpace(page, id, 5000);
}

/** A button or palette tile: brought into the free part of a phone's screen first. */
export async function tap(page: Page, id: string): Promise<void> {
  const at = await onPhone(page, id, id, true);
  if (at.phone && !at.ready) throw new Error(`the board shows no "${id}" within 5 s`);
  await clickSpace(page, id, 5000);
}

/**
 * Plays `action` on the Space Colony Cheeses page as a player would: the palette, the map's spaces
 * and the buttons (test-hook ids; on a phone Done and Sue are in the prompt bar), the DOM form for
 * the simultaneous decisions.
 */
export async function playCheeses(player: Player, action: CheesesAction, view: CheesesView): Promise<void> {
  const { page } = player;
  switch (action.type) {
    case "pass":
      return tap(page, "pass");
    case "sue":
      return tap(page, `sue:${action.target}`);
    case "build":
      await tap(page, `module:${action.module}`);
      return tapSpace(page, `${action.x},${action.y}`);
    case "move": {
      const module = view.modules.find((m) => m.id === action.module);
      if (!module) throw new Error(`${player.name}: no module ${action.module} to move`);
      await tapSpace(page, `${module.x},${module.y}`);
      return tapSpace(page, `${action.x},${action.y}`);
    }
    case "energy": {
      // Each box ticked or not as the decision says: only those that differ are clicked (setChecked).
      const boxes = await page.$$eval("#cheeses-decision input[type=checkbox]", (els) => els.map((e) => [e.id, (e as HTMLInputElement).checked] as const));
      for (const [box, checked] of boxes) {
        const want = action.short.includes(Number(box.replace("short-", "")));
        if (want !== checked) await page.setChecked(`#cheeses-decision #${box}`, want);
      }
      break;
    }
    case "dairy":
      await fillQuantities(player, "dairy", action.allocation);
      break;
    case "gift":
      await page.fill("#gift-boxes", String(action.boxes));
      break;
    case "sell":
      await fillQuantities(player, "sell", action.quantities);
      break;
  }
  await press(page, "#cheeses-submit");
}
