import { games, randomFunction, type AnyGame, type Bot, type BotLevel, type GameId } from "@space/shared";
import { idleThisThread } from "./idle-priority";

// Searching is background work: on Linux the thread yields its core to any other that wakes.
idleThisThread();

/** One decision asked of a bot thread: everything travels by structured clone, the view only (never the state). */
export interface ThinkTask {
  gameId: GameId;
  level: string;
  view: unknown;
  seat: number;
  /** Seeds the bot's own randomness (drawn by the room from its generator). */
  seed: string;
  budgetMs: number;
}

/** The bot of `level` for `game`; the heuristic bot when the game has no such level (test fixtures, seats stored before levels). */
export function botAt(game: AnyGame, level: string): Bot<unknown, unknown> {
  return game.bots?.[level as BotLevel] ?? game.bot;
}

/** Runs in a worker thread (piscina): a search that takes its whole budget never blocks a room's event loop. */
export default function think(task: ThinkTask): unknown {
  const game = games[task.gameId] as AnyGame | undefined;
  if (!game) throw new Error(`no game ${task.gameId} in this thread`);
  return botAt(game, task.level).choose(task.view, task.seat, randomFunction(task.seed), { budgetMs: task.budgetMs });
}
