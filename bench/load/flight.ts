/**
 * Actions in flight in one room: sent by a seat, not yet seen counted by that seat's own client.
 * The only sign of acceptance every game shares is the room's moves counter, so an action is
 * taken as accepted once its client sees the counter reach what it was plus one, plus the
 * actions of other seats sent earlier and not yet counted in what it had seen. While its seat is
 * still awaited, the actions other seats sent after it (not knowing it counted) must be counted
 * too: the server may take a later action first, and the counter alone cannot tell which it took.
 */
export interface Flight {
  /** performance.now() at sending. */
  at: number;
  /** The moves counter the sender had seen. */
  moves: number;
  /** Earlier actions of other seats that may be counted before this one. */
  ahead: Flight[];
  /** Later actions of other seats, sent before their client saw this one counted. */
  later: Flight[];
  /** Another seat's action was in flight too: the reading may be off by that action's time. */
  overlapped: boolean;
}

/** The moves counter that shows `flight` counted. */
function target(flight: Flight): number {
  return flight.moves + 1 + flight.ahead.length;
}

export class Flights {
  private open = new Map<number, Flight>();
  /** Each seat's last action, open or landed: a refusal is of that one. */
  private last = new Map<number, Flight>();

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
    const flight: Flight = { at, moves: seen, ahead, later: [], overlapped: ahead.length > 0 };
    for (const f of ahead) {
      f.overlapped = true;
      f.later.push(flight);
    }
    this.open.set(seat, flight);
    this.last.set(seat, flight);
    return flight;
  }

  /**
   * `seat`'s client has seen `moves`, and whether its seat is still `awaited` there: returns its
   * flight if that shows it counted (it is then closed).
   */
  landed(seat: number, moves: number, awaited: boolean): Flight | null {
    const flight = this.open.get(seat);
    if (!flight || moves < target(flight)) return null;
    if (awaited && moves < target(flight) + flight.later.length) return null;
    this.open.delete(seat);
    return flight;
  }

  /** `seat`'s action in flight will never be counted (unanswered, left): no other action waits for it. */
  withdraw(seat: number): void {
    const flight = this.open.get(seat);
    if (flight) this.forget(seat, flight);
  }

  /** The server refused `seat`'s last action, even one taken as landed: no other action waits for it. */
  refused(seat: number): void {
    const flight = this.last.get(seat);
    if (flight) this.forget(seat, flight);
  }

  private forget(seat: number, flight: Flight): void {
    this.open.delete(seat);
    this.last.delete(seat);
    for (const other of this.open.values()) {
      for (const list of [other.ahead, other.later]) {
        const i = list.indexOf(flight);
        if (i >= 0) list.splice(i, 1);
      }
    }
  }
}
