/**
 * Actions in flight in one room: sent by a seat, not yet seen counted by that seat's own client.
 * The only sign of acceptance every game shares is the room's moves counter, so an action is
 * taken as accepted once its client sees the counter reach what it was plus one, plus the
 * actions of other seats sent earlier and not yet counted in what it had seen.
 */
export interface Flight {
  /** performance.now() at sending. */
  at: number;
  /** The moves counter the sender had seen. */
  moves: number;
  /** Earlier actions of other seats that may be counted before this one. */
  ahead: Flight[];
  /** Another seat's action was in flight too: the reading may be off by that action's time. */
  overlapped: boolean;
}

/** The moves counter that shows `flight` counted. */
function target(flight: Flight): number {
  return flight.moves + 1 + flight.ahead.length;
}

export class Flights {
  private open = new Map<number, Flight>();

  has(seat: number): boolean {
    return this.open.has(seat);
  }

  /**
   * `seat` sends an action having seen `seen` moves. Only earlier actions are waited for: a later
   * one may depend on this seat's next move, and waiting for it would never end.
   */
  send(seat: number, seen: number, at: number): Flight {
    // An earlier action already counted in what this client has seen (its own client has not read that patch yet) is not ahead.
    const ahead = [...this.open.values()].filter((f) => seen < target(f));
    for (const f of ahead) f.overlapped = true;
    const flight: Flight = { at, moves: seen, ahead, overlapped: ahead.length > 0 };
    this.open.set(seat, flight);
    return flight;
  }

  /** `seat`'s client has seen `moves`: returns its flight if that shows it counted (it is then closed). */
  landed(seat: number, moves: number): Flight | null {
    const flight = this.open.get(seat);
    if (!flight || moves < target(flight)) return null;
    this.open.delete(seat);
    return flight;
  }

  /** `seat`'s action will never be counted (refused, unanswered, left): no other action waits for it. */
  withdraw(seat: number): void {
    const flight = this.open.get(seat);
    if (!flight) return;
    this.open.delete(seat);
    for (const other of this.open.values()) {
      const i = other.ahead.indexOf(flight);
      if (i >= 0) other.ahead.splice(i, 1);
    }
  }
}
