import { PRODUCTS } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Quantities } from "@space/shared/cheeses";
import type { Page } from "playwright-core";
import { clickSpace, type Player } from "./harness";

/** The steps decided in a DOM form beside the map (the others are clicks on the canvas). */
export const FORM_STEPS = ["energy", "dairy", "gift", "market"];

/** Types `quantities` into the form's steppers (`prefix-product`); a product without a stepper must be 0. */
async function fillQuantities(player: Player, prefix: string, quantities: Quantities): Promise<void> {
  for (const p of PRODUCTS) {
    const field = player.page.locator(`#${prefix}-${p}`);
    if (await field.count()) await field.fill(String(quantities[p] ?? 0));
    else if (quantities[p]) throw new Error(`${player.name}: the form has no ${prefix} field for ${p}, to set ${quantities[p]}`);
  }
}

type Spot = { x: number; y: number; w?: number; h?: number } | null;
/** `window` with the test hook's locator, sizes included (a phone's board reports them). */
type Hooked = { __tabletop: { spaceCenter?(id: string): Spot } };

const where = (page: Page, id: string): Promise<Spot> =>
  page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter?.(i) ?? null, id);

/** The board is drawn in its phone layout (under 640 px wide: a phone upright or held sideways). */
const phoneBoard = (page: Page): Promise<boolean> =>
  page.evaluate(() => (document.getElementById("board-canvas")?.clientWidth ?? window.innerWidth) < 640);

/**
 * On a phone, scrolls the page as a finger would so that the space is in the free part of the
 * screen: below the prompt bar stuck on top, above the decision sheet at the bottom.
 */
async function scrollToFree(page: Page, id: string): Promise<void> {
  await page.evaluate((i) => {
    const p = (window as unknown as Hooked).__tabletop.spaceCenter?.(i);
    if (!p) return;
    const top = (document.getElementById("phone-bar")?.getBoundingClientRect().bottom ?? 0) + 30;
    const sheet = document.getElementById("board-decision");
    const bottom = (sheet && sheet.offsetHeight && getComputedStyle(sheet).position === "fixed" ? sheet.getBoundingClientRect().top : window.innerHeight) - 30;
    if (p.y < top || p.y > bottom) window.scrollBy(0, p.y - (top + bottom) / 2);
  }, id);
}

/**
 * Taps a space of the map as a player on a phone would: when it is out of view or too small to aim
 * at, "Whole map" (zoom:fit), then a tap on its place, which zooms the map in there.
 */
export async function tapSpace(page: Page, id: string): Promise<void> {
  if (!(await phoneBoard(page))) return clickSpace(page, id, 5000);
  await page.waitForFunction(() => (window as unknown as Hooked).__tabletop.spaceCenter?.("zoom:fit") != null, undefined, { timeout: 5000 });
  let spot = await where(page, id);
  if (!spot || (spot.w ?? 0) < 44) {
    if (!spot) {
      await scrollToFree(page, "zoom:fit");
      await clickSpace(page, "zoom:fit", 5000);
      spot = await where(page, id);
    }
    await scrollToFree(page, id);
    spot = await where(page, id);
    if (!spot) throw new Error(`the whole map does not show ${id}`);
    await page.mouse.click(spot.x, spot.y);
  }
  await scrollToFree(page, id);
  await clickSpace(page, id, 5000);
}

/** A button or palette tile: brought into the free part of a phone's screen first. */
export async function tap(page: Page, id: string): Promise<void> {
  if (await phoneBoard(page)) {
    await page.waitForFunction((i) => (window as unknown as Hooked).__tabletop.spaceCenter?.(i) != null, id, { timeout: 5000 });
    await scrollToFree(page, id);
  }
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
    case "energy":
      for (const box of await page.locator("#cheeses-decision input[type=checkbox]").all()) {
        const id = Number((await box.getAttribute("id"))!.replace("short-", ""));
        await box.setChecked(action.short.includes(id));
      }
      break;
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
  await page.click("#cheeses-submit");
}
