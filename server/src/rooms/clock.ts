import type { TaskQueue } from "./task-queue";

/**
 * The turn clock: when the set of awaited seats changes, the clock restarts; when it runs out,
 * `onTimeout` plays the rules' timeout default for every seat still awaited. Off when 0 seconds.
 */
export class TurnClock {
  private timer?: NodeJS.Timeout;
  private awaitedKey = "";

  constructor(
    private seconds: number,
    private queue: TaskQueue,
    private onTimeout: () => Promise<void>,
  ) {}

  /** Restarts the clock if `awaited` differs from the last set; returns the deadline (epoch ms) or 0. */
  arm(awaited: number[], deadline: number): number {
    if (this.seconds <= 0) return 0;
    const key = awaited.join(",");
    if (key === this.awaitedKey) return deadline;
    this.awaitedKey = key;
    clearTimeout(this.timer);
    const ms = this.seconds * 1000;
    this.timer = this.queue.later(ms, async () => {
      this.timer = undefined;
      this.awaitedKey = "";
      await this.onTimeout();
    });
    return Date.now() + ms;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.awaitedKey = "";
  }
}
