import { PRODUCTS } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Quantities } from "@space/shared/cheeses";
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

/**
 * Plays `action` on the Space Colony Cheeses page as a player would: the palette, the map's spaces
 * and the buttons on the canvas (test-hook ids), the DOM form for the simultaneous decisions.
 */
export async function playCheeses(player: Player, action: CheesesAction, view: CheesesView): Promise<void> {
  const { page } = player;
  switch (action.type) {
    case "pass":
      return clickSpace(page, "pass", 5000);
    case "sue":
      return clickSpace(page, `sue:${action.target}`, 5000);
    case "build":
      await clickSpace(page, `module:${action.module}`, 5000);
      return clickSpace(page, `${action.x},${action.y}`, 5000);
    case "move": {
      const module = view.modules.find((m) => m.id === action.module);
      if (!module) throw new Error(`${player.name}: no module ${action.module} to move`);
      await clickSpace(page, `${module.x},${module.y}`, 5000);
      return clickSpace(page, `${action.x},${action.y}`, 5000);
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
