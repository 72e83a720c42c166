/**
 * Engine plus sync per action, this code against another build of the shared workspace, in one run:
 * the same recorded bot games (as in sync-cost.ts) are replayed with each build in turn, alternating
 * which goes first, and the medians per bucket of 20 moves are printed side by side with their ratio.
 * On a noisy host a ratio taken this way holds where two separate runs do not.
 *
 * Build the other code beside this one, then run (JSON: SYNC_JSON=file.json):
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before && npx tsc -p shared/tsconfig.build.json)
 *   npm run build -w shared && npx tsc -p bench && node bench/dist/bench/sync-versus.js /tmp/before/shared/dist [game]
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Encoder } from "@colyseus/schema";
import { games, type AnyGame } from "@space/shared";
import { playBotGame, type Move } from "./support/bot-games";

Encoder.BUFFER_SIZE = 256 * 1024;
const PLAYERS = 4;
const GAMES = 8;
const ROUNDS = 4;
const BUCKET = 20;

/** What the bench needs of a build of the shared workspace. */
interface Build {
  games: Record<string, AnyGame>;
  schema: {
    RoomState: new () => { seats: { push(slot: unknown): void } };
    SeatSlot: new () => { assign(fields: object): unknown };
    project(room: unknown, game: AnyGame, state: unknown): unknown;
  };
}

function load(dist: string): Build {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return { games: require(dist).games, schema: require(path.join(dist, "schema")) };
}

/** Milliseconds of apply + project + encode for each move of one game. */
function replay(build: Build, id: string, seed: string, moves: Move[]): number[] {
  const game = build.games[id];
  let state = game.setup({ players: PLAYERS, seed });
  const room = new build.schema.RoomState();
  for (let i = 0; i < PLAYERS; i++) room.seats.push(new build.schema.SeatSlot().assign({ seat: i }));
  build.schema.project(room, game, state);
  const encoder = new Encoder(room as never);
  encoder.encodeAll();
  encoder.discardChanges();
  return moves.map(({ seat, action }) => {
    const t = process.hrtime.bigint();
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    build.schema.project(room, game, state);
    encoder.encode();
    encoder.discardChanges();
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

type Played = { seed: string; moves: Move[] }[];

/**
 * The bot games, recorded in a process of their own: the bots run the engine on states and views of
 * every kind, and a build that ran them here was then about 9% slower in the replays than the same
 * build loaded beside it.
 */
function recorded(id: string): Played {
  return JSON.parse(execFileSync(process.execPath, [__filename, RECORD, id], { maxBuffer: 256 * 1024 * 1024, encoding: "utf8" })) as Played;
}

const RECORD = "--record";
const [other, only] = process.argv.slice(2);
if (other === RECORD) {
  const game = games[only as keyof typeof games] as AnyGame;
  const played: Played = Array.from({ length: GAMES }, (_, g) => ({ seed: `sync-${only}-${g}`, moves: playBotGame(game, PLAYERS, `sync-${only}-${g}`).moves }));
  process.stdout.write(JSON.stringify(played));
  process.exit(0);
}
if (!other) throw new Error("usage: node bench/dist/bench/sync-versus.js <other build's shared/dist> [game]");
const builds: Record<"this" | "other", Build> = { this: load(path.resolve(__dirname, "../../../shared/dist")), other: load(path.resolve(other)) };
const out: Record<string, unknown> = {};
for (const id of Object.keys(games).filter((g) => !only || g === only)) {
  const played = recorded(id);
  const times: Record<"this" | "other", number[][]> = { this: [], other: [] };
  // Round 0 warms both up and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const which of round % 2 ? (["other", "this"] as const) : (["this", "other"] as const)) {
      const timed = played.map(({ seed, moves }) => replay(builds[which], id, seed, moves));
      if (round > 0) times[which].push(...timed);
    }
  }
  const bucket = (which: "this" | "other", from: number) => times[which].flatMap((t) => t.slice(from, from + BUCKET));
  const buckets = [];
  for (let from = 0; bucket("this", from).length >= BUCKET * GAMES; from += BUCKET) {
    buckets.push({ from, this: median(bucket("this", from)), other: median(bucket("other", from)) });
  }
  const all = { this: median(times.this.flat()), other: median(times.other.flat()) };
  out[id] = { games: GAMES, rounds: ROUNDS, median: all, buckets };
  console.log(`${id}: engine+sync median ${all.this.toFixed(3)} ms, the other build ${all.other.toFixed(3)} ms (${(all.this / all.other).toFixed(2)}x)`);
  console.log("  moves      this   other   this/other   (medians, ms; buckets every game reaches)");
  for (const b of buckets) {
    console.log(`  ${String(b.from).padStart(4)}-${String(b.from + BUCKET - 1).padEnd(4)} ${b.this.toFixed(3).padStart(6)} ${b.other.toFixed(3).padStart(7)} ${(b.this / b.other).toFixed(2).padStart(8)}`);
  }
}
if (process.env.SYNC_JSON) writeFileSync(process.env.SYNC_JSON, JSON.stringify(out, null, 2));
