import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { FloorClientsConfig } from "./floor-clients";
import { coreList, integer, thinkRange } from "./options";
import { cpuPressure60, cpuTimesMs } from "./proc";
import { SERVER_NODE_FLAGS, startFloor } from "./server-process";

const FLOOR_USAGE = `npm run bench:floor -- [options]
  What the sockets alone cost on this machine: a bare WebSocket server (no game, no schema, no store)
  answering each action with one frame to each of the room's 4 sockets, as the load bench's server does.
  --rooms N             rooms of 4 sockets (default 1000, at most 5000)
  --think MIN-MAX       think time before each action, ms; one action at a time per room (default 1000-3000)
  --seconds S           measured time (default 30)
  --warmup S            before measuring (default 5)
  --bytes N             the answer's size, bytes (default 213: Space Zoo's bytes per client per action)
  --rooms-per-worker N  rooms per client process (default 250)
  --cores LIST          taskset core list for the server (default 0)
  --client-cores LIST   taskset core list for the clients (default 1)
  --json FILE           also write the results as JSON`;

export interface FloorOptions {
  rooms: number;
  thinkMs: { min: number; max: number };
  seconds: number;
  warmupSeconds: number;
  bytes: number;
  roomsPerWorker: number;
  cores: string;
  clientCores: string;
  json: string | null;
}

export function parseFloorOptions(argv: string[]): FloorOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      rooms: { type: "string", default: "1000" },
      think: { type: "string", default: "1000-3000" },
      seconds: { type: "string", default: "30" },
      warmup: { type: "string", default: "5" },
      bytes: { type: "string", default: "213" },
      "rooms-per-worker": { type: "string", default: "250" },
      cores: { type: "string", default: "0" },
      "client-cores": { type: "string", default: "1" },
      json: { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  return {
    rooms: integer("rooms", values.rooms, 1, 5000),
    thinkMs: thinkRange(values.think),
    seconds: integer("seconds", values.seconds, 1, 3600),
    warmupSeconds: integer("warmup", values.warmup, 0, 600),
    bytes: integer("bytes", values.bytes, 1, 4096),
    roomsPerWorker: integer("rooms-per-worker", values["rooms-per-worker"], 1, 5000),
    cores: coreList(values.cores),
    clientCores: coreList(values["client-cores"]),
    json: values.json ?? null,
  };
}

interface FloorResults {
  rooms: number;
  thinkMs: { min: number; max: number };
  seconds: number;
  bytes: number;
  actionsPerSecond: number;
  /** Server CPU per action, ms: user, system and both. */
  cpuPerActionMs: { user: number; system: number; total: number };
  /** Share of one core the server used in the window. */
  coreShare: number;
  loadAverage: string;
  cpuPressure60: number | null;
}

function floorTable(r: FloorResults): string {
  const ms = (n: number): string => `${n.toFixed(3)} ms`;
  return [
    ["rooms of 4 sockets", String(r.rooms)],
    ["think", `${r.thinkMs.min}-${r.thinkMs.max} ms, one action at a time per room`],
    ["answer to each socket", `${r.bytes} B`],
    ["actions per s", r.actionsPerSecond.toFixed(1)],
    ["server CPU per action", `${ms(r.cpuPerActionMs.total)} (user ${ms(r.cpuPerActionMs.user)}, system ${ms(r.cpuPerActionMs.system)})`],
    ["server CPU", `${(100 * r.coreShare).toFixed(1)}% of one core`],
    ["load average, CPU pressure avg60", `${r.loadAverage}, ${r.cpuPressure60 === null ? "n/a" : `${r.cpuPressure60}%`}`],
  ].map(([k, v]) => k.padEnd(34) + v).join("\n");
}

const ROOT = path.resolve(__dirname, "..", "..", "..");
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function actions(url: string): Promise<number> {
  const res = await fetch(`${url}/stats`);
  return ((await res.json()) as { actions: number }).actions;
}

/** Forks the client processes into `workers`; resolves once every socket is open. */
function startClients(options: FloorOptions, url: string, workers: ChildProcess[]): Promise<void> {
  const opened: Promise<void>[] = [];
  for (let first = 0; first < options.rooms; first += options.roomsPerWorker) {
    const worker = fork(path.join(__dirname, "floor-clients.js"), { stdio: ["ignore", "inherit", "inherit", "ipc"], execArgv: ["--max-semi-space-size=32"] });
    spawnSync("taskset", ["-a", "-p", "-c", options.clientCores, String(worker.pid)], { stdio: "ignore" });
    const config: FloorClientsConfig = { url: url.replace("http", "ws"), first, count: Math.min(options.roomsPerWorker, options.rooms - first), thinkMs: options.thinkMs, seed: `floor-${first}` };
    worker.send(config);
    opened.push(new Promise((resolve, reject) => worker.once("message", (m) => (m === "open" ? resolve() : reject(new Error(String(m)))))));
    workers.push(worker);
  }
  return Promise.all(opened).then(() => undefined);
}

async function main(): Promise<void> {
  const options = parseFloorOptions(process.argv.slice(2));
  if (!options) return console.log(FLOOR_USAGE);
  const server = await startFloor(ROOT, options.cores, options.bytes);
  console.log(`server: ${server.command} (${SERVER_NODE_FLAGS.length} flags as the README's), clients: taskset -c ${options.clientCores}`);
  const workers: ChildProcess[] = [];
  try {
    await startClients(options, server.url, workers);
    await sleep(options.warmupSeconds * 1000);
    const before = { cpu: cpuTimesMs(server.pid), actions: await actions(server.url) };
    await sleep(options.seconds * 1000);
    const after = { cpu: cpuTimesMs(server.pid), actions: await actions(server.url) };
    const n = after.actions - before.actions;
    const user = after.cpu.userMs - before.cpu.userMs;
    const system = after.cpu.systemMs - before.cpu.systemMs;
    const results: FloorResults = {
      rooms: options.rooms, thinkMs: options.thinkMs, seconds: options.seconds, bytes: options.bytes,
      actionsPerSecond: n / options.seconds,
      cpuPerActionMs: { user: user / n, system: system / n, total: (user + system) / n },
      coreShare: (user + system) / (options.seconds * 1000),
      loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(" "),
      cpuPressure60: cpuPressure60(),
    };
    console.log(floorTable(results));
    if (options.json) writeFileSync(options.json, JSON.stringify(results, null, 2) + "\n");
  } finally {
    for (const w of workers) if (w.connected) w.send("stop");
    await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once("exit", r)))));
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
