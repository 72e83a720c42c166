import { hashSeatToken, newSeatToken, tokenMatches } from "./seat-token";

/** How long a "continue on another device" ticket works, unused. */
export const TICKET_MS = 10 * 60_000;

/** What a join's credentials are to a seat: its token, its link's ticket, or a former device's token. */
export type ClaimedBy = "token" | "ticket" | "previous";

/**
 * The secrets that open each seat (docs/server.md, "Seats and seat tokens"), kept only as hashes:
 * - the seat's **token**, held by the device that plays it;
 * - a **ticket**, one at a time, that the owner hands to another device as a link: it works once,
 *   for TICKET_MS, and gives that device a new token;
 * - the **previous** token, of the device the seat first moved away from by a ticket: it can take
 *   the seat back once (with a new token), which kills the other device's token. So a leaked link
 *   is spent at its first use, and its owner always gets the seat back.
 */
export class SeatKeys<Seat extends object> {
  private tokens = new Map<Seat, string>();
  private previous = new Map<Seat, string>();
  private tickets = new Map<Seat, { hash: string; expires: number }>();

  /** A new token for `seat` (a seat taken, moved or taken back); the one before stops working. */
  issue(seat: Seat): string {
    const token = newSeatToken();
    this.tokens.set(seat, hashSeatToken(token));
    return token;
  }

  /** The seats of a stored game. */
  load(seat: Seat, tokenHash: string | undefined, previousHash: string | undefined): void {
    if (tokenHash) this.tokens.set(seat, tokenHash);
    if (previousHash) this.previous.set(seat, previousHash);
  }

  /** A new ticket for `seat`, replacing any it had. */
  ticket(seat: Seat, now = Date.now()): { ticket: string; expiresAt: number } {
    const ticket = newSeatToken();
    const expiresAt = now + TICKET_MS;
    this.tickets.set(seat, { hash: hashSeatToken(ticket), expires: expiresAt });
    return { ticket, expiresAt };
  }

  /**
   * A seat nobody holds yet, kept for whoever shows the ticket behind `ticketHash` within TICKET_MS
   * (a rematch's seat: the old room gave its player the ticket). It works once, like any ticket.
   */
  reserve(seat: Seat, ticketHash: string, now = Date.now()): void {
    this.tickets.set(seat, { hash: ticketHash, expires: now + TICKET_MS });
  }

  /** How long the last live ticket of a seat among `seats` with no token yet still works, in ms; 0 when none waits. */
  waiting(seats: readonly Seat[], now = Date.now()): number {
    let longest = 0;
    for (const seat of seats) {
      const t = this.tickets.get(seat);
      if (t && !this.tokens.has(seat)) longest = Math.max(longest, t.expires - now);
    }
    return longest;
  }

  /** The seat among `seats` whose token is `token`. */
  byToken(seats: readonly Seat[], token: string): Seat | undefined {
    return seats.find((s) => tokenMatches(token, this.tokens.get(s) ?? ""));
  }

  /** The seat `token` or `ticket` opens among `seats`, and how: its token first, then a live ticket, then a former device's token. */
  claim(seats: readonly Seat[], token: string | undefined, ticket: string | undefined, now = Date.now()): { seat: Seat; by: ClaimedBy } | undefined {
    const held = token ? this.byToken(seats, token) : undefined;
    if (held) return { seat: held, by: "token" };
    const linked = ticket ? seats.find((s) => {
      const t = this.tickets.get(s);
      return t !== undefined && t.expires > now && tokenMatches(ticket, t.hash);
    }) : undefined;
    if (linked) return { seat: linked, by: "ticket" };
    const former = token ? seats.find((s) => tokenMatches(token, this.previous.get(s) ?? "")) : undefined;
    return former && { seat: former, by: "previous" };
  }

  /**
   * The seat goes to the device that showed a ticket or a former token: a new token for it, the
   * ticket spent. By a ticket, the token before becomes the one that may take the seat back (unless
   * an earlier device already may); by a take-back, nobody else may any more.
   */
  move(seat: Seat, by: Exclude<ClaimedBy, "token">): string {
    const before = this.tokens.get(seat);
    if (by === "ticket" && before && !this.previous.has(seat)) this.previous.set(seat, before);
    if (by === "previous") this.previous.delete(seat);
    this.tickets.delete(seat);
    return this.issue(seat);
  }

  /** What the store keeps of a seat's keys: hashes only (tickets live with the room). */
  stored(seat: Seat): { tokenHash?: string; previousHash?: string } {
    const tokenHash = this.tokens.get(seat);
    const previousHash = this.previous.get(seat);
    return { ...(tokenHash ? { tokenHash } : {}), ...(previousHash ? { previousHash } : {}) };
  }

  /** The seat is given up (a lobby seat left for good): every key to it dies. */
  forget(seat: Seat): void {
    this.tokens.delete(seat);
    this.previous.delete(seat);
    this.tickets.delete(seat);
  }
}
