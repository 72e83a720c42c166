import { randomBytes } from "node:crypto";
import type { Client } from "colyseus";
import { HINT_CHOICES, Msg, ServerMsg, randomFunction, type AnyGame, type ErrorMessage, type GameId, type HintMessage, type RankedChoice } from "@space/shared";
import type { Logger } from "../log";
import type { BotPool } from "../bots/pool";
import { botAt } from "../bots/think";
import { Rejection } from "./rejection";
import type { Table } from "./table";
import type { TaskQueue } from "./task-queue";

/** The level whose search a hint asks. */
const HINT_LEVEL = "hard";

export interface HintDesk {
  game: AnyGame;
  table: Table;
  queue: TaskQueue;
  logger: Logger;
  /** Where the search runs: the bot processes, or (null) the room's thread. */
  pool: BotPool | null;
  /** The search's time for one hint. */
  budgetMs: number;
  /** Whether this table allows hints (its create option). */
  allowed(): boolean;
}

/**
 * "What would a strong player do?" (docs/learning.md, "Hints"): the hard bot's search, from the
 * asker's own view only (a hint sees what its reader sees), run off the room's turn like a bot's
 * move; its best moves with their chance to win go to the asker alone, and the log tells everyone
 * a hint was taken. One hint at a time a seat.
 */
export class Hints {
  private asking = new Set<number>();

  constructor(private desk: HintDesk) {}

  /** In the room's turn: refuses when this seat may not ask now, else starts the search and returns. */
  ask(client: Client, seat: number): void {
    if (!this.desk.allowed()) throw new Rejection("hints_off", "hints are off at this table");
    const { view, moves } = this.desk.table.decision(seat);
    if (this.asking.has(seat)) throw new Rejection("hint_pending", "your last hint is still being worked out");
    this.asking.add(seat);
    void this.search(view, seat)
      .then((ranked) => this.desk.queue.push(async () => {
        const message: HintMessage = { moves, choices: ranked.slice(0, HINT_CHOICES).map(({ action, chance }) => ({ action, chance })) };
        client.send(ServerMsg.hint, message);
        this.desk.table.hintTaken(seat);
      }))
      .catch((err: unknown) => {
        this.desk.logger.warn({ err, seat }, "hint failed");
        const error: ErrorMessage = { code: "server_error", message: "the server could not work out a hint", about: Msg.hint };
        client.send(ServerMsg.error, error);
      })
      .finally(() => this.asking.delete(seat));
  }

  private async search(view: unknown, seat: number): Promise<RankedChoice<unknown>[]> {
    const { game, pool, budgetMs } = this.desk;
    const seed = randomBytes(12).toString("base64url");
    if (pool) return (await pool.think({ gameId: game.id as GameId, level: HINT_LEVEL, view, seat, seed, budgetMs, ask: "rank" })) as RankedChoice<unknown>[];
    const bot = botAt(game, HINT_LEVEL);
    return bot.rank ? bot.rank(view, seat, randomFunction(seed), { budgetMs }) : [];
  }
}
