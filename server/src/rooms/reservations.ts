import { addressGroup } from "./address-group";
import type { JoinAuth } from "./join-auth";
import type { Seats } from "./seats";

/** A place reserved in the room and not yet taken up by a WebSocket, oldest first. */
export interface Pending {
  sessionId: string;
  options: unknown;
  auth: unknown;
}

/** What to do with a new reservation: refuse it, or admit it and drop these older pending ones. */
export type Admission = { admit: false } | { admit: true; evict: string[] };

/** Pending newcomer joins (no seat token) a room holds at most: they can only take open lobby seats. */
export const MAX_PENDING_NEWCOMERS = 16;
/** Pending newcomer or spectator joins one address holds at most in a room; its next one replaces its oldest. */
export const MAX_PENDING_PER_ADDRESS = 4;

type Kind = "holder" | "spectator" | "newcomer";

/**
 * Who may reserve a place in the room before connecting (docs/server.md, "Limits"). A token or
 * ticket counts only when it opens a seat (`Seats.claim`): its holder always gets a place. Spectators
 * are bounded by `maxSpectators`, connected or pending; newcomers by MAX_PENDING_NEWCOMERS pending;
 * an address (an IPv6 address's /64) by MAX_PENDING_PER_ADDRESS pending. Reservations that are never taken up (a script over
 * plain HTTP) never keep a friend out: when a bound is reached, the new reservation is admitted and
 * the oldest pending one of the address holding the most is dropped (an address over its own bound
 * drops its own oldest). Only spectators already connected can fill the room for watchers.
 */
export class Reservations {
  constructor(private seats: Seats, private maxSpectators: number) {}

  admit(options: unknown, auth: unknown, pending: Pending[]): Admission {
    const kind = this.kind(options);
    if (kind === "holder") return { admit: true, evict: [] };
    if (kind === "spectator" && this.seats.spectators >= this.maxSpectators) return { admit: false };
    const ip = addressIn(auth);
    let rivals = pending.filter((p) => this.kind(p.options) === kind);
    const evict: string[] = [];
    const drop = (victim: Pending) => {
      evict.push(victim.sessionId);
      rivals = rivals.filter((p) => p !== victim);
    };
    const own = rivals.filter((p) => addressIn(p.auth) === ip);
    if (own.length >= MAX_PENDING_PER_ADDRESS) drop(own[0]);
    const room = kind === "spectator" ? this.maxSpectators - this.seats.spectators : MAX_PENDING_NEWCOMERS;
    while (rivals.length >= room) drop(oldestOfBusiest(rivals));
    return { admit: true, evict };
  }

  private kind(options: unknown): Kind {
    const o = (options ?? {}) as { spectator?: unknown; seatToken?: unknown; seatTicket?: unknown };
    if (this.seats.claim(text(o.seatToken), text(o.seatTicket))) return "holder";
    return o.spectator === true ? "spectator" : "newcomer";
  }
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The reservation's address group: an IPv6 address counts as its /64, which one party holds whole. */
function addressIn(auth: unknown): string {
  const ip = (auth as Partial<JoinAuth> | null | undefined)?.ip;
  return typeof ip === "string" ? addressGroup(ip) : "unknown";
}

/** The oldest pending reservation of the address that holds the most of `pending`. */
function oldestOfBusiest(pending: Pending[]): Pending {
  const counts = new Map<string, number>();
  for (const p of pending) counts.set(addressIn(p.auth), (counts.get(addressIn(p.auth)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return pending.find((p) => counts.get(addressIn(p.auth)) === most)!;
}
