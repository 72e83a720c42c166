import { base as engine } from "@space/shared/base";
import type { BaseAction, BaseView } from "@space/shared/base";
import { clickSpace, type Player } from "./harness";

const at = (p: { x: number; y: number }) => `space:${p.x},${p.y}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Plays `action` on the Space Base page as a player would: the board's spaces (test-hook ids) for
 * what is on the canvas, the DOM forms beside it for a repair and a discard.
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
      return clickSpace(page, at(action.at), 5000);
    case "pass":
      return clickSpace(page, "pass", 5000);
    case "move":
      await clickSpace(page, at(action.from), 5000);
      return clickSpace(page, at(action.to), 5000);
    case "switch":
      await clickSpace(page, at(action.a), 5000);
      return clickSpace(page, at(action.b), 5000);
    case "steal":
      return clickSpace(page, `steal:${action.target}`, 5000);
    case "take":
      return clickSpace(page, `take:${action.card}`, 5000);
    case "build":
      // A card picked stays picked after its build while another of its kind can be built in this
      // step, and a tap on a picked card lets it go: tap the card only when it is not picked already.
      if (!stillPicked.get(player.name)?.(action, view)) await clickSpace(page, `card:${action.card}`, 5000);
      stillPicked.set(player.name, (next, nextView) => next.type === "build" && next.card === action.card && stepOf(nextView) === stepOf(view));
      return clickSpace(page, at(action.at), 5000);
    case "repair": {
      // The repair form lists the legal repairs (and the pass) as one button each, in the engine's order.
      const listed = engine.legalActionsInView(view, seat).filter((a) => a.type === "repair" || a.type === "pass");
      const i = listed.findIndex((a) => same(a, action));
      if (i < 0) throw new Error(`${player.name}: the repair ${JSON.stringify(action)} is not in the form`);
      return page.click(`#base-choice-${i}`);
    }
    case "discard": {
      // Tap the cards to let go in the hand's chips, then Discard.
      const hand = view.private?.hand ?? [];
      const used = new Set<number>();
      for (const card of action.cards) {
        const i = hand.findIndex((c, j) => c === card && !used.has(j));
        used.add(i);
        await page.click(`#base-discard-card-${i}`);
      }
      return page.click("#base-discard-confirm");
    }
  }
}
