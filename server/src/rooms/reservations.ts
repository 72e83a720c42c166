import type { Seats } from "./seats";

/** A colyseus seat reservation: [join options, auth data, consumed, is a reconnection]. */
type Reservation = [unknown, unknown, boolean?, boolean?];

/** Pending player joins without a seat token a room holds at most: they can only take open lobby seats. */
const MAX_PENDING_NEWCOMERS = 16;

/**
 * Who may reserve a place in the room before connecting (docs/server.md, "Limits"): a seat
 * token's holder always; spectators up to `maxSpectators`, connected or pending, so watchers
 * never lock players out; newcomers a bounded number at a time (onJoin tells them when no seat is left).
 */
export class Reservations {
  constructor(private seats: Seats, private maxSpectators: number) {}

  admit(options: unknown, pending: Reservation[]): boolean {
    const o = (options ?? {}) as { spectator?: unknown; seatToken?: unknown };
    if (typeof o.seatToken === "string" && this.seats.findByToken(o.seatToken)) return true;
    const waiting = pending.filter(([p, , , reconnection]) => !reconnection && !hasToken(p));
    if (o.spectator === true) {
      const spectators = waiting.filter(([p]) => isSpectator(p)).length;
      return this.seats.spectators + spectators < this.maxSpectators;
    }
    return waiting.filter(([p]) => !isSpectator(p)).length < MAX_PENDING_NEWCOMERS;
  }
}

function isSpectator(options: unknown): boolean {
  return (options as { spectator?: unknown } | null)?.spectator === true;
}

function hasToken(options: unknown): boolean {
  return typeof (options as { seatToken?: unknown } | null)?.seatToken === "string";
}
