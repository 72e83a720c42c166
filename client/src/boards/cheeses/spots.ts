import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import type { Spot } from "../spots";

/** Where each Space Colony Cheeses move is made (boards/targets.ts): the palette, the map, the buttons, the decision form. */
export function cheesesSpots(action: CheesesAction, view: CheesesView): Spot[] {
  switch (action.type) {
    case "pass": return [{ space: "pass" }];
    case "sue": return [{ space: `sue:${action.target}` }];
    case "build": return [{ space: `module:${action.module}` }, { space: `${action.x},${action.y}` }];
    case "move": {
      const module = view.modules.find((m) => m.id === action.module);
      return module ? [{ space: `${module.x},${module.y}` }, { space: `${action.x},${action.y}` }] : [];
    }
    default: return [{ selector: "#cheeses-decision" }, { selector: "#cheeses-submit" }];
  }
}
