import type { Page } from "playwright-core";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import { hookState } from "./harness";

/** What a Space Zoo page shows its player, read through the test hook. */
export interface Seen {
  view: ZooView;
  seat: number;
  moves: number;
  awaiting: number[];
}

export async function seen(page: Page): Promise<Seen> {
  const s = (await hookState(page)) as unknown as { view: ZooView; mySeat: number; moves: number; awaiting: number[] };
  return { view: s.view, seat: s.mySeat, moves: s.moves, awaiting: s.awaiting };
}

/**
 * The board spaces (test-hook ids) to click, in order, to play `action` on the Space Zoo board.
 * The same ids on a phone: the step's buttons are then the prompt bar's (`[data-space="<id>"]`,
 * which `clickSpace` taps first) and every tile is a target of at least 44x44 CSS px
 * (docs/boards/zoo.md, "On a phone").
 */
export function spacesFor(action: ZooAction): string[] {
  switch (action.type) {
    case "choose": return [`card:${action.phase}`];
    case "takeCoin": return ["funding:coin"];
    case "takeToken": return ["funding:token"];
    case "buy": return [`research:${action.position}`];
    case "build": return [action.build ? "build:yes" : "build:no"];
    case "reveal": return ["reveal"];
    case "place": return [...action.planets.map((id) => `planet:${id}`), "confirm"];
    case "trade": return [`planet:${action.planet}`];
    case "sell": return [`animal:${action.planet}`];
    case "pass": return ["pass"];
  }
}
