import type { TaskQueue } from "./task-queue";

/**
 * The live turn clock: when the set of awaited seats changes, every awaited seat's clock restarts;
 * a seat has the table's `seconds` times its `moreTime` (the host's choice, 0: no clock). When a
 * seat's clock runs out, `onTimeout` plays the rules' timeout default for the seats whose time is up.
 * Off when 0 seconds.
 */
export class TurnClock {
  private timer?: NodeJS.Timeout;
  private awaitedKey = "";
  private awaited: number[] = [];
  private since = 0;

  constructor(
    private seconds: number,
    private queue: TaskQueue,
    private onTimeout: (seats: number[]) => Promise<void>,
    private moreTime: (seat: number) => number,
    private now: () => number = Date.now,
  ) {}

  /** Restarts the clocks if `awaited` differs from the last set; returns the soonest deadline (epoch ms) or 0. */
  arm(awaited: number[]): number {
    if (this.seconds <= 0) return 0;
    const key = awaited.join(",");
    if (key !== this.awaitedKey) {
      this.awaitedKey = key;
      this.awaited = [...awaited];
      this.since = this.now();
      this.schedule();
    }
    return this.soonest();
  }

  /** A seat's time changed (the host's `moreTime`): its deadline moves, from the same start. */
  retime(): number {
    if (this.seconds <= 0 || !this.awaitedKey) return 0;
    this.schedule();
    return this.soonest();
  }

  /** When the seat's clock runs out (epoch ms); 0 when it is not awaited or has no clock. */
  deadlineOf(seat: number): number {
    if (this.seconds <= 0 || !this.awaited.includes(seat)) return 0;
    const times = this.moreTime(seat);
    return times > 0 ? this.since + this.seconds * 1000 * times : 0;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.awaitedKey = "";
    this.awaited = [];
  }

  private soonest(): number {
    const deadlines = this.awaited.map((s) => this.deadlineOf(s)).filter((d) => d > 0);
    return deadlines.length ? Math.min(...deadlines) : 0;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const at = this.soonest();
    if (!at) return;
    this.timer = this.queue.later(Math.max(0, at - this.now()), async () => {
      this.timer = undefined;
      // A timer may fire a millisecond early; a seat given more time meanwhile is not due.
      const due = this.awaited.filter((s) => { const d = this.deadlineOf(s); return d > 0 && d <= Math.max(at, this.now()); });
      if (!due.length) return this.schedule();
      this.awaitedKey = "";
      await this.onTimeout(due);
    });
  }
}
