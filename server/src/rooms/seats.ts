import type { ArraySchema, StateView } from "@colyseus/schema";
import type { Client } from "colyseus";
import { SeatSlot } from "@space/shared/schema";
import { DEFAULT_BOT_LEVEL, type MoreTime, type SeatBotLevel } from "@space/shared";
import { tokenMatches } from "./seat-token";
import { SeatKeys, type ClaimedBy } from "./seat-keys";
import { uniqueName } from "./names";
import { RoomView } from "./room-view";

/** A seat as the store keeps it: the token only as its hash. */
export interface StoredSeat {
  name: string;
  kind: "human" | "bot";
  tokenHash?: string;
  /** The token of the device the seat first moved away from by a link: it may take the seat back. */
  previousHash?: string;
  /** A bot seat's level (games stored before levels existed have none: medium). */
  level?: SeatBotLevel;
  /** The host's choice of clock for a player's seat (MORE_TIME); absent: the table's clock. */
  moreTime?: MoreTime;
}

/**
 * Who sits where (docs/server.md, "Seats and seat tokens"). A seat belongs to whoever holds its
 * token: given to the client that took it, kept here only as a hash, and the only way back into
 * the seat. A name is a label. Host powers belong to a seat and pass on when its owner is gone.
 */
export class Seats {
  private keys = new SeatKeys<SeatSlot>();
  /** Each seat's owner's view; colyseus hands it to the same session when it reconnects. */
  private views = new Map<SeatSlot, StateView>();
  private spectatorIds = new Set<string>();

  constructor(readonly slots: ArraySchema<SeatSlot>) {}

  open(count: number): void {
    for (let i = 0; i < count; i++) this.slots.push(new SeatSlot().assign({ seat: i }));
  }

  /** The seats of a stored game, every human one disconnected until its token comes back. */
  load(stored: StoredSeat[]): void {
    stored.forEach((seat, i) => {
      const slot = new SeatSlot().assign({ seat: i, name: seat.name, kind: seat.kind, connected: seat.kind === "bot",
        level: seat.kind === "bot" ? seat.level ?? DEFAULT_BOT_LEVEL : "", moreTime: seat.moreTime ?? 1 });
      this.slots.push(slot);
      this.keys.load(slot, seat.tokenHash, seat.previousHash);
    });
  }

  /** A new player takes the first open seat; returns it with the token only this client will get. */
  take(client: Client, name: string): { slot: SeatSlot; token: string } | null {
    const slot = this.slots.find((s) => s.kind === "open");
    if (!slot) return null;
    slot.kind = "human";
    slot.name = uniqueName(name, this.takenNames());
    const token = this.keys.issue(slot);
    this.attach(slot, client);
    return { slot, token };
  }

  /** The human seat this token belongs to, if any. */
  findByToken(token: string): SeatSlot | undefined {
    return this.keys.byToken(this.humans(), token);
  }

  /** The human seat a join's token or "another device" ticket opens, and how (seat-keys.ts). */
  claim(token: string | undefined, ticket: string | undefined): { slot: SeatSlot; by: ClaimedBy } | undefined {
    const claimed = this.keys.claim(this.humans(), token, ticket);
    return claimed && { slot: claimed.seat, by: claimed.by };
  }

  /** A one-use ticket that moves `slot` to another device. */
  ticket(slot: SeatSlot): { ticket: string; expiresAt: number } {
    return this.keys.ticket(slot);
  }

  /** A seat kept for a player on the way with a ticket (a rematch: rematch-plan.ts): named, no token until the ticket takes it. */
  reserve(slot: SeatSlot, name: string, ticketHash: string, host: boolean): void {
    slot.kind = "human";
    slot.name = uniqueName(name, this.takenNames());
    slot.host = host;
    this.keys.reserve(slot, ticketHash);
  }

  /** How long a seat kept for a ticket still waits for its player, in ms (0: none waits); the lobby stays open until then. */
  reservedMs(now = Date.now()): number {
    return this.keys.waiting(this.humans(), now);
  }

  /** The seat moves to the device that showed a ticket or takes it back: its new token. */
  move(slot: SeatSlot, by: Exclude<ClaimedBy, "token">): string {
    return this.keys.move(slot, by);
  }

  /** Seats `client` in `slot` (a new seat, or one reclaimed with its token). */
  attach(slot: SeatSlot, client: Client): void {
    slot.sessionId = client.sessionId;
    slot.connected = true;
    if (!this.slots.some((s) => s.host)) slot.host = true;
    client.view ??= new RoomView();
    client.view.add(slot);
    this.views.set(slot, client.view);
  }

  /** The same session came back within its window (colyseus carried its view over). */
  reconnected(slot: SeatSlot): void {
    slot.connected = true;
    if (!this.slots.some((s) => s.host)) slot.host = true;
  }

  /**
   * The owner is gone for good. In the lobby the seat opens and its token dies; during play it
   * stays the player's, disconnected, until the token comes back. The host role passes on.
   */
  leftForGood(slot: SeatSlot, inLobby: boolean): void {
    const wasHost = slot.host;
    this.views.delete(slot);
    slot.sessionId = "";
    slot.host = false;
    if (inLobby) {
      slot.kind = "open";
      slot.name = "";
      this.keys.forget(slot);
    }
    if (wasHost) {
      const next = this.slots.find((s) => s.kind === "human" && s.connected);
      if (next) next.host = true;
    }
  }

  makeBot(slot: SeatSlot, level: SeatBotLevel): void {
    slot.kind = "bot";
    slot.level = level;
    slot.name = uniqueName(`Bot ${slot.seat + 1}`, this.takenNames());
    slot.connected = true;
  }

  /** At the start: open seats go, the others are numbered in order. */
  closeOpenSeats(): void {
    for (let i = this.slots.length - 1; i >= 0; i--) {
      if (this.slots[i].kind === "open") this.slots.splice(i, 1);
    }
    this.slots.forEach((s, i) => { s.seat = i; });
  }

  /** What the store keeps of the filled seats, in order: names, kinds and token hashes. */
  stored(): StoredSeat[] {
    return this.slots.filter((s) => s.kind !== "open").map((s) => {
      if (s.kind === "bot") return { name: s.name, kind: "bot" as const, level: s.level as SeatBotLevel };
      return { name: s.name, kind: "human" as const, ...this.keys.stored(s), ...(s.moreTime !== 1 ? { moreTime: s.moreTime as MoreTime } : {}) };
    });
  }

  /** Whether `token` opens one of `stored`'s seats (its token, or a former device's): what a restore asks before opening a room. */
  static holds(stored: StoredSeat[], token: string): boolean {
    return stored.some((s) => s.kind === "human" && [s.tokenHash, s.previousHash].some((hash) => hash !== undefined && tokenMatches(token, hash)));
  }

  slotOf(client: Client): SeatSlot | undefined {
    return this.slots.find((s) => s.sessionId === client.sessionId && s.kind === "human");
  }

  viewOf(slot: SeatSlot): StateView | undefined {
    return this.views.get(slot);
  }

  spectate(client: Client): number {
    client.view ??= new RoomView();
    this.spectatorIds.add(client.sessionId);
    return this.spectatorIds.size;
  }

  /** The spectator count after `client` left, or null when it was not a spectator. */
  unspectate(client: Client): number | null {
    return this.spectatorIds.delete(client.sessionId) ? this.spectatorIds.size : null;
  }

  get spectators(): number {
    return this.spectatorIds.size;
  }

  /** Whether no human is connected (a lobby in that state closes after a while). */
  nobodyConnected(): boolean {
    return !this.slots.some((s) => s.kind === "human" && s.connected);
  }

  names(): string[] {
    return this.slots.map((s) => s.name);
  }

  private humans(): SeatSlot[] {
    return this.slots.filter((s) => s.kind === "human");
  }

  private takenNames(): string[] {
    return this.slots.filter((s) => s.kind !== "open").map((s) => s.name);
  }
}
