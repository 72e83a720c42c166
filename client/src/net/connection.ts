import { Client, type Room } from "colyseus.js";
import type { ErrorMessage } from "@space/shared";
import { ServerMsg } from "@space/shared";
import { serverEndpoint } from "./endpoint";
import { clearSession, loadSession, saveSession } from "./session";
import { describeFailure } from "./errors";

export type NetStatus = "offline" | "connecting" | "connected" | "reconnecting";

/** Close code colyseus uses when the client left on purpose. */
const CONSENTED = 4000;
/** Backoff between reconnection attempts after a dropped socket, in ms; one attempt per entry. */
const RETRY_DELAYS = [250, 500, 1000, 2000, 3000, 5000, 5000, 10000, 10000, 15000];

type Listener<T> = (value: T) => void;

/**
 * One connection to one room at a time: create, join by code, reconnect after a
 * refresh (token in sessionStorage) or a dropped socket (retry with backoff).
 * Every server `error` message and every failed attempt goes to `onProblem`.
 */
export class Connection {
  readonly client = new Client(serverEndpoint());
  room: Room | null = null;
  status: NetStatus = "offline";

  private stateListeners: Listener<{ state: unknown; room: Room }>[] = [];
  private statusListeners: Listener<NetStatus>[] = [];
  private problemListeners: Listener<string>[] = [];
  /** Bumped by `leave`, so a reconnection loop still running knows it is no longer wanted. */
  private epoch = 0;

  onState(listener: Listener<{ state: unknown; room: Room }>): void {
    this.stateListeners.push(listener);
  }

  onStatus(listener: Listener<NetStatus>): void {
    this.statusListeners.push(listener);
  }

  onProblem(listener: Listener<string>): void {
    this.problemListeners.push(listener);
  }

  /** The name this tab plays under, kept with the session so a seat can be reclaimed by name. */
  private name: string | undefined;
  private lastRoomId: string | undefined;

  async create(gameId: string, options: Record<string, unknown>): Promise<boolean> {
    this.name = typeof options.name === "string" ? options.name : undefined;
    return this.open(() => this.client.create(gameId, options), `Could not create the room`);
  }

  async join(code: string, options: Record<string, unknown>): Promise<boolean> {
    this.name = typeof options.name === "string" && !options.spectator ? options.name : undefined;
    return this.open(async () => {
      try {
        return await this.client.joinById(code, options);
      } catch (error) {
        // No room holds the code: the server may keep the game (after a restart, or once
        // everybody had left) and can open it again; then the name takes its seat back.
        if (!(await restoreRoom(code))) throw error;
        return this.client.joinById(code, options);
      }
    }, `Could not join room ${code}`);
  }

  /** After a refresh: back to the seat this tab held, if the server still keeps it. */
  async resume(onlyRoom?: string): Promise<boolean> {
    const saved = loadSession();
    if (!saved || (onlyRoom && saved.roomId !== onlyRoom)) return false;
    this.setStatus("reconnecting");
    try {
      this.attach(await this.client.reconnect(saved.reconnectionToken));
      return true;
    } catch (error) {
      // The server restarted or the seat's window passed: come back by name instead.
      if (saved.name && (await this.join(saved.roomId, { name: saved.name }))) return true;
      clearSession();
      this.setStatus("offline");
      this.problem(`Could not return to room ${saved.roomId}: ${describeFailure(error)}`);
      return false;
    }
  }

  send(type: string, message?: unknown): void {
    if (!this.room || this.status !== "connected") {
      this.problem("Not connected: the message was not sent");
      return;
    }
    this.room.send(type, message);
  }

  async leave(): Promise<void> {
    const room = this.room;
    this.epoch += 1;
    clearSession();
    this.room = null;
    this.setStatus("offline");
    if (room) await room.leave(true).catch(() => undefined);
  }

  private async open(attempt: () => Promise<Room>, what: string): Promise<boolean> {
    this.setStatus("connecting");
    try {
      this.attach(await attempt());
      return true;
    } catch (error) {
      this.setStatus("offline");
      this.problem(`${what}: ${describeFailure(error)}`);
      return false;
    }
  }

  private attach(room: Room): void {
    this.room = room;
    this.lastRoomId = room.roomId;
    saveSession({ roomId: room.roomId, reconnectionToken: room.reconnectionToken, name: this.name });
    room.onStateChange((state) => {
      for (const l of this.stateListeners) l({ state, room });
    });
    room.onMessage(ServerMsg.error, (message: Partial<ErrorMessage>) => {
      const code = message?.code ? ` (${message.code})` : "";
      this.problem(`${message?.message ?? "The server refused that"}${code}`);
    });
    // Other messages are not used by this client; registering keeps colyseus.js from warning.
    room.onMessage("*", () => undefined);
    room.onError((code, message) => this.problem(`Room error ${code}: ${message ?? ""}`));
    room.onLeave((code) => {
      if (this.room !== room) return; // left on purpose, or replaced by a reconnection
      if (code === CONSENTED) {
        // We did not ask to leave (leave() forgets the room first): the server closed the room.
        this.room = null;
        clearSession();
        this.setStatus("offline");
        this.problem("The server closed the room");
        return;
      }
      void this.retry(room.reconnectionToken);
    });
    this.setStatus("connected");
    // The first state may have arrived before the handler: show it at once.
    if ((room.state as { status?: unknown } | undefined)?.status) {
      for (const l of this.stateListeners) l({ state: room.state, room });
    }
  }

  private async retry(token: string): Promise<void> {
    const epoch = this.epoch;
    this.setStatus("reconnecting");
    for (const delay of RETRY_DELAYS) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (epoch !== this.epoch) return;
      try {
        const room = await this.client.reconnect(token).catch(async (error) => {
          // After a server restart the token is gone but the game may be stored: rejoin by name.
          const code = this.lastRoomId;
          if (!this.name || !code || !(await restoreRoom(code))) throw error;
          return this.client.joinById(code, { name: this.name });
        });
        if (epoch !== this.epoch) {
          await room.leave(true).catch(() => undefined);
          return;
        }
        this.attach(room);
        return;
      } catch {
        // the server may still be restarting or the network still down: keep trying
      }
    }
    if (epoch !== this.epoch) return;
    this.room = null;
    clearSession();
    this.setStatus("offline");
    this.problem("Lost the connection to the room and could not get back in");
  }

  private setStatus(status: NetStatus): void {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }

  private problem(message: string): void {
    for (const l of this.problemListeners) l(message);
  }
}

/** Asks the server to bring a stored game back under its code; true when a room now holds it. */
async function restoreRoom(code: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/rooms/${encodeURIComponent(code)}/restore`, { method: "POST" });
    return response.ok;
  } catch {
    return false;
  }
}
