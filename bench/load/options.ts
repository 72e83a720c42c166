import os from "node:os";
import { parseArgs } from "node:util";

/** What one run of the load bench does (`npm run bench:load -- --help`). */
export interface BenchOptions {
  /** The server measured: this project's ("ours"), or boardgame.io serving the same engine ("bgio", Space Zoo only). */
  server: "ours" | "bgio";
  game: string;
  rooms: number;
  thinkMs: { min: number; max: number };
  seconds: number;
  warmupSeconds: number;
  roomsPerWorker: number;
  /** Set-ups in flight at once in one worker. */
  setupConcurrency: number;
  setupTimeoutMs: number;
  json: string | null;
  seed: string;
  logLevel: string | null;
  /** taskset core list the server is pinned to; null: not pinned. */
  cores: string | null;
  /** taskset core list for the client workers; null: not pinned. */
  clientCores: string | null;
  /** Niceness the server runs at (`nice -n`); null: as started. */
  nice: number | null;
  /** Clients reuse HTTP connections for matchmaking (Node 20's default agent does). */
  clientKeepAlive: boolean;
  /** Socket inactivity timeout of the clients' matchmaking requests, ms; null: the set-up timeout. */
  clientHttpTimeoutMs: number | null;
  /** Rooms of one unmeasured player and three `hard` bots beside the measured ones. */
  hardRooms: number;
  /** The server's BOT_BUDGET_MS; null: its default. */
  botBudgetMs: number | null;
  /** Finished games the server analyses during the window (analyses.ts); 0: none, and no analysis process. */
  analyses: number;
  /** A folder for a CPU profile of the server (node --cpu-prof), written when it stops; null: none. */
  serverCpuProf: string | null;
  /** The allocation profile leaves out what young-generation collections freed (what outlived one). */
  serverAllocKept: boolean;
  /** A file for the server's collections and late event-loop turns (pause-log.ts); null: none. */
  serverPauseLog: string | null;
  /** A folder for the server's allocation profile over the window (alloc-profile.ts); null: none. */
  serverAllocProf: string | null;
  /** Node flags for the server on top of the README's (`SERVER_NODE_FLAGS`), for experiments; shown in the report's command. */
  serverNodeFlags: string[];
}

export const USAGE = `npm run bench:load -- [options]
  --server ours|bgio        the server measured (default ours); bgio: boardgame.io 0.50.2 serving the same
                            Space Zoo engine (bench/bgio; run through \`npm run bench:bgio\`, which installs it)
  --game zoo|base|cheeses   game to play (default zoo)
  --rooms N                 rooms of 4 players (default 100, at most 5000)
  --think MIN-MAX           a player's think time before each action, ms (default 1000-3000)
  --seconds S               measured play time (default 60, at most 3600)
  --warmup S                play before measuring (default 10)
  --rooms-per-worker N      rooms per client process (default 250)
  --setup-concurrency N     room set-ups in flight per worker (default 8)
  --setup-timeout MS        one room's set-up (create, 3 joins, start) must end within (default 30000)
  --json FILE               also write the results as JSON
  --seed TEXT               seed of the bots' choices and think times (default "load")
  --log-level LEVEL         the server's LOG_LEVEL (default: unset, as the README starts it)
  --cores LIST              taskset core list for the server (default 0; "none": not pinned)
  --client-cores LIST       taskset core list for the client workers (default: the other cores when the
                            server is pinned and the machine has more, e.g. 1 on 2 cores; "none": not pinned)
  --nice=N                  run the server under nice -n N (-20..19, e.g. --nice=-10; default: not changed)
  --client-keep-alive on|off  clients reuse HTTP connections for create and join (default on, as Node 20 does)
  --client-http-timeout MS  give up a create or join request after MS without an answer (default: the
                            set-up timeout, as a browser has none; Node 20's own agent gives up after 5000)
  --hard-rooms K            also keep K rooms of one player (no think time) and three hard bots, unmeasured:
                            what searching bots cost the measured rooms (default 0)
  --analyses N              N finished 4-player Space Base games (at most 30) in the store, their analyses asked
                            for after the warm-up: the analysis process works beside the rooms (default 0:
                            ANALYSIS_PROCESSES=0, no analyses at all)
  --bot-budget MS           the server's BOT_BUDGET_MS, a hard bot's time per decision (default: the server's, 300)
  --server-cpu-prof DIR     write a CPU profile of the server (node --cpu-prof) into DIR when it stops
  --server-alloc-prof DIR   write where the server allocated during the window (V8's sampling heap
                            profiler, collected objects included) into DIR as a .heapprofile
  --server-alloc-kept       with --server-alloc-prof: leave out what young-generation collections freed,
                            so the profile shows what outlived one (what fills the old generation)
  --server-pause-log FILE   write every collection of the server (kind, start, pause) and every turn of
                            its event loop held up past 20 ms into FILE as JSON when it stops
  --server-node-flags "F"   node flags for the server on top of the README's, e.g. "--max-semi-space-size=64"
                            (an experiment; a later flag wins; the report's command shows them)`;

export function integer(name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return n;
}

export function thinkRange(text: string): { min: number; max: number } {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!m) throw new Error(`--think must be MIN-MAX in ms, got "${text}"`);
  const min = integer("think", m[1], 0, 600_000);
  const max = m[2] === undefined ? min : integer("think", m[2], min, 600_000);
  return { min, max };
}

function onOff(name: string, text: string): boolean {
  if (text !== "on" && text !== "off") throw new Error(`--${name} must be on or off, got "${text}"`);
  return text === "on";
}

export function coreList(text: string): string {
  if (!/^\d+([,-]\d+)*$/.test(text)) throw new Error(`--cores must be a taskset core list such as 0 or 0,1, or "none", got "${text}"`);
  return text;
}

function nodeFlags(text: string | undefined): string[] {
  const flags = (text ?? "").split(" ").filter(Boolean);
  const bad = flags.find((f) => !/^--[a-z0-9-]+(=[\w.,/-]+)?$/.test(f));
  if (bad) throw new Error(`--server-node-flags takes node flags such as --max-semi-space-size=64, got "${bad}"`);
  return flags;
}

/** The cores the server is not pinned to, when it is pinned to a simple list and others exist. */
function clientCores(given: string | undefined, server: string): string | null {
  if (given !== undefined) return given === "none" ? null : coreList(given);
  if (server === "none" || !/^\d+(,\d+)*$/.test(server)) return null;
  const taken = new Set(server.split(",").map(Number));
  const rest = Array.from({ length: os.cpus().length }, (_, i) => i).filter((i) => !taken.has(i));
  return rest.length > 0 ? rest.join(",") : null;
}

/** Parses the command line; throws an Error with the reason on a bad value. Returns null for --help. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: "string", default: "ours" },
      game: { type: "string", default: "zoo" },
      rooms: { type: "string", default: "100" },
      think: { type: "string", default: "1000-3000" },
      seconds: { type: "string", default: "60" },
      warmup: { type: "string", default: "10" },
      "rooms-per-worker": { type: "string", default: "250" },
      "setup-concurrency": { type: "string", default: "8" },
      "setup-timeout": { type: "string", default: "30000" },
      json: { type: "string" },
      seed: { type: "string", default: "load" },
      "log-level": { type: "string" },
      cores: { type: "string", default: "0" },
      "client-cores": { type: "string" },
      nice: { type: "string" },
      "client-keep-alive": { type: "string", default: "on" },
      "client-http-timeout": { type: "string" },
      "hard-rooms": { type: "string", default: "0" },
      analyses: { type: "string", default: "0" },
      "bot-budget": { type: "string" },
      "server-cpu-prof": { type: "string" },
      "server-alloc-prof": { type: "string" },
      "server-alloc-kept": { type: "boolean", default: false },
      "server-pause-log": { type: "string" },
      "server-node-flags": { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  if (values["server-alloc-kept"] && !values["server-alloc-prof"]) throw new Error("--server-alloc-kept goes with --server-alloc-prof DIR");
  const server = values.server;
  if (server !== "ours" && server !== "bgio") throw new Error(`--server is ours or bgio, got "${server}"`);
  if (server === "bgio" && values.game !== "zoo") throw new Error("--server bgio serves Space Zoo only (--game zoo)");
  if (server === "bgio" && (values["hard-rooms"] !== "0" || values["server-alloc-prof"] || values["server-pause-log"])) {
    throw new Error("--server bgio has no hard rooms, no allocation profile and no pause log");
  }
  return {
    server,
    game: values.game,
    rooms: integer("rooms", values.rooms, 1, 5000),
    thinkMs: thinkRange(values.think),
    seconds: integer("seconds", values.seconds, 1, 3600),
    warmupSeconds: integer("warmup", values.warmup, 0, 600),
    roomsPerWorker: integer("rooms-per-worker", values["rooms-per-worker"], 1, 5000),
    setupConcurrency: integer("setup-concurrency", values["setup-concurrency"], 1, 200),
    setupTimeoutMs: integer("setup-timeout", values["setup-timeout"], 1000, 600_000),
    json: values.json ?? null,
    seed: values.seed,
    logLevel: values["log-level"] ?? null,
    cores: values.cores === "none" ? null : coreList(values.cores),
    clientCores: clientCores(values["client-cores"], values.cores),
    nice: values.nice === undefined ? null : integer("nice", values.nice, -20, 19),
    clientKeepAlive: onOff("client-keep-alive", values["client-keep-alive"]),
    clientHttpTimeoutMs: values["client-http-timeout"] === undefined ? null : integer("client-http-timeout", values["client-http-timeout"], 100, 600_000),
    hardRooms: integer("hard-rooms", values["hard-rooms"], 0, 1000),
    analyses: integer("analyses", values.analyses, 0, 30),
    botBudgetMs: values["bot-budget"] === undefined ? null : integer("bot-budget", values["bot-budget"], 1, 10_000),
    serverCpuProf: values["server-cpu-prof"] ?? null,
    serverAllocProf: values["server-alloc-prof"] ?? null,
    serverAllocKept: values["server-alloc-kept"],
    serverPauseLog: values["server-pause-log"] ?? null,
    serverNodeFlags: nodeFlags(values["server-node-flags"]),
  };
}
