import type { Phase } from "@space/shared/zoo";
import type { ZooAction } from "@space/shared/zoo";
import type { Action } from "../types";

/** What the player may click now, read off the engine's legal actions (the board never decides legality). */
export interface Targets {
  choose: Set<Phase>;
  buy: Set<number>;
  trade: Set<string>;
  sell: Set<string>;
  /** Planets that appear in some legal Expand placement. */
  place: Set<string>;
  /** Most camps one legal placement puts down. */
  placeMax: number;
  /** Every legal placement as listed by the engine. */
  placements: string[][];
  reveal: boolean;
  pass: boolean;
  takeCoin: boolean;
  takeToken: boolean;
  build: boolean;
  skipBuild: boolean;
}

export function targetsOf(legal: Action[]): Targets {
  const t: Targets = {
    choose: new Set(), buy: new Set(), trade: new Set(), sell: new Set(), place: new Set(), placeMax: 0, placements: [],
    reveal: false, pass: false, takeCoin: false, takeToken: false, build: false, skipBuild: false,
  };
  for (const action of legal as ZooAction[]) {
    switch (action.type) {
      case "choose": t.choose.add(action.phase); break;
      case "buy": t.buy.add(action.position); break;
      case "trade": t.trade.add(action.planet); break;
      case "sell": t.sell.add(action.planet); break;
      case "place":
        t.placements.push(action.planets);
        action.planets.forEach((id) => t.place.add(id));
        t.placeMax = Math.max(t.placeMax, action.planets.length);
        break;
      case "reveal": t.reveal = true; break;
      case "pass": t.pass = true; break;
      case "takeCoin": t.takeCoin = true; break;
      case "takeToken": t.takeToken = true; break;
      case "build": if (action.build) t.build = true; else t.skipBuild = true; break;
    }
  }
  return t;
}

/**
 * Whether `picked` may grow by `id`: the planet is in some legal placement and the count stays
 * within the most camps a legal placement puts down. With many empty planets the engine lists
 * only a representative set; any set of such planets within that count is still one it accepts.
 */
export function canPick(t: Targets, picked: string[], id: string): boolean {
  return t.place.has(id) && !picked.includes(id) && picked.length < t.placeMax;
}
