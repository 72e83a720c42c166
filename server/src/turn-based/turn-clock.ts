import type { TaskQueue } from "../rooms/task-queue";
import {
  actedItself, awaitNow, bankLeft, moveMs, newClock, nextEvent, seatDeadline, timedOut,
  type ClockEvent, type ClockLengths, type ClockState,
} from "./clock-rules";

/** What the clock does at the table when one of its events comes. */
export interface ClockHooks {
  /** The seat's move clock ran out: its bank runs now. */
  bankStarts(seat: number): void;
  /** The seat's bank ran out too: the rules play for it. */
  runOut(seat: number): Promise<void>;
  /** The clock's state changed (stored with the game: a sleeping table is its clock). */
  changed(): void;
}

/** Node's timers hold at most ~24.8 days; a longer wait is re-armed on the way. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The turn-based clock in the room: the rules of clock-rules.ts with a timer on the next event.
 * `check` runs the events due by `now()` (the waker calls it for an awake table; a woken one
 * calls it as it opens).
 */
export class TurnBasedClock {
  private timer?: NodeJS.Timeout;
  readonly state: ClockState;

  constructor(
    readonly lengths: ClockLengths,
    players: number,
    stored: ClockState | null,
    private queue: TaskQueue,
    private now: () => number,
    private hooks: ClockHooks,
    /** The host's choice of clock for each seat (the seat's `moreTime`). */
    private moreTime: (seat: number) => number = () => 1,
  ) {
    this.state = stored && stored.seats.length === players ? stored : newClock(players, lengths);
  }

  /** The game waits for `awaited` now; returns the soonest seat deadline (0: none). */
  arm(awaited: number[]): number {
    this.takeMoreTime();
    awaitNow(this.state, awaited, this.now(), this.lengths);
    this.hooks.changed();
    this.schedule();
    return this.deadline();
  }

  /** A seat's time changed (the host's `moreTime`): its deadline moves, from the same start. */
  retime(): void {
    this.takeMoreTime();
    for (const seat of this.state.seats) {
      // More time on a clock already in its bank: the move's clock runs again, and the bank waits.
      if (seat.inBank && this.now() < seat.since + moveMs(seat, this.lengths)) seat.inBank = false;
    }
    this.hooks.changed();
    this.schedule();
  }

  acted(seat: number): void {
    actedItself(this.state, seat);
  }

  /** When the table must wake for the clock, or 0. */
  nextAt(): number {
    return nextEvent(this.state, this.lengths)?.at ?? 0;
  }

  seatDeadline(seat: number): number {
    const s = this.state.seats[seat];
    return s ? seatDeadline(s, this.lengths) : 0;
  }

  bankLeft(seat: number): number {
    const s = this.state.seats[seat];
    return s ? bankLeft(s, this.lengths, this.now()) : 0;
  }

  timeouts(seat: number): number {
    return this.state.seats[seat]?.timeouts ?? 0;
  }

  /** Runs every event due by now, in order. */
  async check(): Promise<void> {
    for (let event = this.due(); event; event = this.due()) await this.run(event);
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private takeMoreTime(): void {
    this.state.seats.forEach((seat, i) => {
      const times = this.moreTime(i);
      if (times === 1) delete seat.moreTime;
      else seat.moreTime = times;
    });
  }

  private deadline(): number {
    const deadlines = this.state.seats.map((s) => seatDeadline(s, this.lengths)).filter((d) => d > 0);
    return deadlines.length ? Math.min(...deadlines) : 0;
  }

  private due(): ClockEvent | null {
    const event = nextEvent(this.state, this.lengths);
    return event && event.at <= this.now() ? event : null;
  }

  private async run(event: ClockEvent): Promise<void> {
    const seat = this.state.seats[event.seat];
    if (event.kind === "bank") {
      seat.inBank = true;
      this.hooks.changed();
      this.hooks.bankStarts(event.seat);
      return;
    }
    timedOut(this.state, event.seat);
    // The seat's clock starts afresh (with an empty bank) if the game still waits for it after the rules played.
    seat.since = 0;
    seat.inBank = false;
    await this.hooks.runOut(event.seat);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const at = this.nextAt();
    if (!at) return;
    const ms = Math.min(LONGEST_TIMER_MS, Math.max(0, at - this.now()));
    this.timer = this.queue.later(ms, () => this.check());
  }
}
