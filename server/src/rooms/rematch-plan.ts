import { DEFAULT_BOT_LEVEL, type SeatBotLevel } from "@space/shared";
import type { GameRecord } from "./journal";
import type { Seats } from "./seats";
import { hashSeatToken, newSeatToken } from "./seat-token";

/** One seat of a rematch's table: kept for an accepter's ticket, a bot, or open to whoever joins with the code. */
type PlannedSeat =
  | { kind: "human"; name: string; ticketHash: string; host: boolean }
  | { kind: "bot"; level: SeatBotLevel }
  | { kind: "open" };

/** The old table's options as the new table takes them: all but the fairness, which each game draws anew. */
type RematchOptions = Omit<GameRecord["options"], "fairness">;

/** What the old room tells the new one (only through the server's own create call: options.ts). */
export interface RematchPlan {
  /** The old table's code. */
  from: string;
  options: RematchOptions;
  seats: PlannedSeat[];
}

/** What the plan needs to know of an old seat. */
export interface OldSeat {
  name: string;
  kind: string;
  host: boolean;
  level: string;
  /** The answer to "play again": "yes", "no" or "". */
  rematch: string;
}

/**
 * The new table (docs/server.md, "Rematch"): the old seating rotated by one, so old seat 1 sits
 * first and old seat 0 last; an accepter's seat waits for their ticket (the old host's is the host's),
 * an old bot stays a bot at its level, and a decliner's or a silent player's seat gets a bot when
 * `bots`, else stays open for anyone with the code. Returns the plan, which holds only the tickets'
 * hashes, and each accepter's ticket by old seat number (for their eyes only).
 */
export function planRematch(from: string, old: OldSeat[], options: GameRecord["options"], bots: boolean): { plan: RematchPlan; tickets: Map<number, string> } {
  const tickets = new Map<number, string>();
  const level = options.botLevel ?? DEFAULT_BOT_LEVEL;
  const seats = old.map((_, i): PlannedSeat => {
    const seat = (i + 1) % old.length;
    const was = old[seat];
    if (was.kind === "bot") return { kind: "bot", level: (was.level || level) as SeatBotLevel };
    if (was.rematch === "yes") {
      const ticket = newSeatToken();
      tickets.set(seat, ticket);
      return { kind: "human", name: was.name, ticketHash: hashSeatToken(ticket), host: was.host };
    }
    return bots ? { kind: "bot", level } : { kind: "open" };
  });
  const { fairness: _fresh, ...kept } = options;
  return {
    plan: { from, seats, options: { ...kept, seats: seats.length, bots: seats.filter((s) => s.kind === "bot").length } },
    tickets,
  };
}

/** The new room's seats as planned (its seats are open until now). Humans first, so bots' names never take theirs. */
export function seatPlan(seats: Seats, plan: RematchPlan): void {
  plan.seats.forEach((p, i) => {
    if (p.kind === "human") seats.reserve(seats.slots[i], p.name, p.ticketHash, p.host);
  });
  plan.seats.forEach((p, i) => {
    if (p.kind === "bot") seats.makeBot(seats.slots[i], p.level);
  });
}
