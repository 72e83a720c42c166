/**
 * A turn-based table's clock (docs/turn-based.md, "Clocks and the bank"): each awaited seat has the
 * move's clock from when the game began waiting for it; once that runs out, its bank (the reserve
 * for the whole game) runs; once both have run out, the rules play for it. Acting stops the seat's
 * clock and charges the bank with what it used of it. Pure: the room's timers live in turn-clock.ts.
 */
export interface SeatClock {
  /** Epoch ms since which the game waits for this seat; 0 while it does not. */
  since: number;
  /** The reserve left for the whole game, in ms. */
  bank: number;
  /** Times in a row the rules played for this seat. */
  timeouts: number;
  /** The move's clock ran out and the bank is running (told once). */
  inBank: boolean;
  /** The host's choice: the move's clock times this many, 0 for no clock at all (absent: 1). */
  moreTime?: number;
}

export interface ClockState {
  seats: SeatClock[];
}

export interface ClockLengths {
  /** The move's clock, in ms. */
  turnMs: number;
  /** Each player's bank at the start, in ms. */
  bankMs: number;
}

/** The next thing the clock does by itself: the bank starts running, or the rules play. */
export interface ClockEvent {
  at: number;
  seat: number;
  kind: "bank" | "timeout";
}

/** The seat's clock for a move: the table's, times the host's `moreTime` for it; Infinity when it has none. */
export function moveMs(seat: SeatClock, lengths: ClockLengths): number {
  const times = seat.moreTime ?? 1;
  return times > 0 ? lengths.turnMs * times : Infinity;
}

export function newClock(players: number, lengths: ClockLengths): ClockState {
  return { seats: Array.from({ length: players }, () => ({ since: 0, bank: lengths.bankMs, timeouts: 0, inBank: false })) };
}

/** The game now waits for `awaited`: seats newly awaited start their clock; seats no longer awaited stop it and pay their bank. */
export function awaitNow(clock: ClockState, awaited: number[], now: number, lengths: ClockLengths): void {
  clock.seats.forEach((seat, i) => {
    const waited = awaited.includes(i);
    if (waited && seat.since === 0) {
      seat.since = now;
      seat.inBank = false;
    } else if (!waited && seat.since !== 0) {
      seat.bank = Math.max(0, seat.bank - Math.max(0, now - (seat.since + moveMs(seat, lengths))));
      seat.since = 0;
      seat.inBank = false;
    }
  });
}

/** When the seat's time runs out altogether (move's clock and bank), or 0 when the game does not wait for it or it has no clock. */
export function seatDeadline(seat: SeatClock, lengths: ClockLengths): number {
  const at = seat.since + moveMs(seat, lengths) + seat.bank;
  return seat.since === 0 || !Number.isFinite(at) ? 0 : at;
}

/** The bank left at `now`: what is left of it once the move's clock has run out. */
export function bankLeft(seat: SeatClock, lengths: ClockLengths, now: number): number {
  if (seat.since === 0) return seat.bank;
  return Math.max(0, seat.bank - Math.max(0, now - (seat.since + moveMs(seat, lengths))));
}

/** The clock's next event, or null when no seat is awaited. */
export function nextEvent(clock: ClockState, lengths: ClockLengths): ClockEvent | null {
  let next: ClockEvent | null = null;
  clock.seats.forEach((seat, i) => {
    if (seat.since === 0 || !seatDeadline(seat, lengths)) return;
    const bankStarts = seat.since + moveMs(seat, lengths);
    const event: ClockEvent = seat.inBank || seat.bank === 0
      ? { at: seatDeadline(seat, lengths), seat: i, kind: "timeout" }
      : { at: bankStarts, seat: i, kind: "bank" };
    if (!next || event.at < next.at) next = event;
  });
  return next;
}

/** The seat moved itself: its run of timeouts ends. */
export function actedItself(clock: ClockState, seat: number): void {
  const s = clock.seats[seat];
  if (s) s.timeouts = 0;
}

/** The rules played for the seat: its bank is spent and its run of timeouts grows. */
export function timedOut(clock: ClockState, seat: number): void {
  const s = clock.seats[seat];
  if (!s) return;
  s.bank = 0;
  s.timeouts += 1;
}
