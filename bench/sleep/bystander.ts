import { Client, type Room } from "colyseus.js";
import { games, randomFunction } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import { until } from "./stats";

const game = games.zoo!;

interface Seat {
  room: Room;
  seat: number;
  /** Resolves the action in flight once this client's state counts it. */
  waiter: { moves: number; done: (error: Error | null) => void } | null;
}

/**
 * A player at a live two-seat Space Zoo table (both seats held by this bench, each a real
 * colyseus.js client, no bots), making one move at a time chosen by the game's bot from the acting
 * seat's own view. A move's round trip is from `send("action")` to the first state of the acting
 * client whose move counter counts it. A finished game's table is left and a new one opened.
 */
export class Bystander {
  private seats: Seat[] = [];
  private rng = randomFunction("bench-sleep-bystander");
  tables = 0;

  constructor(private url: string) {}

  private watch(room: Room): Seat {
    const s: Seat = { room, seat: -1, waiter: null };
    room.onMessage("*", (type, message) => {
      if (type === "error" && s.waiter) {
        const w = s.waiter;
        s.waiter = null;
        w.done(new Error(`the move was refused: ${JSON.stringify(message)}`));
      }
    });
    room.onStateChange((state: { moves: number }) => {
      if (s.waiter && state.moves > s.waiter.moves) {
        const w = s.waiter;
        s.waiter = null;
        w.done(null);
      }
    });
    return s;
  }

  private async open(): Promise<void> {
    await Promise.all(this.seats.map((s) => s.room.leave(true).catch(() => undefined)));
    const client = new Client(this.url);
    const host = this.watch(await client.create(game.id, { name: "Ana", seats: 2 }));
    await until(() => Boolean(host.room.state?.code), 5000, "the table's first state");
    const guest = this.watch(await client.joinById(host.room.roomId, { name: "Bo" }));
    this.seats = [host, guest];
    host.room.send("start");
    await until(() => this.seats.every((s) => s.room.state?.status === "playing"), 5000, "the game to start");
    for (const s of this.seats) {
      s.room.state.seats.forEach((slot: { sessionId: string; seat: number }) => {
        if (slot.sessionId === s.room.sessionId) s.seat = slot.seat;
      });
    }
    this.tables++;
  }

  /** Moves not answered within this time (counted as taking it) and refused; the table is replaced after either. */
  unanswered = 0;
  refused = 0;

  /**
   * Makes the next move (opening a table first when needed) and resolves with its round trip in ms;
   * a move not answered within `timeoutMs` counts as taking that long, and its table is replaced.
   */
  async move(timeoutMs = 10_000): Promise<number> {
    if (!this.seats.length || this.seats[0].room.state.status === "ended") await this.open();
    // Both clients have seen every move so far.
    const moves = () => this.seats.map((s) => s.room.state.moves as number);
    await until(() => new Set(moves()).size === 1, 5000, "both clients to see the last move");
    if (this.seats[0].room.state.status === "ended") return this.move();
    const awaiting = Array.from(this.seats[0].room.state.awaiting as ArrayLike<number>);
    const actor = this.seats.find((s) => awaiting.includes(s.seat));
    if (!actor) throw new Error(`no seat of this bench is awaited (awaiting ${awaiting.join(", ")})`);
    const state = actor.room.state;
    const view = { ...(toPlain(state.game) as object), private: toPlain(state.seats[actor.seat].secret) ?? null };
    const action = game.bot.choose(view, actor.seat, this.rng);
    const before = state.moves as number;
    const answered = new Promise<"answered" | "refused" | "unanswered">((resolve) => {
      const timer = setTimeout(() => {
        actor.waiter = null;
        resolve("unanswered");
      }, timeoutMs);
      actor.waiter = { moves: before, done: (error) => {
        clearTimeout(timer);
        resolve(error ? "refused" : "answered");
      } };
    });
    const start = performance.now();
    actor.room.send("action", action);
    const outcome = await answered;
    const ms = performance.now() - start;
    if (outcome !== "answered") {
      this[outcome]++;
      await this.leave();
    }
    return outcome === "unanswered" ? timeoutMs : ms;
  }

  async leave(): Promise<void> {
    await Promise.all(this.seats.map((s) => s.room.leave(true).catch(() => undefined)));
    this.seats = [];
  }
}
