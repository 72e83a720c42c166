import type { AnyGame, GameId } from "@space/shared";
import type { SeatSlot } from "@space/shared/schema";
import type { Logger } from "../log";
import { botAt } from "../bots/think";
import type { BotPool } from "../bots/pool";
import type { TaskQueue } from "./task-queue";

/** Levels that search: they think in a bot process, never on the room's event loop. */
const SEARCHING = new Set(["hard"]);

export interface BotSettings {
  delayMs: number;
  random: () => number;
  /** Where searching bots think; null: on the room's thread (fixtures and tests without bot processes). */
  pool: BotPool | null;
  /** A searching bot's time per decision. */
  budgetMs: number;
  /** A guided first game's written move for the seat (guide.ts), played instead of the bot's choice. */
  scripted?: (seat: number) => unknown;
}

/**
 * Plays the bot seats: after a short delay, each awaited bot chooses from its own view only
 * (never the full state) at its seat's level; a bot that fails falls back to the rules' timeout default.
 */
export class BotPlayer {
  private timer?: NodeJS.Timeout;
  /** Bumped by `stop`: a turn that began before it plays nothing more. */
  private generation = 0;

  constructor(private game: AnyGame, private settings: BotSettings, private queue: TaskQueue, private log: Logger) {}

  /**
   * Schedules a turn for the bots `awaitedBots()` names (read again when the timer fires).
   * `play` applies one bot's choice; `done` runs once they have all played.
   */
  arm(awaitedBots: () => SeatSlot[], state: () => unknown, play: (seat: number, action: unknown) => Promise<void>, done: () => void): void {
    if (this.timer || awaitedBots().length === 0) return;
    const generation = this.generation;
    this.timer = this.queue.later(this.settings.delayMs, async () => {
      for (const slot of awaitedBots()) {
        const action = await this.decide(slot, state);
        // The room closed, or the seat was played (the clock, a returning player), while the bot thought.
        if (generation !== this.generation || !awaitedBots().includes(slot)) continue;
        await play(slot.seat, action);
      }
      if (generation !== this.generation) return;
      this.timer = undefined;
      done();
    });
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.generation += 1;
  }

  /** The slot's bot's choice on the state as it is when the choice is made; a search that saw an older state thinks again once. */
  private async decide(slot: SeatSlot, state: () => unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const seen = state();
      const action = await this.choose(seen, slot);
      if (state() === seen || attempt > 0) return action;
    }
  }

  private async choose(state: unknown, slot: SeatSlot): Promise<unknown> {
    const { seat, level } = slot;
    const written = this.settings.scripted?.(seat);
    if (written !== undefined) return written;
    try {
      const view = this.game.view(state, seat);
      const pool = this.settings.pool;
      if (pool && SEARCHING.has(level)) {
        const seed = String(Math.floor(this.settings.random() * 0x100000000));
        return await pool.think({ gameId: this.game.id as GameId, level, view, seat, seed, budgetMs: this.settings.budgetMs });
      }
      return botAt(this.game, level).choose(view, seat, this.settings.random, { budgetMs: this.settings.budgetMs });
    } catch (e) {
      this.log.warn({ err: e, seat, level }, "bot failed to choose");
      return this.game.timeoutAction(state, seat);
    }
  }
}
