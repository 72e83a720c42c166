import { ErrorCode, ServerError, type Client } from "colyseus";
import { CloseCode, JoinOptions, JoinRefusal, SEAT_MOVED_AWAY, ServerMsg, coded, explain, optionsRefusal, type SeatMessage } from "@space/shared";
import type { RoomState, SeatSlot } from "@space/shared/schema";
import type { Logger } from "../log";
import { Reconnections, type ReconnectionHost } from "./reconnections";
import type { Seats } from "./seats";

/** What joining and leaving reach of the room; the table and the stand-ins exist once the room is open. */
export interface ArrivalHost extends ReconnectionHost {
  state: RoomState;
  seats: Seats;
  logger(): Logger;
  code(): string;
  clients(): Client[];
  reconnectSeconds(): number;
  /** During a game, the longest a dropped player's window lasts, in seconds. */
  playReconnectSeconds(): number;
  /** How long a seat whose player is gone waits before a bot plays it, in ms. */
  standInMs(): number;
  /** The patch to everyone after a change of seats or spectators. */
  patch(): void;
  /** The idle watch looks again at who is connected. */
  idleCheck(): void;
  /** A player is back in play during the game: their stand-in stops and the table goes on. */
  playerBack(slot: SeatSlot): void;
  /** A player left for good during the game: a stand-in takes over after the grace. */
  playerAway(slot: SeatSlot): void;
  /** A turn-based table: a player who is not there is not "away", and no bot is announced for them. */
  absenceIsNormal(): boolean;
  /** A seat's token changed hands during the game: stored before the new token is given. */
  seatsChanged(): Promise<void>;
}

/**
 * Who comes in and who goes (docs/server.md, "Seats and tokens", "Reconnection"): a newcomer takes
 * an open lobby seat and gets its token; a token's holder takes its seat back (from another device
 * too); spectators watch; a dropped player keeps the seat for the reconnection window.
 */
export class Arrivals {
  private reconnections: Reconnections;

  constructor(private host: ArrivalHost) {
    this.reconnections = new Reconnections(host);
  }

  /** Seats, reclaims or admits as a spectator; a refusal throws, and colyseus tells the client. */
  async join(client: Client, rawOptions: unknown): Promise<void> {
    const { state, seats } = this.host;
    const parsed = JoinOptions.safeParse(rawOptions);
    if (!parsed.success) throw this.refuse(`invalid join options: ${explain(parsed.error)}`, optionsRefusal(parsed.error));
    const { name, spectator, seatToken, seatTicket, takeBack } = parsed.data;
    const claim = seats.claim(seatToken, seatTicket);
    if (claim?.by === "token") {
      this.reclaim(claim.slot, client, seatToken!, CloseCode.seatMoved);
    } else if (claim) {
      if (claim.by === "previous" && !takeBack) throw this.refuse(SEAT_MOVED_AWAY, JoinRefusal.seatMovedAway);
      const token = seats.move(claim.slot, claim.by);
      if (state.status !== "lobby") await this.host.seatsChanged();
      this.reclaim(claim.slot, client, token, claim.by === "ticket" ? CloseCode.seatMoved : CloseCode.seatTakenBack);
    } else if (seatTicket) {
      throw this.refuse("this link has been used or is out of date: ask for a new one on the device that has the seat", JoinRefusal.linkUsed);
    } else if (spectator) {
      state.spectators = seats.spectate(client);
    } else {
      if (state.status !== "lobby") {
        throw seatToken ? this.refuse("that seat token belongs to no seat of this game", JoinRefusal.noSuchSeat)
          : this.refuse("the game has already started; join as a spectator to watch", JoinRefusal.gameStarted);
      }
      const taken = seats.take(client, name);
      if (!taken) throw this.refuse("the room is full; join as a spectator to watch", JoinRefusal.roomFull);
      this.sendSeat(client, taken.slot, taken.token);
    }
    this.host.idleCheck();
    this.host.patch();
  }

  /**
   * A join the rules refuse: its English sentence ending in `(code)`, which the client words in the
   * reader's language (shared/src/join-refusal.ts). Expected, so logged at info (a ServerError,
   * which colyseus passes on without logging it as a server error).
   */
  private refuse(why: string, code: string): ServerError {
    this.host.logger().info({ code: this.host.code(), why, refusal: code }, "join refused");
    return new ServerError(ErrorCode.APPLICATION_ERROR, coded(why, code));
  }

  /** A spectator goes; a player's seat waits for the reconnection window, then is left for good. */
  async leave(client: Client, consented: boolean): Promise<void> {
    const { state, seats } = this.host;
    const spectators = seats.unspectate(client);
    if (spectators !== null) {
      state.spectators = spectators;
      this.host.patch();
      return;
    }
    const slot = seats.slotOf(client);
    if (!slot) return;
    slot.connected = false;
    const seconds = consented ? 0 : this.windowSeconds();
    // Everyone sees from the first second when a bot will play for the player unless they are back.
    if (state.status === "playing" && !slot.standIn && !this.host.absenceIsNormal()) slot.botAt = Date.now() + seconds * 1000 + this.host.standInMs();
    this.host.patch();
    this.host.idleCheck();
    // Back within the window; else the window is over, or the seat was reclaimed with its token meanwhile.
    if (!consented && seconds > 0 && (await this.reconnections.wait(slot, client, seconds))) {
      seats.reconnected(slot);
      this.welcomeBack(slot);
      this.host.idleCheck();
      this.host.patch();
      return;
    }
    if (slot.sessionId === client.sessionId) {
      seats.leftForGood(slot, state.status === "lobby");
      if (state.status === "playing") this.host.playerAway(slot);
      this.host.patch();
    }
  }

  /**
   * How long a dropped player's seat waits for the same session: the room's window in the lobby,
   * at most `playReconnectSeconds` during a game (a closed tab should not hold the table for two
   * minutes), none after the end (nothing to come back to: a finished room nobody is in goes at once
   * instead of holding its memory and a room's place).
   */
  private windowSeconds(): number {
    const { status } = this.host.state;
    if (status === "ended") return 0;
    return status === "playing" ? Math.min(this.host.reconnectSeconds(), this.host.playReconnectSeconds()) : this.host.reconnectSeconds();
  }

  /** The seat goes to `client` with `token`; a connection still in it (another device) is closed with `closeCode`. */
  private reclaim(slot: SeatSlot, client: Client, token: string, closeCode: number): void {
    const previous = slot.connected ? this.host.clients().find((c) => c.sessionId === slot.sessionId) : undefined;
    this.reconnections.cancel(slot);
    this.host.seats.attach(slot, client);
    previous?.leave(closeCode, closeCode === CloseCode.seatTakenBack ? "the seat's owner took it back" : "this seat is now played on another device");
    this.sendSeat(client, slot, token);
    this.welcomeBack(slot);
    this.host.logger().info({ code: this.host.code(), seat: slot.seat, moved: Boolean(previous) }, "seat reclaimed with its token");
  }

  private sendSeat(client: Client, slot: SeatSlot, token: string): void {
    const message: SeatMessage = { code: this.host.code(), seat: slot.seat, token };
    client.send(ServerMsg.seat, message);
  }

  private welcomeBack(slot: SeatSlot): void {
    if (this.host.state.status === "playing") this.host.playerBack(slot);
  }
}
