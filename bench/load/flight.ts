/**
 * Actions in flight in one room: sent by a seat, not yet seen counted by that seat's own client.
 * The only sign of acceptance every game shares is the room's moves counter (the bench's players
 * are the room's only movers), so an action is taken as accepted once its client sees the counter
 * reach what it was plus one, plus the actions of other seats sent earlier and not yet counted in
 * what it had seen. While its seat is still awaited that is not enough: the server may have taken
 * another seat's action first (a later one, or one whose own client has already seen it counted),
 * and the counter alone cannot tell which it took. Such an action lands once every action sent in
 * the room and not refused is counted.
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

/** The moves counter that shows `flight` counted, if no other action was taken before it. */
function target(flight: Flight): number {
  return flight.moves + 1 + flight.ahead.length;
}

export class Flights {
  private open = new Map<number, Flight>();
  /** Each seat's last action, open or landed: a refusal is of that one. */
  private last = new Map<number, Flight>();
  /** The moves counter once every action sent in the room and not withdrawn is counted. */
  private everySent: number | null = null;

  has(seat: number): boolean {
    return this.open.has(seat);
  }

  /**
   * `seat` sends an action having seen `seen` moves. Its target counts only the earlier actions: a
   * later one may depend on this seat's next move. Later ones are waited for only while this seat
   * is still awaited (`landed`), when none of them can depend on it.
   */
  send(seat: number, seen: number, at: number): Flight {
    // The room's first action: nothing else was ever sent, so what its sender saw is every move so far.
    this.everySent = (this.everySent ?? seen) + 1;
    // An earlier action already counted in what this client has seen (its own client has not read that patch yet) is not ahead.
    const ahead = [...this.open.values()].filter((f) => seen < target(f));
    for (const f of ahead) f.overlapped = true;
    const flight: Flight = { at, moves: seen, ahead, overlapped: ahead.length > 0 };
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
    if (!flight) return null;
    const counted = awaited ? moves >= (this.everySent ?? Infinity) : moves >= target(flight);
    if (!counted) return null;
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
    if (this.everySent !== null) this.everySent--;
    for (const other of this.open.values()) {
      const i = other.ahead.indexOf(flight);
      if (i >= 0) other.ahead.splice(i, 1);
    }
  }
}
