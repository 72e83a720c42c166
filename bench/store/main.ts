/**
 * `npm run bench:store`: what the SQLite store's commits cost the event loop, with the checkpoint in
 * its worker thread (the server's default) and with SQLite's own checkpoint in the writer's commits.
 * Appends come at a steady rate over many games, batched per turn of the event loop as the server's
 * rooms do; each batch's wait for its acknowledgement and the loop's delay are measured. Runs
 * alternate between the two ways (worker, sqlite, sqlite, worker, ...) so the machine's drift falls on both.
 *
 *   npm run bench:store -- [--seconds 20] [--rate 800] [--games 1000] [--pairs 2] [--json FILE]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";

/** The part of the built server's `SqliteGameStore` this bench uses (server/src/store/sqlite-store.ts). */
interface Store {
  createGame(r: { code: string; gameId: string; seed: string; options: object; seats: object[]; createdAt: number }): Promise<void>;
  appendAction(code: string, index: number, entry: { seat: number; action: unknown }): Promise<void>;
  close(): Promise<void>;
}
type StoreClass = new (file: string, now?: () => number, checkpoints?: "sqlite") => Store;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SqliteGameStore } = require(path.join(__dirname, "../../../server/dist/store/sqlite-store.js")) as { SqliteGameStore: StoreClass };

type Way = "worker" | "sqlite";

interface Run {
  way: Way;
  appends: number;
  batches: number;
  /** ms from a batch's appends to their acknowledgement. */
  ack: { p50: number; p99: number; p999: number; max: number; over10: number };
  /** The event loop's delay (ms), as `monitorEventLoopDelay` reads it. */
  loop: { p50: number; p99: number; max: number };
  /** Process CPU (both threads) per append, µs. */
  cpuPerAppendUs: number;
  walBytesAtEnd: number;
}

const { values: args } = parseArgs({ options: {
  seconds: { type: "string", default: "20" }, rate: { type: "string", default: "800" },
  games: { type: "string", default: "1000" }, pairs: { type: "string", default: "2" }, json: { type: "string" },
} });
const seconds = Number(args.seconds);
const rate = Number(args.rate);
const games = Number(args.games);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const round = (x: number) => Math.round(x * 1000) / 1000;
// About the size of a Space Zoo action as the engine parses it.
const action = { type: "choose", card: "feed", target: { module: 3, animal: "space-otter" } };

async function run(way: Way): Promise<Run> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-store-"));
  const file = path.join(dir, "games.sqlite");
  const store = way === "sqlite" ? new SqliteGameStore(file, Date.now, "sqlite") : new SqliteGameStore(file);
  const codes = Array.from({ length: games }, (_, i) => `G${i.toString(36).padStart(5, "0")}`);
  for (const code of codes) await store.createGame({ code, gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: Date.now() });
  const moves = new Map<string, number>();
  const acks: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const cpu = process.cpuUsage();
  const start = performance.now();
  let appends = 0;
  loop.enable();
  await new Promise<void>((done) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      if (elapsed > seconds * 1000) return done();
      const due = Math.floor((elapsed / 1000) * rate) - appends;
      if (due > 0) {
        const sent = performance.now();
        const batch = Array.from({ length: due }, () => {
          const code = codes[Math.floor(Math.random() * codes.length)];
          const index = moves.get(code) ?? 0;
          moves.set(code, index + 1);
          return store.appendAction(code, index, { seat: index % 4, action });
        });
        appends += due;
        void Promise.all(batch).then(() => acks.push(performance.now() - sent));
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  loop.disable();
  const used = process.cpuUsage(cpu);
  const walBytesAtEnd = fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  acks.sort((a, b) => a - b);
  const ms = (ns: number) => round(ns / 1e6);
  return {
    way, appends, batches: acks.length,
    ack: { p50: round(percentile(acks, 0.5)), p99: round(percentile(acks, 0.99)), p999: round(percentile(acks, 0.999)),
      max: round(acks[acks.length - 1] ?? 0), over10: acks.filter((a) => a > 10).length },
    loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    cpuPerAppendUs: round((used.user + used.system) / appends),
    walBytesAtEnd,
  };
}

async function main(): Promise<void> {
  console.log(`${rate} appends a second over ${games} games, ${seconds} s a run, file in ${os.tmpdir()}`);
  console.log("way     appends  batches  ack p50 / p99 / p99.9 / max (ms)   acks > 10 ms  loop delay p50 / p99 / max (ms)  CPU/append  WAL at end");
  const runs: Run[] = [];
  const order: Way[] = [];
  for (let i = 0; i < Number(args.pairs); i++) order.push(...(i % 2 === 0 ? ["worker", "sqlite"] as Way[] : ["sqlite", "worker"] as Way[]));
  for (const way of order) {
    const r = await run(way);
    runs.push(r);
    console.log(`${r.way.padEnd(7)} ${String(r.appends).padStart(7)}  ${String(r.batches).padStart(7)}  `
      + `${[r.ack.p50, r.ack.p99, r.ack.p999, r.ack.max].map((x) => x.toFixed(2)).join(" / ").padEnd(33)} ${String(r.ack.over10).padStart(12)}  `
      + `${[r.loop.p50, r.loop.p99, r.loop.max].map((x) => x.toFixed(2)).join(" / ").padEnd(31)} ${r.cpuPerAppendUs.toFixed(1).padStart(8)} µs  ${(r.walBytesAtEnd / 2 ** 20).toFixed(1)} MiB`);
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ date: new Date().toISOString(), rate, games, seconds, runs }, null, 2));
}

void main();
