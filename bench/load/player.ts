import { performance } from "node:perf_hooks";
import type { Room } from "colyseus.js";
import type { AnyGame } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import { count, type Tally } from "./tally";

/** An action sent and not yet seen accepted. */
interface Pending {
  at: number;
  /** The moves counter this client had seen when it sent. */
  moves: number;
  /** Other seats whose actions, sent earlier and not yet seen counted, may be counted before this one. */
  ahead: Player[];
  /** Another seat's action was in flight at the same time: this reading may be off by that action's time. */
  overlapped: boolean;
}

/** The moves counter that shows this action accepted. */
function target(pending: Pending): number {
  return pending.moves + 1 + pending.ahead.length;
}

/** What a player needs from its table. */
export interface Seating {
  game: AnyGame;
  thinkMs: { min: number; max: number };
  answerTimeoutMs: number;
  tally: Tally;
  /** The room's players, to tell which sent actions overlap. */
  players: Player[];
  playing: boolean;
  /** The game is over or the connection is gone: the table closes and is replaced. */
  over(reason: string | null): void;
}

/** One seat played by the game's bot from this client's own decoded view, after a think time. */
export class Player {
  seat = -1;
  pending: Pending | null = null;
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
    const pending = this.pending;
    if (pending && state.moves >= target(pending)) {
      this.table.tally.latency.recordValue(Math.max(1, Math.round((performance.now() - pending.at) * 1000)));
      this.table.tally.accepted++;
      if (pending.overlapped) this.table.tally.overlapped++;
      this.settle();
    }
    if (state.status === "ended") {
      this.table.over(null);
      return;
    }
    if (!this.pending && !this.thinking && this.mustAct()) {
      const { min, max } = this.table.thinkMs;
      this.thinking = setTimeout(() => this.act(), min + Math.floor(this.rng() * (max - min + 1)));
    }
  }

  private mustAct(): boolean {
    const state = this.room.state;
    return state.status === "playing" && Array.from(state.awaiting as Iterable<number>).includes(this.seat);
  }

  private act(): void {
    this.thinking = null;
    if (!this.table.playing || !this.mustAct()) return;
    const view = { ...(toPlain(this.room.state.game) as object), private: toPlain(this.room.state.seats[this.seat].secret) ?? null };
    const action = this.table.game.bot.choose(view, this.seat, this.rng);
    // Another seat's action already counted in what this client has seen (its client has not read that patch yet) is not ahead.
    const seen = this.room.state.moves as number;
    const ahead = this.table.players.filter((p) => p !== this && p.pending && seen < target(p.pending));
    // Only earlier actions are waited for: a later one may depend on this seat's next move (a deadlock).
    for (const other of ahead) other.pending!.overlapped = true;
    this.pending = { at: performance.now(), moves: this.room.state.moves, ahead, overlapped: ahead.length > 0 };
    this.answerTimer = setTimeout(() => {
      this.table.tally.unanswered++;
      if (process.env.LOAD_DEBUG) console.error("unanswered", JSON.stringify({ seat: this.seat, sent: this.pending?.moves, ahead: this.pending?.ahead.map((p) => [p.seat, p.pending?.moves ?? null]), seen: this.room.state.moves, others: this.table.players.map((p) => p.room.state.moves), awaiting: Array.from(this.room.state.awaiting), status: this.room.state.status, open: this.room.connection.isOpen }));
      this.withdraw();
    }, this.table.answerTimeoutMs);
    this.room.send("action", action);
  }

  private refused(code: string): void {
    count(this.table.tally.refused, code);
    if (this.pending) this.withdraw();
  }

  /** The pending action will never be counted: no other seat waits for it, and this seat plans anew. */
  private withdraw(): void {
    for (const other of this.table.players) {
      const ahead = other.pending?.ahead;
      const i = ahead ? ahead.lastIndexOf(this) : -1;
      if (i >= 0) ahead!.splice(i, 1);
    }
    this.settle();
    this.changed();
  }

  private settle(): void {
    this.pending = null;
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.thinking) clearTimeout(this.thinking);
    this.thinking = null;
    this.settle();
    if (this.room.connection.isOpen) await this.room.leave(true).catch(() => undefined);
  }
}
