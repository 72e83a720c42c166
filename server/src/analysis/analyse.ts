import { games, turningPoints, type AnyGame, type GameId, type TurningPoints } from "@space/shared";

/** One finished game to analyse, as the store keeps it: everything travels by structured clone to the analysis process. */
export interface AnalyseTask {
  gameId: GameId;
  players: number;
  seed: string;
  actions: { seat: number; action: unknown }[];
  /** Imagined games per estimate; default: the game's own. */
  iterations?: number;
}

/**
 * A finished game's turning points (docs/learning.md, "Turning points"), in the analysis process:
 * `progress` is told after each decision estimated. The search's own randomness is seeded by the
 * game's seed, so an analysis worked out twice gives the same answer.
 */
export function analyse(task: AnalyseTask, progress: (done: number, total: number) => void): TurningPoints {
  const game = games[task.gameId] as AnyGame | undefined;
  if (!game) throw new Error(`no game ${task.gameId} in this process`);
  return turningPoints(game, task.players, task.seed, task.actions, { iterations: task.iterations, seed: `analysis:${task.seed}`, progress });
}
