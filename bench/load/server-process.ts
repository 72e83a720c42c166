import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync, closeSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The node flags the README's `npm start` (and the Dockerfile) give the server; bench/load/test/node-flags.test.ts keeps them equal. */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32", "--heap-growing-percent=50", "--single-threaded-gc"];

/** The server as the README starts it, in its own temporary data folder, on loopback. */
export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** How the process was started, for the report. */
  command: string;
  env: Record<string, string>;
  pinned: boolean;
  metricsToken: string;
  logTail(lines: number): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function hasTaskset(cores: string): boolean {
  return spawnSync("taskset", ["-c", cores, "true"]).status === 0;
}

async function waitUntilListening(url: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server did not answer on ${url} within ${ms} ms`);
}

/**
 * Starts `node server/dist/index.js` (pinned to `cores` when `taskset` exists) with its default
 * SQLite store in a new temporary folder. All the bench's clients share 127.0.0.1, so the
 * per-address budgets and MAX_ROOMS are raised through their documented variables.
 */
export async function startServer(root: string, rooms: number, logLevel: string | null, cores: string | null, nice: number | null,
  botBudgetMs: number | null = null, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "space-load-"));
  const port = await freePort();
  const metricsToken = randomBytes(16).toString("hex");
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_FILE: path.join(dataDir, "games.sqlite"),
    CREATES_PER_MINUTE: "1000000",
    JOINS_PER_MINUTE: "1000000",
    // Finished games are replaced by new rooms while the old ones close: leave room for both.
    MAX_ROOMS: String(rooms * 2 + 10),
    METRICS_TOKEN: metricsToken,
    // No analyses unless the run asks for them (--analyses): finished games would be analysed beside the rooms.
    ANALYSIS_PROCESSES: "0",
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    ...(botBudgetMs !== null ? { BOT_BUDGET_MS: String(botBudgetMs) } : {}),
    ...extraEnv,
  };
  const server = await launch(root, dataDir, port, env, [...SERVER_NODE_FLAGS, ...nodeArgs], "server/dist/index.js", cores, nice);
  return { ...server, metricsToken, env: { ...env, METRICS_TOKEN: "(random)", DATA_FILE: "(temporary folder)/games.sqlite" } };
}

/**
 * boardgame.io 0.50.2 serving the same Space Zoo engine (bench/bgio, built by `npm run bench:bgio`),
 * started as its documentation starts a server: node's default flags, its in-memory storage.
 */
export async function startBgio(root: string, cores: string | null, nice: number | null, nodeArgs: string[] = []): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "space-load-bgio-"));
  const port = await freePort();
  const env = { PORT: String(port) };
  const server = await launch(root, dataDir, port, env, nodeArgs, "bench/bgio/dist/bgio/server.js", cores, nice, "/games");
  return { ...server, metricsToken: "", env };
}

/** The transport floor's bare WebSocket server (bench/load/floor-server.ts), with the README's node flags. */
export async function startFloor(root: string, cores: string | null, bytes: number): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "space-load-floor-"));
  const port = await freePort();
  const env = { PORT: String(port), BYTES: String(bytes) };
  const server = await launch(root, dataDir, port, env, SERVER_NODE_FLAGS, "bench/load/dist/floor-server.js", cores, null, "/stats");
  return { ...server, metricsToken: "", env };
}

/** Spawns `node flags entry` (pinned to `cores` when `taskset` exists, under `nice`), its log in `dataDir`; resolves once `probe` answers. */
async function launch(root: string, dataDir: string, port: number, env: Record<string, string>, nodeFlags: string[], entry: string,
  cores: string | null, nice: number | null, probe = ""): Promise<Omit<ServerProcess, "metricsToken" | "env">> {
  const pinned = cores !== null && hasTaskset(cores);
  // taskset and nice exec what follows them: the child's pid is the server's.
  const prefix = [...(pinned ? ["taskset", "-c", cores] : []), ...(nice !== null ? ["nice", "-n", String(nice)] : [])];
  const [file, ...args] = [...prefix, process.execPath, ...nodeFlags, path.join(root, entry)];
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(file, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      // A server under --cpu-prof writes its profile as it exits: that can take a while after a long run.
      const late = setTimeout(() => child.kill("SIGKILL"), nodeFlags.includes("--cpu-prof") ? 120_000 : 10_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(url + probe, child, 30_000);
  } catch (e) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
    await stop();
    throw new Error(`${(e as Error).message}\n${tail}`);
  }
  return {
    pid: child.pid!,
    port,
    url,
    command: [...prefix, "node", ...nodeFlags, entry].join(" "),
    pinned,
    logTail: (lines) => readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n"),
    stop,
  };
}
