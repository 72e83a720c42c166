/**
 * `npm run bench:sleep`: what sleeping turn-based tables cost a server process (issue 40,
 * docs/turn-based.md "Sleeping tables"), in one run:
 *
 * 1. memory: the server over a SQLite store of N sleeping tables (100,000) against an empty one, RSS
 *    and heap used after the waker's first passes and a forced GC, each case in its own process;
 * 2. a scheduler pass: the waker's pass with nothing due, and the store's `dueTables(now, 50)`, over
 *    0, 1,000 and N sleeping tables;
 * 3. waking a 280-move 4-player Space Base game: the restore route and the waker, until the room is
 *    open with its state, the room closed between wakes; replay alone beside it;
 * 4. 1,000 notices a second through NoticeSender to a local HTTPS sink while a bystander plays a live
 *    table through colyseus.js on the same server: the bystander's move round trip with and without.
 *
 * Prints a table with each budget met or missed and writes JSON. A missed budget does not fail the
 * run; only a crash does.
 *
 *   npm run bench:sleep -- [--tables 100000] [--passes 1000] [--wakes 150] [--seconds 15] [--rate 1000] [--light-rate 100]
 *                          [--gap-ms 20] [--only idle,wake,notices] [--json FILE]
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { games, preloadWords, replay } from "@space/shared";
import { playBotGame } from "../support/bot-games";
import { Bystander } from "./bystander";
import type { FromChild, IdleResult, NotifyCounts, ToChild, WakeRecord, WakeResult } from "./server-child";
import type { FromSink } from "./sink";
import { ROOT, hashSeatToken, openStore, serverNodeFlags } from "./server-api";
import { sleep, spread, type Spread } from "./stats";
import { codeOf, sleepingTurn, turnBasedOptions, writeSleepingTables } from "./tables";

const { values: args } = parseArgs({ options: {
  tables: { type: "string", default: "100000" }, passes: { type: "string", default: "1000" }, wakes: { type: "string", default: "150" },
  seconds: { type: "string", default: "15" }, rate: { type: "string", default: "1000" }, "light-rate": { type: "string", default: "100" },
  "gap-ms": { type: "string", default: "20" }, only: { type: "string", default: "idle,wake,notices" },
  json: { type: "string" },
} });
const TABLES = Number(args.tables);
const PASSES = Number(args.passes);
const WAKES = Number(args.wakes);
const PHASE_SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const GAP_MS = Number(args["gap-ms"]);
const LIGHT_RATE = Number(args["light-rate"]);
const PARTS = new Set(args.only.split(","));
for (const part of PARTS) if (!["idle", "wake", "notices"].includes(part)) throw new Error(`--only takes idle, wake and notices, not ${part}`);
const MOVES = 280;
const MB = 1e6;
const JSON_FILE = args.json ?? path.join(ROOT, "bench/sleep/results", `${new Date().toISOString().slice(0, 10)}-sleep.json`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-sleep-"));
const children = new Set<ChildProcess>();
const logFile = path.join(work, "children.log");

// ---- child processes --------------------------------------------------------

interface Child<M> {
  process: ChildProcess;
  /** The next message of this type (rejects on the child's failure or exit). */
  next<T extends M extends { type: infer K } ? K : never>(type: T): Promise<Extract<M, { type: T }>>;
  send(m: unknown): void;
  exited: Promise<number | null>;
}

function start<M extends { type: string }>(entry: string, argv: string[], execArgv: string[]): Child<M> {
  const log = fs.openSync(logFile, "a");
  const child = fork(path.join(__dirname, entry), argv, {
    execArgv, stdio: ["ignore", log, log, "ipc"], env: { ...process.env, LOG_LEVEL: "warn", NODE_ENV: "production" },
  });
  fs.closeSync(log);
  children.add(child);
  const inbox: M[] = [];
  const waiting: { type: string; resolve: (m: M) => void; reject: (e: Error) => void }[] = [];
  let gone: Error | null = null;
  const deliver = () => {
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i];
      const at = inbox.findIndex((m) => m.type === w.type || m.type === "failed");
      if (at >= 0) {
        const [m] = inbox.splice(at, 1);
        waiting.splice(i--, 1);
        if (m.type === "failed" && w.type !== "failed") w.reject(new Error(`${entry} ${argv[0] ?? ""} failed: ${(m as unknown as { error: string }).error}`));
        else w.resolve(m);
      } else if (gone) {
        waiting.splice(i--, 1);
        w.reject(gone);
      }
    }
  };
  child.on("message", (m: M) => {
    inbox.push(m);
    deliver();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => {
    children.delete(child);
    gone = new Error(`${entry} ${argv[0] ?? ""} exited (code ${code}); its log: ${logFile}`);
    deliver();
    resolve(code);
  }));
  return {
    process: child,
    next: (type) => new Promise((resolve, reject) => {
      waiting.push({ type, resolve: resolve as (m: M) => void, reject });
      deliver();
    }),
    send: (m) => child.send(m as object),
    exited,
  };
}

/** Pins a process (all its threads) to `cores` when taskset exists, as bench/load does. */
function pin(pid: number, cores: string): boolean {
  return spawnSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" }).status === 0;
}

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

// ---- the stores -------------------------------------------------------------

async function writeStore(file: string, tables: number): Promise<{ file: string; tables: number; seconds: number; bytes: number }> {
  const started = performance.now();
  const store = openStore(file);
  await writeSleepingTables(store, tables, Date.now());
  await store.close();
  const seconds = (performance.now() - started) / 1000;
  const bytes = ["", "-wal"].reduce((sum, end) => sum + (fs.existsSync(file + end) ? fs.statSync(file + end).size : 0), 0);
  return { file, tables, seconds: Math.round(seconds * 10) / 10, bytes };
}

// ---- 1 and 2: memory and passes ----------------------------------------------

interface IdleCase { tables: number; runs: IdleResult[] }

async function idleCases(files: { tables: number; file: string }[]): Promise<IdleCase[]> {
  const cases = files.map((f) => ({ tables: f.tables, runs: [] as IdleResult[] }));
  // Two rounds, the second in the reverse order, so the host's drift falls on every case.
  const order = [...files.keys(), ...[...files.keys()].reverse()];
  for (const i of order) {
    const child = start<FromChild>("server-child.js", ["idle", files[i].file, String(PASSES)], [...serverNodeFlags(), "--expose-gc"]);
    const { result } = await child.next("idle");
    await child.exited;
    cases[i].runs.push(result);
    const [pass, due] = [spread(result.pass), spread(result.dueTables)];
    console.log(`  ${String(files[i].tables).padStart(7)} tables: RSS ${(result.memory.rss / MB).toFixed(1)} MB, heap used ${(result.memory.heapUsed / MB).toFixed(1)} MB; `
      + `pass p50 ${pass.p50.toFixed(3)} ms p99 ${pass.p99.toFixed(3)} ms; dueTables p50 ${due.p50.toFixed(3)} ms p99 ${due.p99.toFixed(3)} ms`);
  }
  return cases;
}

// ---- 3: waking a long game ---------------------------------------------------

type WakeCase = WakeResult & { seed: string; gameMoves: number };

async function wakeCase(): Promise<WakeCase> {
  const base = games.base!;
  // A bot game long enough, or the longest of a few: its first 280 moves (or all but its last).
  let best: { seed: string; moves: { seat: number; action: unknown }[] } | null = null;
  for (let i = 1; i <= 6 && (!best || best.moves.length <= MOVES); i++) {
    const seed = `bench-sleep-base-${i}`;
    const { moves } = playBotGame(base, 4, seed);
    if (!best || moves.length > best.moves.length) best = { seed, moves };
  }
  const { seed, moves: all } = best!;
  const actions = all.slice(0, Math.min(MOVES, all.length - 1));
  const { state, events } = replay(base, { players: 4, seed }, actions);
  const names = ["Ana", "Bo", "Cy", "Di"];
  const token = randomBytes(32).toString("base64url");
  const record: WakeRecord = {
    game: { code: codeOf(424242), gameId: base.id, seed, options: turnBasedOptions(4), createdAt: Date.now() - 86_400_000,
      seats: names.map((name, i) => ({ name, kind: "human", tokenHash: hashSeatToken(i === 0 ? token : randomBytes(32).toString("base64url")) })) },
    actions,
    turn: sleepingTurn(4, base.awaiting(state), Date.now() - 3_600_000, actions.length, events.length ? base.describeEvent(events[events.length - 1], names) : ""),
    token,
  };
  const recordFile = path.join(work, "wake-record.json");
  fs.writeFileSync(recordFile, JSON.stringify(record));
  const child = start<FromChild>("server-child.js", ["wake", path.join(work, "wake.sqlite"), recordFile, String(WAKES)], serverNodeFlags());
  const { result } = await child.next("wake");
  await child.exited;
  return { ...result, seed, gameMoves: all.length };
}

// ---- 4: notices beside a live table -------------------------------------------

interface Phase {
  /** Notices a second asked of the sender (0: none). */
  rate: number;
  rtt: Spread;
  /** The bystander's moves not answered within 10 s (counted as 10 s) or refused. */
  unanswered: number;
  refused: number;
  /** Notices a second the sender finished, and the sink received, in the window. */
  donePerSecond: number;
  receivedPerSecond: number;
  /** Notices the generator skipped: the server had fallen behind (more than 100 ms' worth due at once, or 2,000 in flight). */
  skipped: number;
  /** Webhooks that failed in the phase (a timeout or a network error), of 300, and turned off. */
  webhooks: { failing: number; off: number };
  /** CPU in the window, % of one core: the server process, the sink. */
  serverCpu: number;
  sinkCpu: number;
  /** TLS connections the sink accepted in the window, and how many of them resumed a session: the sender keeps connections alive. */
  sinkConnections: number;
  sinkResumed: number;
}

interface NoticeCase {
  phases: Phase[];
  /** The bystander's round trips of every phase at each rate, pooled. */
  byRate: { rate: number; rtt: Spread; donePerSecond: number; receivedPerSecond: number;
    /** The server's and the sink's CPU per notice done (ms): their CPU at this rate less without notices, over the notices. */
    serverCpuPerNoticeMs: number; sinkCpuPerNoticeMs: number }[];
  pinned: boolean;
  moves: number;
  tables: number;
  /** A TLS context with the test's `ca` and without it (ms of CPU each): the guarded sender makes one per trust setting, once. */
  secureContextMs: { withCa: number; without: number };
  logged: Record<string, number>;
}

async function noticeCase(): Promise<NoticeCase> {
  const sink = start<FromSink>("sink.js", [], []);
  const { port: sinkPort, cert } = await sink.next("listening");
  const server = start<FromChild>("server-child.js", ["notify", path.join(work, "notify.sqlite")], serverNodeFlags());
  const { port } = await server.next("ready");
  // The server on core 0; the sink and the bystander on core 1 (bench/load's layout), the bystander
  // first: the webhooks' far end and the player's page are other machines, and the page should not
  // wait for the sink's TLS (when this process may not raise its priority, the sink's is lowered).
  const pinned = pin(server.process.pid!, "0") && pin(sink.process.pid!, "1") && pin(process.pid, "1");
  try {
    os.setPriority(process.pid, -5);
  } catch {
    os.setPriority(sink.process.pid!, 5);
  }
  server.send({ type: "channels", port: sinkPort, cert } satisfies ToChild);
  const { secureContextMs } = await server.next("channels-ready");
  const counts = async (): Promise<{ c: NotifyCounts; received: number; connections: number; resumed: number; sinkCpuMs: number; at: number }> => {
    server.send({ type: "count" } satisfies ToChild);
    sink.send({ type: "count" });
    const [{ counts: c }, { received, connections, resumed, cpuMs }] = await Promise.all([server.next("counts"), sink.next("received")]);
    return { c, received, connections, resumed, sinkCpuMs: cpuMs, at: performance.now() };
  };

  const bystander = new Bystander(`ws://127.0.0.1:${port}`);
  /** The window's round trips, while one is recorded. */
  const recorder: { rtt: number[] | null } = { rtt: null };
  let playing = true;
  let moves = 0;
  const play = (async () => {
    while (playing) {
      const ms = await bystander.move();
      moves++;
      recorder.rtt?.push(ms);
      await sleep(GAP_MS);
    }
  })();
  const phases: Phase[] = [];
  const pooled = new Map<number, { rtt: number[]; seconds: number; done: number; received: number; serverCpuMs: number; sinkCpuMs: number }>();
  try {
    await sleep(5000); // warm-up
    // Each rate twice, in mirrored order, so the host's drift falls on every rate.
    for (const rate of [0, LIGHT_RATE, RATE, RATE, LIGHT_RATE, 0]) {
      server.send({ type: "rate", rate } satisfies ToChild);
      await server.next("counts");
      await sleep(2000); // the sender reaches its pace, or its last notices end
      const before = await counts();
      const missed = { unanswered: bystander.unanswered, refused: bystander.refused };
      const rtt: number[] = [];
      recorder.rtt = rtt;
      await sleep(PHASE_SECONDS * 1000);
      recorder.rtt = null;
      const after = await counts();
      const seconds = (after.at - before.at) / 1000;
      const done = after.c.done - before.c.done;
      const received = after.received - before.received;
      const serverCpuMs = after.c.cpuMs - before.c.cpuMs;
      const sinkCpuMs = after.sinkCpuMs - before.sinkCpuMs;
      const phase: Phase = {
        rate, rtt: spread(rtt), unanswered: bystander.unanswered - missed.unanswered, refused: bystander.refused - missed.refused,
        donePerSecond: Math.round(done / seconds), receivedPerSecond: Math.round(received / seconds),
        skipped: after.c.skipped - before.c.skipped, webhooks: after.c.webhooks,
        serverCpu: Math.round(serverCpuMs / 10 / seconds), sinkCpu: Math.round(sinkCpuMs / 10 / seconds),
        sinkConnections: after.connections - before.connections, sinkResumed: after.resumed - before.resumed,
      };
      phases.push(phase);
      const p = pooled.get(rate) ?? { rtt: [], seconds: 0, done: 0, received: 0, serverCpuMs: 0, sinkCpuMs: 0 };
      pooled.set(rate, { rtt: [...p.rtt, ...rtt], seconds: p.seconds + seconds, done: p.done + done, received: p.received + received,
        serverCpuMs: p.serverCpuMs + serverCpuMs, sinkCpuMs: p.sinkCpuMs + sinkCpuMs });
      console.log(`  notices ${rate ? `${rate}/s` : "off"}: move round trip p50 ${phase.rtt.p50.toFixed(2)} ms p99 ${phase.rtt.p99.toFixed(2)} ms (${phase.rtt.n} moves, `
        + `${phase.unanswered} unanswered, ${phase.refused} refused); notices done ${phase.donePerSecond}/s, received ${phase.receivedPerSecond}/s, `
        + `skipped ${phase.skipped}, webhooks failing ${phase.webhooks.failing} (off ${phase.webhooks.off}); CPU: server ${phase.serverCpu}%, sink ${phase.sinkCpu}%; `
        + `TLS connections ${phase.sinkConnections} (${phase.sinkResumed} resumed)`);
    }
  } finally {
    playing = false;
    await play.catch(() => undefined);
    await bystander.leave();
  }
  server.send({ type: "rate", rate: 0 } satisfies ToChild);
  const { counts: last } = await server.next("counts");
  server.send({ type: "stop" } satisfies ToChild);
  sink.send({ type: "stop" });
  await Promise.all([server.exited, sink.exited]);
  const quiet = pooled.get(0)!;
  const perNotice = (p: { seconds: number; done: number }, ms: number, quietMs: number) =>
    (p.done ? Math.round((((ms / p.seconds) - (quietMs / quiet.seconds)) * p.seconds / p.done) * 1000) / 1000 : 0);
  const byRate = [...pooled].map(([rate, p]) => ({
    rate, rtt: spread(p.rtt), donePerSecond: Math.round(p.done / p.seconds), receivedPerSecond: Math.round(p.received / p.seconds),
    serverCpuPerNoticeMs: perNotice(p, p.serverCpuMs, quiet.serverCpuMs), sinkCpuPerNoticeMs: perNotice(p, p.sinkCpuMs, quiet.sinkCpuMs),
  })).sort((a, b) => a.rate - b.rate);
  return { phases, byRate, pinned, moves, tables: bystander.tables, secureContextMs, logged: last.logged };
}

// ---- the report ---------------------------------------------------------------


interface Budget {
  name: string;
  figure: string;
  met: boolean;
}

/** Parts 1 and 2: the report's lines and budgets. */
function idleReport(idle: IdleCase[]): { lines: string[]; budgets: Budget[]; json: unknown } {
  // Memory: the worse of the two rounds' differences.
  const [emptyCase, fullCase] = [idle[0], idle[idle.length - 1]];
  const diff = (k: "rss" | "heapUsed") => Math.max(...fullCase.runs.map((r, i) => r.memory[k] - emptyCase.runs[i].memory[k]));
  const [rssDiff, heapDiff] = [diff("rss"), diff("heapUsed")];
  const rows = idle.map((c) => ({
    tables: c.tables, memory: c.runs.map((r) => r.memory), passesBeforeMemory: c.runs[0].passesBeforeMemory,
    pass: spread(c.runs.flatMap((r) => r.pass)), dueTables: spread(c.runs.flatMap((r) => r.dueTables)),
    woken: c.runs.reduce((sum, r) => sum + r.woken, 0), dueInTwoDays: c.runs[0].dueInTwoDays,
  }));
  const worst = Math.max(...rows.flatMap((r) => [r.pass.p50, r.pass.p99, r.dueTables.p50, r.dueTables.p99]));
  const lines = ["tables    RSS (MB)        heap used (MB)   waker pass p50 / p99 (ms)     dueTables p50 / p99 (ms)    woken"];
  for (const r of rows) {
    lines.push(`${String(r.tables).padStart(7)}   ${r.memory.map((m) => (m.rss / MB).toFixed(1)).join(", ").padEnd(14)}  `
      + `${r.memory.map((m) => (m.heapUsed / MB).toFixed(1)).join(", ").padEnd(15)}  ${`${r.pass.p50.toFixed(3)} / ${r.pass.p99.toFixed(3)} (n ${r.pass.n})`.padEnd(28)}  `
      + `${`${r.dueTables.p50.toFixed(3)} / ${r.dueTables.p99.toFixed(3)} (n ${r.dueTables.n})`.padEnd(27)}  ${r.woken}`);
  }
  return {
    lines,
    budgets: [
      { name: `memory: ${fullCase.tables} sleeping tables within 20 MB of an empty store (RSS and heap used after a forced GC)`,
        figure: `RSS ${signed(rssDiff / MB)} MB, heap used ${signed(heapDiff / MB)} MB (the worse of two rounds)`, met: rssDiff <= 20 * MB && heapDiff <= 20 * MB },
      { name: `a waker pass with nothing due and dueTables(now, 50): at most 1 ms, p50 and p99, at 0 to ${fullCase.tables} sleeping tables`,
        figure: `the worst of them ${worst.toFixed(3)} ms`, met: worst <= 1 },
    ],
    json: rows,
  };
}

function wakeReport(wake: WakeCase): { lines: string[]; budgets: Budget[] } {
  return {
    lines: [`wake (${wake.moves} of the game's ${wake.gameMoves} moves): restore route p50 ${wake.route.p50.toFixed(1)} p99 ${wake.route.p99.toFixed(1)} ms; `
      + `waker p50 ${wake.waker.p50.toFixed(1)} p99 ${wake.waker.p99.toFixed(1)} ms; replay alone p50 ${wake.replay.p50.toFixed(1)} p99 ${wake.replay.p99.toFixed(1)} ms; `
      + `store.load alone p50 ${wake.load.p50.toFixed(2)} ms; the route refusing a stranger's token (no room) p50 ${wake.routeRefused.p50.toFixed(1)} ms`,
    `  so of the waker's median wake, replay is ${wake.replay.p50.toFixed(1)} ms and the rest (the log in words, the synced state, the store, the room) ${(wake.waker.p50 - wake.replay.p50).toFixed(1)} ms`],
    budgets: [{ name: `waking a ${wake.moves}-move Space Base game: p99 at most 50 ms (by the restore route, and by the waker)`,
      figure: `route p99 ${wake.route.p99.toFixed(1)} ms, waker p99 ${wake.waker.p99.toFixed(1)} ms (replay alone p50 ${wake.replay.p50.toFixed(1)} ms)`,
      met: wake.route.p99 <= 50 && wake.waker.p99 <= 50 }],
  };
}

function noticeReport(notices: NoticeCase): { lines: string[]; budgets: Budget[] } {
  const without = notices.byRate.find((r) => r.rate === 0)!;
  const full = notices.byRate.find((r) => r.rate === RATE)!;
  const ratio = without.rtt.p99 > 0 ? full.rtt.p99 / without.rtt.p99 : Infinity;
  const reached = Math.min(...notices.phases.filter((p) => p.rate === RATE).map((p) => p.receivedPerSecond));
  const lines = [`notices a second   bystander's move p50 / p99 (ms)   done / received a second   CPU per notice: server / sink (ms)${notices.pinned ? "" : "   (not pinned: no taskset)"}`];
  for (const r of notices.byRate) {
    lines.push(`${String(r.rate || "none").padStart(16)}   ${`${r.rtt.p50.toFixed(2)} / ${r.rtt.p99.toFixed(2)} (n ${r.rtt.n})`.padEnd(31)}   ${`${r.donePerSecond} / ${r.receivedPerSecond}`.padEnd(24)}   `
      + (r.rate ? `${r.serverCpuPerNoticeMs.toFixed(3)} / ${r.sinkCpuPerNoticeMs.toFixed(3)}` : ""));
  }
  const light = notices.byRate.find((r) => r.rate === LIGHT_RATE);
  if (light?.serverCpuPerNoticeMs) lines.push(`at ${LIGHT_RATE}/s a notice took ${light.serverCpuPerNoticeMs.toFixed(2)} ms of the server's CPU: one core would send at most ${Math.round(1000 / light.serverCpuPerNoticeMs)} a second`);
  const tlsConnections = notices.phases.reduce((n, p) => n + p.sinkConnections, 0);
  const resumed = notices.phases.reduce((n, p) => n + p.sinkResumed, 0);
  lines.push(`TLS connections the sink accepted over the measured windows: ${tlsConnections} (${resumed} resumed a session), `
    + `for ${notices.phases.reduce((n, p) => n + p.receivedPerSecond * PHASE_SECONDS, 0)} notices or so (kept-alive connections)`);
  lines.push(`a TLS context, now made once per trust setting: ${notices.secureContextMs.withCa.toFixed(3)} ms of CPU with the test's own CA (testOnly.ca), `
    + `${notices.secureContextMs.without.toFixed(3)} ms with the system's roots as in production`);
  return {
    lines,
    budgets: [{ name: `${RATE} notices a second: the bystander's move p99 at most 2x without (and the notices delivered at that rate)`,
      figure: `${full.rtt.p99.toFixed(2)} / ${without.rtt.p99.toFixed(2)} ms = ${ratio.toFixed(2)}x; the sink received ${reached}/s in the slower phase`,
      met: ratio <= 2 && reached >= RATE * 0.95 }],
  };
}

const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}`;

async function main(): Promise<void> {
  const startedAt = new Date();
  // The tables' summaries word their last move (the games' describeEvent needs its words loaded).
  await preloadWords(["en"]);
  const loadAtStart = loadAverage();
  console.log(`bench:sleep on ${os.cpus().length} cores, node ${process.version}, load average ${loadAtStart.join(" ")}, parts ${[...PARTS].join(", ")}`);
  const reports: { lines: string[]; budgets: Budget[] }[] = [];
  const json: Record<string, unknown> = {};

  if (PARTS.has("idle")) {
    console.log("writing the stores (through SqliteGameStore's API: createGame, appendAction, saveTurn)...");
    const stores = [
      await writeStore(path.join(work, "empty.sqlite"), 0),
      await writeStore(path.join(work, "t1000.sqlite"), 1000),
      await writeStore(path.join(work, `t${TABLES}.sqlite`), TABLES),
    ];
    for (const s of stores) console.log(`  ${String(s.tables).padStart(7)} tables: ${(s.bytes / MB).toFixed(1)} MB, written in ${s.seconds} s`);
    json.stores = stores.map(({ tables, seconds, bytes }) => ({ tables, seconds, bytes }));
    console.log("1-2. the server over each store (a process per run, two rounds)...");
    const report = idleReport(await idleCases(stores));
    json.idle = report.json;
    reports.push(report);
  }
  if (PARTS.has("wake")) {
    console.log(`3. waking a ${MOVES}-move Space Base game (${WAKES} wakes by the restore route and ${WAKES} by the waker)...`);
    const wake = await wakeCase();
    json.wake = wake;
    reports.push(wakeReport(wake));
  }
  if (PARTS.has("notices")) {
    console.log(`4. notices beside a live table (${PHASE_SECONDS} s phases: none, ${LIGHT_RATE}/s, ${RATE}/s, ${RATE}/s, ${LIGHT_RATE}/s, none)...`);
    const notices = await noticeCase();
    json.notices = notices;
    reports.push(noticeReport(notices));
  }

  const loadAtEnd = loadAverage();
  const budgets = reports.flatMap((r) => r.budgets);
  console.log("\nSleeping tables: results");
  for (const r of reports) console.log(r.lines.join("\n"));
  console.log(`load average at the start ${loadAtStart.join(" ")}, at the end ${loadAtEnd.join(" ")}`);
  console.log("\nbudgets:");
  for (const b of budgets) console.log(`${(b.met ? "met" : "MISSED").padEnd(7)} ${b.name}\n        ${b.figure}`);
  const missed = budgets.filter((b) => !b.met).length;
  console.log(missed ? `\n*** ${missed} of ${budgets.length} budgets MISSED (the run itself succeeded) ***` : `\nall ${budgets.length} budgets met`);

  fs.mkdirSync(path.dirname(JSON_FILE), { recursive: true });
  fs.writeFileSync(JSON_FILE, JSON.stringify({
    date: startedAt.toISOString(), node: process.version, cores: os.cpus().length, loadAverage: { start: loadAtStart, end: loadAtEnd },
    settings: { parts: [...PARTS], tables: TABLES, passes: PASSES, wakes: WAKES, phaseSeconds: PHASE_SECONDS, rate: RATE, lightRate: LIGHT_RATE,
      gapMs: GAP_MS, serverNodeFlags: serverNodeFlags() },
    ...json, budgets,
  }, null, 2) + "\n");
  console.log(`JSON: ${path.relative(process.cwd(), JSON_FILE)}`);
}

function crashed(e: Error): void {
  console.error(`bench:sleep crashed: ${e.stack ?? e.message}`);
  if (fs.existsSync(logFile)) console.error(`the server processes' log (last lines):\n${fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n")}`);
  for (const child of children) child.kill();
  process.exit(1);
}

process.on("unhandledRejection", (e) => crashed(e instanceof Error ? e : new Error(String(e))));
main().then(() => fs.rmSync(work, { recursive: true, force: true }), crashed);
