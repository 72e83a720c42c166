import { performance } from "node:perf_hooks";
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import type { AnyGame } from "@space/shared";
import { Ending } from "../load/ending";
import { Flights } from "../load/flight";
import type { Tally } from "../load/tally";
import { ZooGame } from "./game";

/**
 * The load bench's table against boardgame.io (`--server bgio`): the same four bot players, think
 * times, flights and tally as bench/load/table.ts and player.ts, through boardgame.io's own client
 * (its lobby API to create and join, socket.io to play). Its `_stateID` counts accepted moves, as
 * this project's `moves` does.
 */

const SEATS = 4;
const NAMES = ["Ana", "Bo", "Cy", "Di"];

type BgioClient = ReturnType<typeof Client>;
interface Played { G: { awaiting: number[]; private: unknown }; ctx: { gameover?: unknown }; _stateID: number }
/** What the client keeps private: its socket.io socket, to count bytes and see it closed. */
interface Socket {
  on(event: "disconnect", f: (reason: string) => void): void;
  io: { engine?: { on(event: "data", f: (data: string | ArrayBuffer) => void): void }; on(event: "open", f: () => void): void };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

class BgioPlayer {
  private thinking: NodeJS.Timeout | null = null;
  private answerTimer: NodeJS.Timeout | null = null;

  constructor(readonly client: BgioClient, readonly seat: number, private table: BgioTable, private rng: () => number) {
    client.subscribe((state) => this.changed(state as unknown as Played | null));
  }

  /** Counts the bytes of every message and notices a connection the server closes; after `start`. */
  watch(): void {
    const socket = (this.client as unknown as { transport: { socket: Socket } }).transport.socket;
    const count = (data: string | ArrayBuffer): void => {
      if (this.table.playing) this.table.tally.bytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    };
    socket.io.on("open", () => socket.io.engine?.on("data", count));
    socket.on("disconnect", (reason) => {
      if (reason !== "io client disconnect") this.table.over(`closed by the server (${reason})`);
    });
  }

  state(): Played | null {
    return this.client.getState() as unknown as Played | null;
  }

  changed(state: Played | null): void {
    if (!state?.G || !this.table.playing) return;
    const flight = this.table.flights.landed(this.seat, state._stateID, !state.ctx.gameover && state.G.awaiting.includes(this.seat));
    if (flight) {
      this.table.tally.landed(flight);
      this.stopAnswerTimer();
    }
    if (state.ctx.gameover) {
      this.table.over(null);
      return;
    }
    if (!this.table.flights.has(this.seat) && !this.thinking && state.G.awaiting.includes(this.seat)) {
      const { min, max } = this.table.thinkMs;
      this.thinking = setTimeout(() => this.act(), min + Math.floor(this.rng() * (max - min + 1)));
    }
  }

  private act(): void {
    this.thinking = null;
    const state = this.state();
    if (!this.table.playing || !state?.G.awaiting.includes(this.seat)) return;
    const action = this.table.game.bot.choose(state.G, this.seat, this.rng);
    this.table.flights.send(this.seat, state._stateID, performance.now());
    // boardgame.io answers a refused move with nothing: it is counted as unanswered.
    this.answerTimer = setTimeout(() => {
      this.table.tally.unanswered++;
      this.table.flights.withdraw(this.seat);
      this.answerTimer = null;
      this.changed(this.state());
    }, this.table.answerTimeoutMs);
    this.client.moves.act(action);
  }

  private stopAnswerTimer(): void {
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  leave(): void {
    if (this.thinking) clearTimeout(this.thinking);
    this.thinking = null;
    this.stopAnswerTimer();
    this.table.flights.withdraw(this.seat);
    this.client.stop();
  }
}

export class BgioTable {
  players: BgioPlayer[] = [];
  readonly flights = new Flights();
  playing = false;
  private readonly ending = new Ending(() => this.playing, (reason) => this.onOver(this, reason));
  private seats: { matchID: string; credentials: string[] } | null = null;

  constructor(
    private url: string, readonly game: AnyGame, readonly thinkMs: { min: number; max: number }, readonly answerTimeoutMs: number,
    readonly tally: Tally, private random: (seat: number) => () => number, private onOver: (table: BgioTable, reason: string | null) => void,
  ) {}

  private async post<T>(route: string, body: object, deadline: number): Promise<T> {
    const res = await fetch(`${this.url}/games/${ZooGame.name}${route}`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    });
    if (!res.ok) throw new Error(`${route.replace(/\/[^/]+\//, "/ID/")}: ${res.status}`);
    return (await res.json()) as T;
  }

  /** Creates the match, joins its four seats and connects a client to each; resolves once all four have their view. */
  async setUp(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    try {
      const { matchID } = await this.post<{ matchID: string }>("/create", { numPlayers: SEATS }, deadline);
      const joined = await Promise.all(NAMES.map((playerName, seat) =>
        this.post<{ playerCredentials: string }>(`/${matchID}/join`, { playerID: String(seat), playerName }, deadline)));
      this.seats = { matchID, credentials: joined.map((j) => j.playerCredentials) };
      this.players = joined.map(({ playerCredentials }, seat) => {
        const client = Client({
          game: ZooGame, numPlayers: SEATS, matchID, playerID: String(seat), credentials: playerCredentials, debug: false,
          multiplayer: SocketIO({ server: this.url, socketOpts: { transports: ["websocket"] } }),
        });
        return new BgioPlayer(client, seat, this, this.random(seat));
      });
      for (const p of this.players) {
        p.client.start();
        p.watch();
      }
      while (!this.players.every((p) => p.state()?.G)) {
        if (this.ending.broken) throw new Error(this.ending.broken);
        if (Date.now() > deadline) throw new Error("timed out waiting for four views");
        await sleep(20);
      }
    } catch (e) {
      await this.close();
      throw e;
    }
    if (this.ending.closed) throw new Error("closed during set-up");
    this.playing = true;
    for (const p of this.players) p.changed(p.state());
  }

  over(reason: string | null): void {
    this.ending.over(reason);
  }

  /** Disconnects the four clients and leaves the seats, as a lobby page does: boardgame.io then deletes the match. */
  async close(): Promise<void> {
    this.ending.close();
    this.playing = false;
    for (const p of this.players) p.leave();
    const seats = this.seats;
    this.seats = null;
    if (!seats) return;
    const deadline = Date.now() + 10_000;
    await Promise.all(seats.credentials.map((credentials, seat) =>
      this.post(`/${seats.matchID}/leave`, { playerID: String(seat), credentials }, deadline).catch(() => undefined)));
  }
}
