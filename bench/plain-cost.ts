/**
 * What a page pays to read its view out of the synced state after each patch: `toPlain` of the
 * public game (the bulk of a view; a seat's secret is a few entries), on the node decoded from the
 * wire as colyseus.js decodes it. 4-player bot games of each game are replayed, every state projected, encoded and decoded,
 * and each read timed; prints the median and p90 per game, with the entries read.
 * Run: npm run bench -- plain   (JSON: PLAIN_JSON=file.json npm run bench -- plain)
 */
import { writeFileSync } from "node:fs";
import { Encoder, Reflection } from "@colyseus/schema";
import { games, type AnyGame } from "@space/shared";
import { RoomState, SeatSlot, project, toPlain } from "@space/shared/schema";
import { playBotGame } from "./support/bot-games";

Encoder.BUFFER_SIZE = 256 * 1024;
const PLAYERS = 4;
const GAMES = 4;
const ROUNDS = 5;

/** Microseconds of each read of the game after every move of one game. */
function reads(game: AnyGame, seed: string): { micros: number[]; entries: number } {
  const { states } = playBotGame(game, PLAYERS, seed);
  const room = new RoomState();
  for (let i = 0; i < PLAYERS; i++) room.seats.push(new SeatSlot().assign({ seat: i }));
  project(room, game, states[0]);
  const encoder = new Encoder(room);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  const decoded = decoder.state as unknown as RoomState;
  const micros: number[] = [];
  let entries = 0;
  for (const state of states.slice(1)) {
    project(room, game, state);
    decoder.decode(encoder.encode());
    encoder.discardChanges();
    const t = process.hrtime.bigint();
    toPlain(decoded.game);
    micros.push(Number(process.hrtime.bigint() - t) / 1e3);
    entries = Math.max(entries, decoded.game.entries.size);
  }
  return { micros, entries };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)] ?? NaN;
}

const out: Record<string, unknown> = {};
const only = process.argv[2];
for (const game of (Object.values(games) as AnyGame[]).filter((g) => !only || g.id === only)) {
  const seeds = Array.from({ length: GAMES }, (_, g) => `plain-${game.id}-${g}`);
  const rounds = Array.from({ length: ROUNDS }, () => seeds.map((seed) => reads(game, seed)));
  // The first round warms up; the others are timed.
  const timed = rounds.slice(1).flat();
  const micros = timed.flatMap((r) => r.micros);
  const summary = { games: GAMES, players: PLAYERS, reads: micros.length, entriesMax: Math.max(...timed.map((r) => r.entries)),
    medianMicros: quantile(micros, 0.5), p90Micros: quantile(micros, 0.9) };
  out[game.id] = summary;
  console.log(`${game.id}: ${summary.reads} reads of the game, up to ${summary.entriesMax} entries: `
    + `median ${summary.medianMicros.toFixed(1)} µs, p90 ${summary.p90Micros.toFixed(1)} µs`);
}
if (process.env.PLAIN_JSON) writeFileSync(process.env.PLAIN_JSON, JSON.stringify(out, null, 2));
