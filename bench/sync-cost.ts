/**
 * Engine plus sync per action, without the network: 4-player bot games of each game are recorded,
 * then replayed while timing, for every accepted action, the engine's `apply`, the projection into
 * the room's schema (`project`: every seat's view, reconciled) and the encoding of the patch.
 * Prints the medians per bucket of 20 moves, so a cost that grows with the game shows, and per kind of
 * move (its type, and whether it passed the turn) the median in each game's first third and last:
 * a bucket's median moves with the mix of kinds in it, a kind's does not.
 * Run: npm run bench -- sync   (JSON: SYNC_JSON=file.json npm run bench -- sync)
 * One game: node bench/dist/bench/sync-cost.js base
 */
import { writeFileSync } from "node:fs";
import { Encoder } from "@colyseus/schema";
import { games, type AnyGame } from "@space/shared";
import { RoomState, SeatSlot, project } from "@space/shared/schema";
import { playBotGame, type Move } from "./support/bot-games";

Encoder.BUFFER_SIZE = 256 * 1024;
const PLAYERS = 4;
const GAMES = 8;
const BUCKET = 20;

type Timing = { apply: number; project: number; encode: number; kind: string };

function ms(from: bigint): number {
  return Number(process.hrtime.bigint() - from) / 1e6;
}

function replay(game: AnyGame, seed: string, moves: Move[]): Timing[] {
  let state = game.setup({ players: PLAYERS, seed });
  const room = new RoomState();
  for (let i = 0; i < PLAYERS; i++) room.seats.push(new SeatSlot().assign({ seat: i }));
  project(room, game, state);
  const encoder = new Encoder(room);
  encoder.encodeAll();
  encoder.discardChanges();
  return moves.map(({ seat, action }) => {
    let t = process.hrtime.bigint();
    const awaited = game.awaiting(state).join();
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    const kind = `${(r.action as { type?: string }).type ?? "action"}${game.awaiting(state).join() === awaited ? "" : ", turn passes"}`;
    const apply = ms(t);
    t = process.hrtime.bigint();
    project(room, game, state);
    const projected = ms(t);
    t = process.hrtime.bigint();
    encoder.encode();
    encoder.discardChanges();
    return { apply, project: projected, encode: ms(t), kind };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const total = (t: Timing) => t.apply + t.project + t.encode;
const out: Record<string, unknown> = {};
const only = process.argv[2];
for (const game of (Object.values(games) as AnyGame[]).filter((g) => !only || g.id === only)) {
  const played = Array.from({ length: GAMES }, (_, g) => {
    const seed = `sync-${game.id}-${g}`;
    return { seed, moves: playBotGame(game, PLAYERS, seed).moves };
  });
  for (const { seed, moves } of played) replay(game, seed, moves); // warm-up
  const timings = played.map(({ seed, moves }) => replay(game, seed, moves));
  const buckets: { from: number; actions: number; total: number; apply: number; project: number; encode: number }[] = [];
  for (let from = 0; ; from += BUCKET) {
    const inBucket = timings.flatMap((t) => t.slice(from, from + BUCKET));
    if (inBucket.length < BUCKET) break;
    buckets.push({
      from, actions: inBucket.length, total: median(inBucket.map(total)),
      apply: median(inBucket.map((t) => t.apply)), project: median(inBucket.map((t) => t.project)), encode: median(inBucket.map((t) => t.encode)),
    });
  }
  const all = timings.flat();
  const summary = {
    games: GAMES, players: PLAYERS, actions: all.length, median: median(all.map(total)),
    p90: [...all.map(total)].sort((a, b) => a - b)[Math.floor(all.length * 0.9)],
    lastOverFirst: buckets[buckets.length - 1].total / buckets[0].total, buckets,
  };
  const kinds = byKind(timings);
  out[game.id] = { ...summary, kinds };
  console.log(`${game.id}: ${summary.actions} actions, engine+sync median ${summary.median.toFixed(3)} ms (p90 ${summary.p90.toFixed(3)} ms), `
    + `last bucket / first ${summary.lastOverFirst.toFixed(2)}x`);
  console.log("  moves      total   apply  project  encode   (medians, ms)");
  for (const b of buckets) {
    console.log(`  ${String(b.from).padStart(4)}-${String(b.from + BUCKET - 1).padEnd(4)} ${b.total.toFixed(3).padStart(7)} ${b.apply.toFixed(3).padStart(7)} `
      + `${b.project.toFixed(3).padStart(8)} ${b.encode.toFixed(3).padStart(7)}`);
  }
  console.log("  kind of move                    first third        last third     last / first   (medians, ms)");
  for (const k of kinds) {
    console.log(`  ${k.kind.padEnd(30)} ${String(k.early.actions).padStart(5)} ${k.early.median.toFixed(3)}   ${String(k.late.actions).padStart(5)} ${k.late.median.toFixed(3)}   ${(k.late.median / k.early.median).toFixed(2).padStart(6)}x`);
  }
}

/** Per kind of move seen at least 10 times in both, the median in each game's first third of moves and last third. */
function byKind(games: Timing[][]) {
  const parts = new Map<string, { early: number[]; late: number[] }>();
  for (const moves of games) {
    moves.forEach((t, i) => {
      const part = i < moves.length / 3 ? "early" : i >= (moves.length * 2) / 3 ? "late" : null;
      if (!part) return;
      if (!parts.has(t.kind)) parts.set(t.kind, { early: [], late: [] });
      parts.get(t.kind)![part].push(total(t));
    });
  }
  return [...parts].filter(([, p]) => p.early.length >= 10 && p.late.length >= 10)
    .sort(([, a], [, b]) => b.early.length + b.late.length - a.early.length - a.late.length)
    .map(([kind, p]) => ({
      kind, early: { actions: p.early.length, median: median(p.early) }, late: { actions: p.late.length, median: median(p.late) },
    }));
}
if (process.env.SYNC_JSON) writeFileSync(process.env.SYNC_JSON, JSON.stringify(out, null, 2));
