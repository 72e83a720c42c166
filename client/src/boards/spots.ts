import type { Action } from "./types";
import { baseSpots } from "./base/spots";
import { cheesesSpots } from "./cheeses/spots";
import { zooSpots } from "./zoo/spots";

/**
 * Where a move is made on a board, in the order a player makes it: board spaces by their test-hook
 * id (the ids the board's `registerSpaceCenter` locates) or a form's element by its selector.
 * A guided game's pointer shows them (docs/learning.md); it is never a verdict on the move.
 */
export type Spot = { space: string } | { selector: string };

export function spotsOf(gameId: string, action: Action, view: Record<string, unknown>, seat: number): Spot[] {
  switch (gameId) {
    case "zoo": return zooSpots(action as never);
    case "base": return baseSpots(action as never, view as never, seat);
    case "cheeses": return cheesesSpots(action as never, view as never);
    default: return [];
  }
}
