import { performance } from "node:perf_hooks";
import type { Room } from "colyseus.js";
import type { AnyGame } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import type { Flights } from "./flight";
import { count, type Tally } from "./tally";

/** What a player needs from its table. */
export interface Seating {
  game: AnyGame;
  thinkMs: { min: number; max: number };
  answerTimeoutMs: number;
  tally: Tally;
  /** The room's actions in flight, to tell when this seat's is counted. */
  flights: Flights;
  playing: boolean;
  /** The game is over or the connection is gone: the table closes and is replaced. */
  over(reason: string | null): void;
}

/** One seat played by the game's bot from this client's own decoded view, after a think time. */
export class Player {
  seat = -1;
  private thinking: NodeJS.Timeout | null = null;
  private answerTimer: NodeJS.Timeout | null = null;
  private leaving = false;

  constructor(readonly room: Room, private table: Seating, private rng: () => number) {
    // colyseus.js keeps the `ws` WebSocket in its transport; every message's payload is counted.
    const ws = (room.connection.transport as unknown as { ws: { on(event: "message", f: (data: ArrayBuffer | Buffer) => void): void } }).ws;
    ws.on("message", (data) => {
      if (this.table.playing) this.table.tally.bytes += data.byteLength;
    });
    room.onStateChange(() => this.changed());
    room.onMessage("error", (e: { code?: string }) => this.refused(String(e?.code ?? "unknown")));
    room.onLeave((code) => {
      if (!this.leaving) this.table.over(`closed by the server (code ${code})`);
    });
  }

  /** This client's seat, from the seat slot holding its session id. */
  findSeat(): number {
    this.room.state.seats?.forEach((s: { sessionId: string; seat: number }) => {
      if (s.sessionId === this.room.sessionId) this.seat = s.seat;
    });
    return this.seat;
  }

  hasSecret(): boolean {
    return this.findSeat() >= 0 && this.room.state.seats[this.seat]?.secret !== undefined;
  }

  changed(): void {
    if (!this.table.playing) return;
    const state = this.room.state;
    const mustAct = this.mustAct();
    const flight = this.table.flights.landed(this.seat, state.moves, mustAct);
    if (flight) {
      this.table.tally.landed(flight);
      this.stopAnswerTimer();
    }
    if (state.status === "ended") {
      this.table.over(null);
      return;
    }
    if (!this.table.flights.has(this.seat) && !this.thinking && mustAct) {
      const { min, max } = this.table.thinkMs;
      this.thinking = setTimeout(() => this.act(), min + Math.floor(this.rng() * (max - min + 1)));
    }
  }

  private mustAct(): boolean {
    const state = this.room.state;
    // The ArraySchema's own `includes`: copying it with Array.from for every patch of every client was 1-2% of the clients' CPU.
    return state.status === "playing" && (state.awaiting as { includes(seat: number): boolean }).includes(this.seat);
  }

  private act(): void {
    this.thinking = null;
    if (!this.table.playing || !this.mustAct()) return;
    const view = { ...(toPlain(this.room.state.game) as object), private: toPlain(this.room.state.seats[this.seat].secret) ?? null };
    const action = this.table.game.bot.choose(view, this.seat, this.rng);
    this.table.flights.send(this.seat, this.room.state.moves, performance.now());
    this.answerTimer = setTimeout(() => {
      this.table.tally.unanswered++;
      this.withdraw();
    }, this.table.answerTimeoutMs);
    this.room.send("action", action);
  }

  private refused(code: string): void {
    count(this.table.tally.refused, code);
    this.table.flights.refused(this.seat);
    this.replan();
  }

  /** This seat's action will never be counted: no other seat waits for it, and this seat plans anew. */
  private withdraw(): void {
    this.table.flights.withdraw(this.seat);
    this.replan();
  }

  private replan(): void {
    this.stopAnswerTimer();
    this.changed();
  }

  private stopAnswerTimer(): void {
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.thinking) clearTimeout(this.thinking);
    this.thinking = null;
    this.stopAnswerTimer();
    this.table.flights.withdraw(this.seat);
    if (this.room.connection.isOpen) await this.room.leave(true).catch(() => undefined);
  }
}
