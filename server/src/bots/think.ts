import { games, randomFunction, type AnyGame, type Bot, type BotLevel, type GameId } from "@space/shared";

/** One decision asked of a bot process: everything travels by structured clone, the view only (never the state). */
export interface ThinkTask {
  gameId: GameId;
  level: string;
  view: unknown;
  seat: number;
  /** Seeds the bot's own randomness (drawn by the room from its generator). */
  seed: string;
  budgetMs: number;
  /** "choose" (the default): the bot's move; "rank": the hard bot's moves weighed, best first (a hint). */
  ask?: "choose" | "rank";
}

/** The bot of `level` for `game`; the heuristic bot when the game has no such level (test fixtures, seats stored before levels). */
export function botAt(game: AnyGame, level: string): Bot<unknown, unknown> {
  return game.bots?.[level as BotLevel] ?? game.bot;
}

/** One decision, in a bot process (`worker.ts`): a search that takes its whole budget never blocks a room's event loop. */
export function think(task: ThinkTask): unknown {
  const game = games[task.gameId] as AnyGame | undefined;
  if (!game) throw new Error(`no game ${task.gameId} in this process`);
  const bot = botAt(game, task.level);
  const rng = randomFunction(task.seed);
  if (task.ask === "rank") {
    if (!bot.rank) throw new Error(`the ${task.level} bot of ${game.id} does not rank moves`);
    return bot.rank(task.view, task.seat, rng, { budgetMs: task.budgetMs });
  }
  return bot.choose(task.view, task.seat, rng, { budgetMs: task.budgetMs });
}
