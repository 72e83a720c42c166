import { base as engine, type BaseAction, type BaseView } from "@space/shared/base";
import type { Spot } from "../spots";

const at = (p: { x: number; y: number }): Spot => ({ space: `space:${p.x},${p.y}` });

/** Where each Space Base move is made (boards/targets.ts): the grid, the hand, the buttons, the repair and discard forms. */
export function baseSpots(action: BaseAction, view: BaseView, seat: number): Spot[] {
  switch (action.type) {
    case "placeOutpost":
    case "capture": return [at(action.at)];
    case "pass": return [{ space: "pass" }];
    case "move": return [at(action.from), at(action.to)];
    case "switch": return [at(action.a), at(action.b)];
    case "steal": return [{ space: `steal:${action.target}` }];
    case "take": return [{ space: `take:${action.card}` }];
    case "build": return [{ space: `card:${action.card}` }, at(action.at)];
    case "repair": {
      // The repair form lists the legal repairs and the pass, one button each, in the engine's order.
      const listed = engine.legalActionsInView(view, seat).filter((a) => a.type === "repair" || a.type === "pass");
      const i = listed.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      return i < 0 ? [] : [{ selector: `#base-choice-${i}` }];
    }
    case "discard": return [{ selector: "#base-discard-confirm" }];
  }
}
