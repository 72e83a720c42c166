import type { ArraySchema } from "@colyseus/schema";
import { publicPart, type AnyGame, type GameResult } from "@space/shared";
import { reconcile, type RoomState } from "@space/shared/schema";
import { revealTree } from "./reveal";
import type { Seats } from "./seats";

/**
 * Projects the game into the synced state: the public view for everyone, each seat's private
 * part into its own secret node (visible to its owner's view only), the awaited seats and the
 * result. Returns the result once the game is over.
 */
export function syncState(state: RoomState, seats: Seats, game: AnyGame, gameState: unknown): GameResult | null {
  reconcile(state.game, publicPart(game.view(gameState, null)));
  state.seats.forEach((slot) => {
    const secret = game.view(gameState, slot.seat).private;
    reconcile(slot.secret, secret === null || secret === undefined ? {} : typeof secret === "object" ? secret : { value: secret });
    const view = seats.viewOf(slot);
    if (view) revealTree(view, slot.secret);
  });
  setNumbers(state.awaiting, game.awaiting(gameState));
  const result = game.result(gameState);
  if (result) {
    state.status = "ended";
    setNumbers(state.winners, result.winners);
    setNumbers(state.scores, result.scores);
    state.deadline = 0;
  }
  return result;
}

function setNumbers(list: ArraySchema<number>, values: number[]): void {
  values.forEach((v, i) => {
    if (i >= list.length) list.push(v);
    else if (list[i] !== v) list[i] = v;
  });
  while (list.length > values.length) list.pop();
}
