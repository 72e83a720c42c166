import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { games } from "@space/shared";
import { calibrate, type Calibration } from "./calibration";
import { analysesDone, askAnalyses, storeFinishedGames } from "./analyses";
import type { FromWorker, SetupSummary, ToWorker, WorkerReport } from "./messages";
import { parseOptions, USAGE, type BenchOptions } from "./options";
import { cpuPressure60, cpuTimesMs, rssKiB, runQueueWaitMs } from "./proc";
import { summarize, table, type ServerSide } from "./results";
import { scrape, type ServerMetrics } from "./server-metrics";
import { startBgio, startServer, type ServerProcess } from "./server-process";

/** The repository root: this file runs as bench/load/dist/main.js. */
const ROOT = path.resolve(__dirname, "..", "..", "..");

/** The clients' side of boardgame.io (bench/bgio/table.ts), loaded by the workers for `--server bgio`. */
const BGIO_TABLE = path.join(ROOT, "bench", "bgio", "dist", "bgio", "table.js");

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const load = (): string => os.loadavg().map((n) => n.toFixed(2)).join(" ");

/** The next message of `type` from every worker, or an Error after `ms`. */
function fromAll<T extends FromWorker["type"]>(workers: ChildProcess[], type: T, ms: number): Promise<Extract<FromWorker, { type: T }>[]> {
  return Promise.all(workers.map((w, i) => new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker ${i} sent no "${type}" within ${ms} ms`)), ms);
    const listen = (m: FromWorker): void => {
      if (m.type === "fatal") reject(new Error(`worker ${i}: ${m.message}`));
      else if (m.type !== type) return;
      else resolve(m as Extract<FromWorker, { type: T }>);
      clearTimeout(timer);
      w.off("message", listen);
    };
    w.on("message", listen);
    w.once("exit", (code) => reject(new Error(`worker ${i} exited with code ${code}`)));
  })));
}

function tell(workers: ChildProcess[], message: ToWorker): void {
  for (const w of workers) if (w.connected) w.send(message);
}

async function metrics(server: ServerProcess): Promise<ServerMetrics | null> {
  return scrape(server.url, server.metricsToken).catch(() => null);
}

/** Keeps a client process (all its threads, and those it starts later) off the server's core. */
function pin(child: ChildProcess, cores: string | null): ChildProcess {
  if (cores !== null && child.pid !== undefined) spawnSync("taskset", ["-a", "-p", "-c", cores, String(child.pid)], { stdio: "ignore" });
  return child;
}

/**
 * The client processes' node flags: the server's young generation (docs/results-log.md "The bench's
 * clients"): a decoded room state lives seconds too, and with 16 MB the four workers used 87-93% of
 * their core against 78% (their loop delay p99 181-303 ms against 103-107), which was in every reading.
 */
const CLIENT_NODE_FLAGS = ["--max-semi-space-size=32"];

function forkClient(file: string, cores: string | null): ChildProcess {
  return pin(fork(path.join(__dirname, file), { stdio: ["ignore", "inherit", "inherit", "ipc"], execArgv: [...process.execArgv, ...CLIENT_NODE_FLAGS] }), cores);
}

/** The hard-bot rooms' process (--hard-rooms), set up before the measured rooms; null without them. */
async function startHardRooms(options: BenchOptions, server: ServerProcess, workers: ChildProcess[]): Promise<ChildProcess | null> {
  if (options.hardRooms === 0) return null;
  const hard = forkClient("hard-rooms.js", options.clientCores);
  workers.push(hard);
  hard.send({ type: "start", config: { url: server.url, gameId: options.game, rooms: options.hardRooms, seed: options.seed } });
  const [ready] = await fromAll([hard], "ready", 120_000);
  console.log(`${(ready as unknown as { rooms: number }).rooms} rooms of hard bots playing`);
  return hard;
}

async function run(options: BenchOptions, server: ServerProcess, workers: ChildProcess[], calibration: Calibration, analysed: string[]): Promise<void> {
  await sleep(2000);
  const rssIdleKiB = rssKiB(server.pid);
  const loadAverageStart = load();
  const hard = await startHardRooms(options, server, workers);

  const count = Math.ceil(options.rooms / options.roomsPerWorker);
  // The measured rooms' client processes (`workers` also holds the hard-bot one, for stopping).
  const measured: ChildProcess[] = [];
  for (let i = 0; i < count; i++) measured.push(forkClient("worker.js", options.clientCores));
  workers.push(...measured);
  measured.forEach((w, index) => {
    const rooms = Math.floor(options.rooms / count) + (index < options.rooms % count ? 1 : 0);
    w.send({
      type: "start",
      config: {
        index, url: server.url, gameId: options.game, rooms, thinkMs: options.thinkMs,
        setupConcurrency: options.setupConcurrency, setupTimeoutMs: options.setupTimeoutMs, seed: options.seed, clientKeepAlive: options.clientKeepAlive,
        clientHttpTimeoutMs: options.clientHttpTimeoutMs ?? options.setupTimeoutMs,
        tableModule: options.server === "bgio" ? BGIO_TABLE : null,
      },
    } satisfies ToWorker);
  });
  const setUpStart = Date.now();
  const lanes = Math.ceil(Math.ceil(options.rooms / count) / options.setupConcurrency);
  const ready = await fromAll(measured, "ready", lanes * options.setupTimeoutMs + 60_000);
  const setUpSeconds = (Date.now() - setUpStart) / 1000;
  const setUps: SetupSummary[] = ready.map((m) => m.setups);
  const rssSetUpKiB = rssKiB(server.pid);
  console.log(`set up in ${setUpSeconds.toFixed(1)} s; warming up ${options.warmupSeconds} s, then measuring ${options.seconds} s`);

  await sleep(options.warmupSeconds * 1000);
  if (analysed.length) await askAnalyses(server.url, analysed);
  const before = await metrics(server);
  tell(workers, { type: "measure" });
  // The allocation profile (alloc-profile.ts) samples the window only: a signal starts it, another writes it.
  if (options.serverAllocProf) process.kill(server.pid, "SIGUSR2");
  const cpuStart = cpuTimesMs(server.pid);
  const waitStart = runQueueWaitMs(server.pid);
  const pressureStart = cpuPressure60();
  const windowStart = Date.now();
  let rssMaxKiB = rssKiB(server.pid);
  for (let s = 0; s < options.seconds; s++) {
    await sleep(Math.max(0, windowStart + (s + 1) * 1000 - Date.now()));
    rssMaxKiB = Math.max(rssMaxKiB, rssKiB(server.pid));
  }
  const hardReport = hard ? fromAll([hard], "report", 30_000) : null;
  const reportsPromise = fromAll(measured, "report", 30_000);
  tell(workers, { type: "report" });
  if (options.serverAllocProf) process.kill(server.pid, "SIGUSR2");
  const cpuEnd = cpuTimesMs(server.pid);
  const waitEnd = runQueueWaitMs(server.pid);
  const windowSeconds = (Date.now() - windowStart) / 1000;
  const rssEndKiB = rssKiB(server.pid);
  const after = await metrics(server);
  const reports: WorkerReport[] = (await reportsPromise).map((m) => m.report);
  const serverSide: ServerSide = { cpuMs: cpuEnd.userMs + cpuEnd.systemMs - cpuStart.userMs - cpuStart.systemMs, systemCpuMs: cpuEnd.systemMs - cpuStart.systemMs,
    rssIdleKiB, rssSetUpKiB, rssEndKiB, rssMaxKiB: Math.max(rssMaxKiB, rssEndKiB), metrics: after, metricsBefore: before,
    runQueueWaitMs: waitStart !== null && waitEnd !== null ? waitEnd - waitStart : null,
  };
  const results = summarize({
    server: options.server, game: options.game, rooms: options.rooms, think: `${options.thinkMs.min}-${options.thinkMs.max}`, seconds: options.seconds,
    warmupSeconds: options.warmupSeconds, roomsPerWorker: options.roomsPerWorker, clientKeepAlive: options.clientKeepAlive,
    clientHttpTimeoutMs: options.clientHttpTimeoutMs ?? options.setupTimeoutMs, serverCommand: server.command, serverEnv: server.env,
    pinnedToCore0: server.pinned, clientCores: options.clientCores, clientNodeFlags: CLIENT_NODE_FLAGS, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "?", node: process.version,
    calibration, loadAverageStart, loadAverageEnd: load(), cpuPressure60Start: pressureStart, cpuPressure60End: cpuPressure60(), date: new Date().toISOString(),
  }, setUps, setUpSeconds, reports, windowSeconds, serverSide);
  console.log(table(results));
  const analyses = analysed.length ? { games: analysed.length, ...(await analysesDone(server.url, analysed)), seconds: windowSeconds } : null;
  if (analyses) console.log(`analyses beside: ${analyses.done} of ${analyses.games} games done in the window, ${analyses.queued} still queued, running: ${analyses.running ?? "none"}`);
  const hardRooms = hardReport ? { rooms: options.hardRooms, ...((await hardReport)[0] as unknown as { botMoves: number; games: number; errors: number }), seconds: windowSeconds } : null;
  if (hardRooms) {
    console.log(`hard bots beside: ${hardRooms.rooms} rooms, ${(hardRooms.botMoves / windowSeconds).toFixed(1)} bot moves/s, ${hardRooms.games} games ended, ${hardRooms.errors} errors`);
  }
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ ...results, hardRooms, analyses }, null, 2)}\n`);
    console.log(`results written to ${options.json}`);
  }
}

async function main(): Promise<void> {
  let options: BenchOptions | null;
  try {
    options = parseOptions(process.argv.slice(2));
    if (options && !games[options.game as keyof typeof games]) throw new Error(`unknown game "${options.game}" (${Object.keys(games).join(", ")})`);
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!options) {
    console.log(USAGE);
    return;
  }
  // Before anything of the bench runs: the machine's speed on fixed work (calibration.ts).
  const calibration = calibrate();
  console.log(`calibration: ${calibration.usPerAction} µs an engine action (fastest run ${calibration.usPerActionFastest} µs)`);
  const profile = options.serverCpuProf ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(options.serverCpuProf)}`] : [];
  const allocations = options.serverAllocProf ? [`--require=${path.join(__dirname, "alloc-profile.js")}`] : [];
  const pauses = options.serverPauseLog ? [`--require=${path.join(__dirname, "pause-log.js")}`] : [];
  const preloadEnv: Record<string, string> = {
    ...(options.serverAllocProf ? { ALLOC_PROFILE_DIR: path.resolve(options.serverAllocProf), ...(options.serverAllocKept ? { ALLOC_PROFILE_KEPT: "1" } : {}) } : {}),
    ...(options.serverPauseLog ? { PAUSE_LOG_FILE: path.resolve(options.serverPauseLog) } : {}),
  };
  // With --analyses: the finished games go into a store of the bench's own before the server opens it.
  const dataFile = options.analyses ? path.join(mkdtempSync(path.join(os.tmpdir(), "space-analyses-")), "games.sqlite") : null;
  const analysed = dataFile ? storeFinishedGames(ROOT, dataFile, options.analyses) : [];
  if (dataFile) {
    preloadEnv.DATA_FILE = dataFile;
    preloadEnv.ANALYSIS_PROCESSES = "1";
  }
  const server = options.server === "bgio"
    ? await startBgio(ROOT, options.cores, options.nice, [...options.serverNodeFlags, ...profile])
    : await startServer(ROOT, options.rooms + options.hardRooms, options.logLevel, options.cores, options.nice, options.botBudgetMs, preloadEnv,
      [...options.serverNodeFlags, ...profile, ...allocations, ...pauses]);
  console.log(`server: ${server.command} on ${server.url} (pid ${server.pid})`);
  console.log(`clients: ${options.clientCores === null ? "not pinned" : `taskset -c ${options.clientCores}`}, node ${CLIENT_NODE_FLAGS.join(" ")}`);
  const workers: ChildProcess[] = [];
  const lanes = Math.ceil(Math.min(options.rooms, options.roomsPerWorker) / options.setupConcurrency);
  // Every wait above is bounded; this bounds the whole run too, whatever hangs.
  const watchdog = setTimeout(() => {
    console.error("the bench ran past its own bound: stopping");
    for (const w of workers) w.kill("SIGKILL");
    void server.stop().finally(() => process.exit(3));
  }, (lanes * options.setupTimeoutMs) + (options.warmupSeconds + options.seconds) * 1000 + 180_000);
  let failed = false;
  try {
    await run(options, server, workers, calibration, analysed);
  } catch (e) {
    failed = true;
    console.error(`bench failed: ${(e as Error).message}\nlast server log lines:\n${server.logTail(20)}`);
  } finally {
    tell(workers, { type: "stop" });
    await Promise.all(workers.map((w) => (w.exitCode !== null ? null : Promise.race([new Promise((r) => w.once("exit", r)), sleep(10_000)]))));
    for (const w of workers) if (w.exitCode === null) w.kill("SIGKILL");
    await server.stop();
    clearTimeout(watchdog);
  }
  process.exit(failed ? 1 : 0);
}

void main();
