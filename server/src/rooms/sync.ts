import type { AnyGame, GameResult } from "@space/shared";
import { project, type RoomState } from "@space/shared/schema";
import { revealTree } from "./reveal";
import type { Seats } from "./seats";

/**
 * Projects the game into the synced state (`project`) and shows each seat's secret node to its
 * owner's view only. Returns the result once the game is over.
 */
export function syncState(state: RoomState, seats: Seats, game: AnyGame, gameState: unknown): GameResult | null {
  const result = project(state, game, gameState);
  state.seats.forEach((slot) => {
    const view = seats.viewOf(slot);
    if (view) revealTree(view, slot.secret);
  });
  return result;
}
