import http from "node:http";
import type { Client } from "colyseus.js";
import { games, randomFunction, type AnyGame } from "@space/shared";
import type { FromWorker, SetupSummary, ToWorker, WorkerConfig } from "./messages";
import { BenchClient } from "./bench-client";
import { Table } from "./table";
import { Tally, count, reasonOf } from "./tally";

/**
 * A client process of the load bench (forked by main.ts): sets up its share of the rooms, then
 * plays them until told to stop. A table whose game ends, or whose connection the server closes,
 * is replaced by a new room in the same place.
 */

/** A room's four players, set up and played: `Table` against this project's server, or the `--server bgio` module's. */
interface PlayedTable {
  playing: boolean;
  setUp(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
type TableArgs = ConstructorParameters<typeof Table> extends [Client, ...infer Rest] ? Rest : never;

const tally = new Tally();
const tables = new Set<PlayedTable>();
let stopping = false;

function say(message: FromWorker): void {
  process.send?.(message);
}

async function setUpOne(config: WorkerConfig, client: Client, game: AnyGame, place: number, summary: () => SetupSummary, round: number): Promise<void> {
  const args: TableArgs = [
    game, config.thinkMs, config.setupTimeoutMs, tally,
    (seat) => randomFunction(`${config.seed}/${config.index}/${place}/${round}/${seat}`),
    (over, reason) => void replace(config, client, game, place, over, reason, round),
  ];
  const table: PlayedTable = config.tableModule ? bgioTable(config, args) : new Table(client, ...args);
  try {
    await table.setUp(config.setupTimeoutMs);
    if (stopping) await table.close();
    else tables.add(table);
    summary().ok++;
  } catch (e) {
    count(summary().failed, reasonOf(e));
  }
}

/** boardgame.io's side (bench/bgio/table.ts): its own lobby requests and socket.io clients at `config.url`. */
function bgioTable(config: WorkerConfig, args: TableArgs): PlayedTable {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built apart (npm run bench:bgio), with its own dependencies
  const { BgioTable } = require(config.tableModule!) as { BgioTable: new (url: string, ...rest: TableArgs) => PlayedTable };
  return new BgioTable(config.url, ...args);
}

async function replace(config: WorkerConfig, client: Client, game: AnyGame, place: number, table: PlayedTable, reason: string | null, round: number): Promise<void> {
  if (reason) count(tally.dropped, reason);
  else tally.finished++;
  tables.delete(table);
  await table.close();
  // Read when the set-up ends: one that spans the start of the window counts in the window.
  if (!stopping) await setUpOne(config, client, game, place, () => tally.setups, round + 1);
}

/** Sets up every room, `setupConcurrency` at a time. */
async function setUpAll(config: WorkerConfig): Promise<SetupSummary> {
  // colyseus.js matchmakes through Node's global HTTP agent. In Node 20 it keeps connections alive and
  // gives up on a request after 5 s without an answer ("socket hang up"), which a browser does not.
  const agent = http.globalAgent as http.Agent & { keepAlive: boolean; options: { timeout?: number } };
  agent.options.timeout = config.clientHttpTimeoutMs;
  // Read by every new request and by the agent when a socket is freed (not in @types/node).
  if (!config.clientKeepAlive) agent.keepAlive = false;
  const game = games[config.gameId as keyof typeof games];
  if (!game) throw new Error(`unknown game "${config.gameId}"`);
  const client = new BenchClient(config.url.replace(/^http/, "ws"));
  const summary: SetupSummary = { ok: 0, failed: {} };
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < config.rooms && !stopping) await setUpOne(config, client, game, next++, () => summary, 0);
  };
  await Promise.all(Array.from({ length: Math.min(config.setupConcurrency, config.rooms) }, lane));
  return summary;
}

async function stop(): Promise<void> {
  stopping = true;
  const leaving = Promise.all([...tables].map((t) => t.close()));
  await Promise.race([leaving, new Promise((r) => setTimeout(r, 5000))]);
  process.exit(0);
}

process.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "start":
      setUpAll(message.config).then(
        (setups) => say({ type: "ready", setups }),
        (e) => say({ type: "fatal", message: reasonOf(e) }),
      );
      break;
    case "measure":
      tally.reset();
      break;
    case "report":
      say({ type: "report", report: tally.report([...tables].filter((t) => t.playing).length * 4) });
      break;
    case "stop":
      void stop();
      break;
  }
});
// The bench's main process is gone: nothing else would end this one.
process.on("disconnect", () => void stop());
