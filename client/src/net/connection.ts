import { Client, type Room } from "colyseus.js";
import { CloseCode, JoinRefusal, ServerMsg, errorWords, type ErrorMessage, type LogLinesMessage, type NotifyStateMessage, type SeatMessage, type TimedOutMessage } from "@space/shared";
import { readerWords, t } from "../i18n";
import { logWords } from "../i18n/log-words";
import { serverEndpoint } from "./endpoint";
import { currentRoom, dropTicket, forgetSeat, keepTicket, loadSeat, saveSeat, setCurrentRoom, ticketFor } from "./seats";
import { describeFailure, refusalCode, sentence } from "./errors";
import { Moves, routeError } from "./moves";

/** `idle`: not in a room and not trying (the lobby before a join, after leaving); `offline`: a connection failed or was lost. */
export type NetStatus = "idle" | "offline" | "connecting" | "connected" | "reconnecting";

/** Close code colyseus uses when the client left on purpose. */
const CONSENTED = 4000;
/** Backoff between reconnection attempts after a dropped socket, in ms; one attempt per entry. */
const RETRY_DELAYS = [250, 500, 1000, 2000, 3000, 5000, 5000, 10000, 10000, 15000];

type Listener<T> = (value: T) => void;

/**
 * One connection to one room at a time: create, join by code, and come back to the seat with its
 * seat token (kept per room code) after a reload, a dropped socket or a server restart.
 * Every server `error` message (but a refused move, which goes to `moves`) and every failed attempt goes to `onProblem`.
 */
export class Connection {
  readonly client = new Client(serverEndpoint());
  room: Room | null = null;
  status: NetStatus = "idle";
  /** The seat this client holds and its token (only ever shown to this player). */
  seat: SeatMessage | null = null;
  /** This seat's "your turn" channels as the room last told (client/src/notify); null: not told (a spectator, or a server without a store). */
  notify: NotifyStateMessage | null = null;
  /** The one path of game moves (net/moves.ts): the boards and the test hook send through it. */
  readonly moves = new Moves(this);

  private stateListeners: Listener<{ state: unknown; room: Room }>[] = [];
  private statusListeners: Listener<NetStatus>[] = [];
  private problemListeners: Listener<string>[] = [];
  private logListeners: Listener<LogLinesMessage>[] = [];
  /** Listeners of other server messages (chat), by message type. */
  private messageListeners = new Map<string, Listener<unknown>[]>();
  private roomListeners: Listener<Room>[] = [];
  private movedListeners: Listener<string>[] = [];
  /** Bumped by `leave`, so a reconnection loop still running knows it is no longer wanted. */
  private epoch = 0;
  /** How this tab entered its room: enough to enter again after a drop. */
  private entry: { code: string; name: string; spectator: boolean; takeBack?: boolean } | null = null;

  onState(listener: Listener<{ state: unknown; room: Room }>): void {
    this.stateListeners.push(listener);
  }

  onStatus(listener: Listener<NetStatus>): void {
    this.statusListeners.push(listener);
  }

  onProblem(listener: Listener<string>): void {
    this.problemListeners.push(listener);
  }

  /** Earlier log lines, answering a `log` request; returns the way to stop listening. */
  onLogLines(listener: Listener<LogLinesMessage>): () => void {
    this.logListeners.push(listener);
    return () => { this.logListeners = this.logListeners.filter((l) => l !== listener); };
  }

  /** Server messages of `type` from whichever room this connection is in; returns the way to stop listening. */
  onMessage<T>(type: string, listener: Listener<T>): () => void {
    const list = this.messageListeners.get(type) ?? [];
    list.push(listener as Listener<unknown>);
    this.messageListeners.set(type, list);
    return () => this.messageListeners.set(type, (this.messageListeners.get(type) ?? []).filter((l) => l !== listener));
  }

  /** The seat this browser held in room `code` is now played on another device: it may take it back. */
  onSeatMoved(listener: Listener<string>): void {
    this.movedListeners.push(listener);
  }

  /** Called each time a room is entered (first join, reconnection, seat reclaimed); returns the way to stop listening. */
  onRoom(listener: Listener<Room>): () => void {
    this.roomListeners.push(listener);
    return () => { this.roomListeners = this.roomListeners.filter((l) => l !== listener); };
  }

  async create(gameId: string, options: { name: string } & Record<string, unknown>): Promise<boolean> {
    this.entry = { code: "", name: options.name, spectator: false };
    const ok = await this.open(() => this.client.create(gameId, options), t("app.error.createFailed"));
    if (ok && this.room) this.entry.code = this.room.roomId;
    return ok;
  }

  /**
   * Joins by code: with this browser's seat token for the code when it has one, else as a newcomer.
   * A refusal goes to `report` when given (the lobby shows it under the code field), with its code
   * when the room gave one (shared/src/join-refusal.ts), else to the toasts.
   */
  async join(code: string, options: { name: string; spectator?: boolean }, report?: (message: string, refusal: string | null) => void): Promise<boolean> {
    this.entry = { code, name: options.name, spectator: Boolean(options.spectator) };
    return this.open(() => this.enter(code), t("app.error.joinFailed", { code }), report);
  }

  /** After a reload or from a "continue on another device" link: back to a seat this browser holds or the link opens. */
  async resume(linkCode?: string): Promise<boolean> {
    const code = linkCode ?? currentRoom();
    const seat = code ? loadSeat(code) : null;
    if (!code || (!seat && !ticketFor(code))) return false;
    this.setStatus("reconnecting");
    return this.join(code, { name: seat?.name || "Player" });
  }

  /** Takes this browser's seat in `code` back from the device it moved to (docs/server.md, "Seats and seat tokens"). */
  async takeBack(code: string): Promise<boolean> {
    const seat = loadSeat(code);
    if (!seat) return false;
    this.entry = { code, name: seat.name || "Player", spectator: false, takeBack: true };
    return this.open(() => this.enter(code), `Could not take your seat back in room ${code}`);
  }

  /**
   * To another room with a one-use ticket to a seat kept there (a rematch's table): the room this
   * tab is in is left first (a finished game's seat stays this browser's), then the ticket takes the seat.
   */
  async moveTo(code: string, name: string, ticket: string): Promise<boolean> {
    const old = this.room;
    this.epoch += 1;
    this.room = null;
    this.seat = null;
    keepTicket(code, ticket);
    if (old) await old.leave(true).catch(() => undefined);
    this.entry = { code, name, spectator: false };
    return this.open(() => this.enter(code), `Could not join the new table ${code}`);
  }

  /** Sends a message to the room; false (and a problem) when not connected. Game moves go through `moves`. */
  send(type: string, message?: unknown): boolean {
    if (!this.room || this.status !== "connected") {
      this.problem(t("app.error.notConnected"));
      return false;
    }
    this.room.send(type, message);
    return true;
  }

  async leave(): Promise<void> {
    const room = this.room;
    this.epoch += 1;
    // Leaving a lobby gives the seat up; a seat in a game stays this player's to come back to.
    if (room && (room.state as { status?: string } | undefined)?.status === "lobby") forgetSeat(room.roomId);
    setCurrentRoom(null);
    this.room = null;
    this.seat = null;
    this.entry = null;
    this.setStatus("idle");
    if (room) await room.leave(true).catch(() => undefined);
  }

  /** One attempt to enter the room; a stored game comes back first when this browser holds one of its seats. */
  private async enter(code: string): Promise<Room> {
    const entry = this.entry!;
    const seat = entry.spectator ? null : loadSeat(code);
    const ticket = entry.spectator ? null : ticketFor(code);
    const options = { name: entry.name, ...(entry.spectator ? { spectator: true } : {}), ...(seat ? { seatToken: seat.token } : {}),
      ...(ticket ? { seatTicket: ticket } : {}), ...(entry.takeBack ? { takeBack: true } : {}) };
    if (ticket) dropTicket();
    entry.takeBack = false;
    try {
      return await this.client.joinById(code, options);
    } catch (error) {
      if (refusalCode(error) === JoinRefusal.seatMovedAway) throw error;
      // No room holds the code: after a restart the server keeps the game, and opens it for a seat's token.
      if (!seat || !(await restoreRoom(code, seat.token))) throw error;
      return this.client.joinById(code, options);
    }
  }

  private async open(attempt: () => Promise<Room>, what: string,
    report: (message: string, refusal: string | null) => void = (message) => this.problem(message)): Promise<boolean> {
    this.setStatus("connecting");
    try {
      this.attach(await attempt());
      return true;
    } catch (error) {
      // Not in a room, as before trying; the refusal says why (a seat that moved on may be taken back).
      this.setStatus("idle");
      const refusal = refusalCode(error);
      const code = this.entry?.code;
      if (code && refusal === JoinRefusal.seatMovedAway) for (const l of this.movedListeners) l(code);
      else report(`${what}: ${describeFailure(error)}`, refusal);
      return false;
    }
  }

  private attach(room: Room): void {
    if (this.room?.roomId !== room.roomId) this.notify = null;
    this.room = room;
    this.moves.settled(); // a move sent to a room that dropped will not be answered
    setCurrentRoom(room.roomId);
    room.onMessage(ServerMsg.seat, (message: SeatMessage) => {
      this.seat = message;
      saveSeat(message.code, { token: message.token, name: this.entry?.name ?? "" });
    });
    // The log comes as entries: the listeners get it in the reader's words, with the table's names.
    const worded = (lines: string[]) => logWords(String(room.state?.gameId ?? ""), Array.from(room.state?.seats ?? [], (slot: { name: string }) => slot.name), lines);
    room.onMessage(ServerMsg.logLines, (message: LogLinesMessage) => {
      const page = { from: message.from, lines: worded(message.lines) };
      for (const l of this.logListeners) l(page);
    });
    room.onMessage(ServerMsg.timedOut, (message: TimedOutMessage) => {
      const told = { lines: worded(message.lines) };
      for (const l of this.messageListeners.get(ServerMsg.timedOut) ?? []) l(told);
    });
    room.onStateChange((state) => {
      if (this.room !== room) return; // a room this tab is leaving (moveTo) no longer shows
      this.moves.settled();
      for (const l of this.stateListeners) l({ state, room });
    });
    // Kept, as it may come before any screen listens (right after the seat is taken).
    room.onMessage(ServerMsg.notifyState, (message: NotifyStateMessage) => {
      this.notify = message;
      for (const l of this.messageListeners.get(ServerMsg.notifyState) ?? []) l(message);
    });
    room.onMessage(ServerMsg.error, (refusal: Partial<ErrorMessage>) => {
      // A refusal comes as a code with its parameters: worded here, once, in the reader's language.
      const message = { ...refusal, message: errorWords(refusal, readerWords()) };
      // A panel may show its own refusals by it (the notification panel is a modal over the toasts).
      for (const l of this.messageListeners.get(ServerMsg.error) ?? []) l(message);
      routeError(message, this.moves, (m) => this.problem(m));
    });
    // Other messages go to their listeners, if any; registering "*" keeps colyseus.js from warning.
    room.onMessage("*", (type, message) => {
      for (const l of this.messageListeners.get(String(type)) ?? []) l(message);
    });
    room.onError((_code, message) => this.problem(sentence(message || t("app.error.roomError"))));
    room.onLeave((code) => {
      if (this.room !== room) return; // left on purpose, or replaced by a reconnection
      if (code === CONSENTED || code === CloseCode.seatMoved || code === CloseCode.seatTakenBack) {
        // We did not ask to leave (leave() forgets the room first): the room closed, or our seat moved on.
        this.room = null;
        this.seat = null;
        setCurrentRoom(null);
        this.setStatus("offline");
        if (code === CloseCode.seatMoved) for (const l of this.movedListeners) l(room.roomId);
        else if (code === CloseCode.seatTakenBack) {
          forgetSeat(room.roomId);
          this.problem(t("app.error.tookBack"));
        } else this.problem(t("app.error.roomClosed"));
        return;
      }
      if (code === CloseCode.flooding) this.problem(t("app.error.cutFlooding"));
      if (code === CloseCode.tooBig) this.problem(t("app.error.cutTooBig"));
      void this.retry(room.reconnectionToken, (room.state as { status?: unknown } | undefined)?.status === "ended" ? room.roomId : null);
    });
    this.setStatus("connected");
    for (const l of this.roomListeners) l(room);
    // The first state may have arrived before the handler: show it at once.
    if ((room.state as { status?: unknown } | undefined)?.status) {
      for (const l of this.stateListeners) l({ state: room.state, room });
    }
  }

  /** Tries to get back into the room; `ended`, the code of a game that is over, whose room closes once nobody is in it: one try. */
  private async retry(token: string, ended: string | null = null): Promise<void> {
    const epoch = this.epoch;
    this.setStatus("reconnecting");
    for (const delay of RETRY_DELAYS) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (epoch !== this.epoch) return;
      try {
        // The same session within its window; else (after a restart, say) the seat token.
        const room = await this.client.reconnect(token).catch((error) => {
          if (!this.entry) throw error;
          return this.enter(this.entry.code);
        });
        if (epoch !== this.epoch) {
          await room.leave(true).catch(() => undefined);
          return;
        }
        this.attach(room);
        return;
      } catch {
        // the server may still be restarting or the network still down: keep trying
        if (ended !== null) break;
      }
    }
    if (epoch !== this.epoch) return;
    this.room = null;
    setCurrentRoom(null);
    this.setStatus("offline");
    this.problem(ended !== null ? t("app.error.gameOverClosed", { code: ended })
      : t("app.error.lostConnection"));
  }

  private setStatus(status: NetStatus): void {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  private problem(message: string): void {
    for (const l of this.problemListeners) l(message);
  }
}

/** Asks the server to bring a stored game back under its code, for this seat's token; true when a room now holds it. */
async function restoreRoom(code: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/rooms/${encodeURIComponent(code)}/restore`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
