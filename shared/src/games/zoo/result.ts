import type { GameResult } from "../../engine/game";
import type { ZooState } from "./types";

/** §3.9 End of turn: scoring and victory decides the winners (highest VP, then ore, then €, shared); the result reads them off the finished game. */
export function result(state: ZooState): GameResult | null {
  return state.stage.kind === "over" ? { winners: state.stage.winners.slice(), scores: state.stage.scores.slice() } : null;
}
