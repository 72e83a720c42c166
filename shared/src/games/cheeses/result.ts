import type { GameResult } from "../../engine/game";
import type { CheesesState } from "./types";

/** §4.12 End of game: after S11 of turn 15 the player with the most $ wins; players tied on the most $ all win. */
export function result(state: CheesesState): GameResult | null {
  if (state.step !== "over") return null;
  const best = Math.max(...state.money);
  return { winners: state.money.flatMap((m, seat) => (m === best ? [seat] : [])), scores: state.money.slice() };
}
