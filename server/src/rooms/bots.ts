import type { AnyGame } from "@space/shared";
import type { Logger } from "../log";
import type { TaskQueue } from "./task-queue";

/**
 * Plays the bot seats: after a short delay, each awaited bot chooses from its own view only
 * (never the full state); a bot that fails falls back to the rules' timeout default.
 */
export class BotPlayer {
  private timer?: NodeJS.Timeout;

  constructor(
    private game: AnyGame,
    private delayMs: number,
    private random: () => number,
    private queue: TaskQueue,
    private log: Logger,
  ) {}

  /**
   * Schedules a turn for the bots `awaitedBots()` names (read again when the timer fires).
   * `play` applies one bot's choice; `done` runs once they have all played.
   */
  arm(awaitedBots: () => number[], state: () => unknown, play: (seat: number, action: unknown) => Promise<void>, done: () => void): void {
    if (this.timer || awaitedBots().length === 0) return;
    this.timer = this.queue.later(this.delayMs, async () => {
      this.timer = undefined;
      for (const seat of awaitedBots()) await play(seat, this.choose(state(), seat));
      done();
    });
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private choose(state: unknown, seat: number): unknown {
    try {
      return this.game.bot.choose(this.game.view(state, seat), seat, this.random);
    } catch (e) {
      this.log.warn({ err: e, seat }, "bot failed to choose");
      return this.game.timeoutAction(state, seat);
    }
  }
}
