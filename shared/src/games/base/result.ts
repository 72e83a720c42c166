import type { GameResult } from "../../engine/game";
import type { BaseState } from "./types";

/** §2 GAME_OVER: when the deck has run out, the player with the most credits wins; tied players share the win. */
export function result(state: BaseState): GameResult | null {
  if (state.phase !== "over") return null;
  const best = Math.max(...state.credits);
  return { winners: state.credits.flatMap((c, seat) => (c === best ? [seat] : [])), scores: state.credits.slice() };
}
