import type { Room } from "colyseus.js";
import { games, randomFunction } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import { BenchClient } from "./bench-client";

/**
 * Background load of searching bots (forked by main.ts with --hard-rooms K): K rooms, each one
 * player of this process and three `hard` bots of the server, played without think time so the
 * bots search all the time. Nothing here is measured but the bots' moves: the question is what
 * they cost the other rooms (docs/performance.md, "Hard bots beside the tables").
 */

interface HardConfig {
  url: string;
  gameId: string;
  rooms: number;
  seed: string;
}

type FromHard = { type: "ready"; rooms: number } | { type: "report"; botMoves: number; games: number; errors: number } | { type: "fatal"; message: string };

let stopping = false;
let botMoves = 0;
let finished = 0;
let errors = 0;
const rooms = new Set<Room>();

const say = (m: FromHard): void => void process.send?.(m);

/** Plays this process's seat at once whenever it is awaited; counts every other seat's move as a bot's. */
function play(room: Room, rng: () => number, gameId: string, done: () => void): void {
  const game = games[gameId as keyof typeof games]!;
  let seat = -1;
  let moves = 0;
  let sentAt = -1;
  room.onMessage("*", () => undefined);
  room.onMessage("error", () => { errors++; });
  room.onStateChange((state) => {
    if (seat < 0) state.seats?.forEach((s: { sessionId: string; seat: number }) => { if (s.sessionId === room.sessionId) seat = s.seat; });
    if (state.moves > moves) {
      // Moves made since the last reading, less this seat's own one.
      botMoves += state.moves - moves - (sentAt >= 0 && sentAt < state.moves ? 1 : 0);
      if (sentAt >= 0 && sentAt < state.moves) sentAt = -1;
      moves = state.moves;
    }
    if (state.status === "ended") return done();
    const mine = state.status === "playing" && Array.from(state.awaiting as Iterable<number>).includes(seat);
    if (!mine || sentAt >= 0 || stopping) return;
    const view = { ...(toPlain(state.game) as object), private: toPlain(state.seats[seat].secret) ?? null };
    sentAt = state.moves;
    room.send("action", game.bot.choose(view as never, seat, rng));
  });
}

async function open(client: BenchClient, config: HardConfig, place: number, round: number): Promise<void> {
  if (stopping) return;
  const room = await client.create(config.gameId, { name: "Hana", seats: 4, bots: 3, botLevel: "hard" });
  rooms.add(room);
  const replace = (): void => {
    if (!rooms.delete(room)) return;
    finished++;
    void room.leave(true).catch(() => undefined);
    void open(client, config, place, round + 1).catch(() => { errors++; });
  };
  play(room, randomFunction(`${config.seed}/hard/${place}/${round}`), config.gameId, replace);
  while (!room.state?.code) await new Promise((r) => setTimeout(r, 20));
  room.send("start");
}

process.on("message", (m: { type: "start"; config: HardConfig } | { type: "measure" } | { type: "report" } | { type: "stop" }) => {
  if (m.type === "start") {
    const client = new BenchClient(m.config.url.replace(/^http/, "ws"));
    Promise.all(Array.from({ length: m.config.rooms }, (_, i) => open(client, m.config, i, 0))).then(
      () => say({ type: "ready", rooms: rooms.size }),
      (e: Error) => say({ type: "fatal", message: e.message }),
    );
  } else if (m.type === "measure") {
    botMoves = 0;
    finished = 0;
    errors = 0;
  } else if (m.type === "report") {
    say({ type: "report", botMoves, games: finished, errors });
  } else {
    stopping = true;
    void Promise.race([Promise.all([...rooms].map((r) => r.leave(true).catch(() => undefined))), new Promise((r) => setTimeout(r, 5000))])
      .then(() => process.exit(0));
  }
});
process.on("disconnect", () => process.exit(0));
