/**
 * One server process of `npm run bench:sleep` (forked by main.ts with the README's node flags), in
 * one of three roles:
 *
 *   idle FILE PASSES         the server over a store of sleeping tables: its memory after the waker's
 *                            first passes and a forced GC, then PASSES timed waker passes and index reads
 *   wake FILE RECORD WAKES   one stored turn-based game (RECORD, JSON) woken WAKES times by the restore
 *                            route and WAKES times by the waker, disposed between wakes; replay alone timed
 *   notify FILE              a live server with tables whose seats have webhooks; sends notices at the
 *                            rate main.ts asks for through NoticeSender to main.ts's local HTTPS sink
 *
 * Results go to main.ts by IPC.
 */
import fs from "node:fs";
import tls from "node:tls";
import { matchMaker } from "colyseus";
import { games, preloadWords, replay, type AnyGame } from "@space/shared";
import {
  UNLIMITED_HTTP, countingLogger, createServer, noticeSender, openStore,
  type Move, type NewGame, type SeatNotice, type Sender, type Store, type TableTurn,
} from "./server-api";
import { sleep, spread, until, type Spread } from "./stats";
import { codeOf, writeSleepingTables } from "./tables";

/** A stored game for the wake role, as main.ts writes it. */
export interface WakeRecord {
  game: NewGame;
  actions: Move[];
  turn: TableTurn;
  token: string;
}

export interface IdleResult {
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  passesBeforeMemory: number;
  /** Each timed pass and index read, ms. */
  pass: number[];
  dueTables: number[];
  /** Tables a pass woke (must be 0: none is due). */
  woken: number;
  /** dueTables two days ahead: the tables are there and indexed (50 when there are at least 50). */
  dueInTwoDays: number;
}

export interface WakeResult {
  moves: number;
  route: Spread;
  waker: Spread;
  /** The restore route answering a token of no seat: its HTTP, the record's load and the token's check, no room. */
  routeRefused: Spread;
  replay: Spread;
  load: Spread;
}

export interface NotifyCounts {
  sent: number;
  done: number;
  /** Notices not sent because as many were still in flight as the cap allows. */
  skipped: number;
  inFlight: number;
  cpuMs: number;
  logged: Record<string, number>;
  /** Webhooks that failed since the phase began (each phase starts with every webhook healthy), and those turned off. */
  webhooks: { failing: number; off: number };
}

export type ToChild =
  | { type: "channels"; port: number; cert: string }
  | { type: "rate"; rate: number }
  | { type: "count" }
  | { type: "stop" };

export type FromChild =
  | { type: "ready"; port: number }
  | { type: "idle"; result: IdleResult }
  | { type: "wake"; result: WakeResult }
  | { type: "channels-ready"; secureContextMs: { withCa: number; without: number } }
  | { type: "counts"; counts: NotifyCounts }
  | { type: "failed"; error: string };

const HOST = "127.0.0.1";
const SINK_HOST = "hooks.example.test";

function tell(message: FromChild): void {
  process.send!(message);
}

function forceGc(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  gc();
}

async function timed(times: number, f: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await f();
    out.push(performance.now() - start);
  }
  return out;
}

async function idle(file: string, passes: number): Promise<void> {
  const store = openStore(file);
  const wakeEveryMs = 250;
  const server = createServer({ store, wakeEveryMs, http: UNLIMITED_HTTP });
  await server.listen(0, HOST);
  // The waker's own timer makes its first passes.
  const waited = 2000;
  await sleep(waited);
  for (let i = 0; i < 3; i++) {
    forceGc();
    await sleep(50);
  }
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  let woken = 0;
  // Warm up, then time: the waker's pass (what its timer runs), and the store's index read alone.
  await timed(100, async () => { woken += await server.wakeDue(); });
  const pass = await timed(passes, async () => { woken += await server.wakeDue(); });
  await timed(100, () => store.dueTables(Date.now(), 50));
  const due = await timed(passes, async () => {
    if ((await store.dueTables(Date.now(), 50)).length) woken++;
  });
  const dueInTwoDays = (await store.dueTables(Date.now() + 48 * 3_600_000, 50)).length;
  tell({ type: "idle", result: {
    memory: { rss, heapUsed, heapTotal, external }, passesBeforeMemory: Math.floor(waited / wakeEveryMs),
    pass, dueTables: due, woken, dueInTwoDays,
  } });
  await server.close();
}

async function wake(file: string, recordFile: string, wakes: number): Promise<void> {
  const record = JSON.parse(fs.readFileSync(recordFile, "utf8")) as WakeRecord;
  const { code, gameId } = record.game;
  const game = (Object.values(games) as AnyGame[]).find((g) => g.id === gameId)!;
  const store = openStore(file);
  await store.createGame(record.game);
  await Promise.all(record.actions.map((a, i) => store.appendAction(code, i, a)));
  await store.saveTurn(code, record.turn);
  const server = createServer({ store, wakeEveryMs: 0, http: UNLIMITED_HTTP });
  const port = await server.listen(0, HOST);
  const url = `http://${HOST}:${port}/api/rooms/${code}/restore`;

  /** The room is open with the whole game in its state; then it is closed as an idle table is. */
  const opened = async (how: string) => {
    const room = matchMaker.getLocalRoomById(code) as unknown as { state: { moves: number; status: string }; disconnect(): Promise<unknown> } | undefined;
    if (!room) throw new Error(`${how}: no room ${code} after the wake`);
    if (room.state.moves !== record.actions.length || room.state.status !== "playing") {
      throw new Error(`${how}: the woken room shows ${room.state.moves} moves (${room.state.status}), not ${record.actions.length}`);
    }
    await room.disconnect();
    await until(async () => !matchMaker.getLocalRoomById(code) && (await matchMaker.query({ roomId: code })).length === 0, 5000, "the room to close");
  };
  const byRoute = async () => {
    const start = performance.now();
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: record.token }) });
    const body = (await res.json()) as { ok: boolean; restored?: boolean; error?: string };
    const ms = performance.now() - start;
    if (!body.restored) throw new Error(`the restore route answered ${res.status} ${JSON.stringify(body)}`);
    await opened("restore route");
    return ms;
  };
  const byWaker = async () => {
    // Due now: the waker's index read finds it (the room saves the next due time as it wakes).
    await store.saveTurn(code, { ...record.turn, dueAt: Date.now() - 1 });
    const start = performance.now();
    const woken = await server.wakeDue();
    const ms = performance.now() - start;
    if (woken !== 1) throw new Error(`the waker woke ${woken} tables, not 1`);
    await opened("waker");
    return ms;
  };
  /** The route's own cost: the same request with a token of no seat (the record is loaded and checked, no room opens). */
  const refused = async () => {
    const start = performance.now();
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: "x".repeat(43) }) });
    await res.json();
    const ms = performance.now() - start;
    if (res.status !== 404) throw new Error(`the restore route answered a stranger's token with ${res.status}`);
    return ms;
  };
  for (let i = 0; i < 10; i++) {
    await byRoute();
    await byWaker();
    await refused();
  }
  const players = record.game.seats.length;
  const seed = record.game.seed;
  const route: number[] = [];
  const waker: number[] = [];
  const routeRefused: number[] = [];
  const replays: number[] = [];
  const loads: number[] = [];
  // One of each in turn, so the host's drift falls on all of them.
  for (let i = 0; i < wakes; i++) {
    route.push(await byRoute());
    waker.push(await byWaker());
    routeRefused.push(await refused());
    replays.push(...await timed(1, async () => replay(game, { players, seed }, record.actions)));
    loads.push(...await timed(1, () => store.load(code)));
  }
  tell({ type: "wake", result: { moves: record.actions.length, route: spread(route), waker: spread(waker), routeRefused: spread(routeRefused),
    replay: spread(replays), load: spread(loads) } });
  await server.close();
}

/** Tables whose three seats each have a webhook to the sink. */
const NOTIFY_TABLES = 100;
/** Notices in flight at most: beyond it the generator skips (and counts) rather than pile up. */
const MAX_IN_FLIGHT = 2000;
/**
 * No retries: a notice that fails is counted, not tried again 30 s later in another phase (the
 * default plan's retries of an overloaded phase would land in the next one, a quiet one maybe).
 */
const NO_RETRIES = { delaysMs: [], jitter: 0, maxRetryAfterMs: 0 };

async function notify(file: string): Promise<void> {
  // The notices (and the tables' last moves) are worded in the seat's language, read at once.
  await preloadWords(["en"]);
  const store: Store = openStore(file);
  const server = createServer({ store, http: UNLIMITED_HTTP, limits: { messagesPerSecond: 1000 } });
  const port = await server.listen(0, HOST);
  const logger = countingLogger();
  const counts = { sent: 0, done: 0, skipped: 0, inFlight: 0 };
  let ticking: NodeJS.Timeout | null = null;
  const targets: { code: string; seat: number }[] = [];
  let sender: Sender | null = null;
  let sinkPort = 0;

  const notice = (code: string, seat: number): SeatNotice => ({
    code, seat, owner: `Seat ${seat}`, path: `/?room=${code}`,
    notice: () => ({ kind: "your-turn", game: "Space Base", table: code, link: `/?room=${code}`,
      text: `Seat ${seat}, it is your turn in Space Base at table ${code}. Last: Ana built a Cargo Ship on site 4.` }),
  });
  /** Every seat's webhook as a player sets it: healthy (what an earlier phase's failures did is undone). */
  const freshChannels = async () => {
    for (const t of targets) {
      await store.saveChannels(t.code, t.seat, { webhook: { url: `https://${SINK_HOST}:${sinkPort}/t/${t.code}/${t.seat}`, format: "json", failures: 0, off: null } });
    }
  };
  /** Webhooks that failed at least once since `freshChannels`, and those turned off. */
  const health = async () => {
    let failing = 0;
    let off = 0;
    for (const t of targets) {
      const hook = ((await store.channels(t.code))[t.seat] as { webhook?: { failures: number; off: string | null } } | undefined)?.webhook;
      if (hook && hook.failures > 0) failing++;
      if (hook?.off) off++;
    }
    return { failing, off };
  };
  /**
   * Sends at `rate` a second what is due every millisecond or so (as bench/store paces its appends),
   * at most 100 ms worth at once: a server that falls behind skips (and counts) the rest.
   */
  const generate = (rate: number) => {
    const start = performance.now();
    let planned = 0;
    const tick = () => {
      const due = Math.floor(((performance.now() - start) / 1000) * rate) - planned;
      planned += due;
      for (let i = 0; i < due; i++) {
        if (i >= Math.ceil(rate / 10) || counts.inFlight >= MAX_IN_FLIGHT) {
          counts.skipped++;
          continue;
        }
        const t = targets[counts.sent % targets.length];
        counts.sent++;
        counts.inFlight++;
        void sender!.send(notice(t.code, t.seat)).finally(() => {
          counts.inFlight--;
          counts.done++;
        });
      }
      ticking = setTimeout(tick, 1);
    };
    tick();
  };

  const report = async (): Promise<NotifyCounts> => {
    const cpu = process.cpuUsage();
    return { ...counts, cpuMs: (cpu.user + cpu.system) / 1000, logged: { ...logger.counts }, webhooks: await health() };
  };

  process.on("message", (m: ToChild) => void (async () => {
    if (m.type === "channels") {
      sinkPort = m.port;
      await writeSleepingTables(store, NOTIFY_TABLES, Date.now());
      for (let i = 0; i < NOTIFY_TABLES; i++) for (let seat = 0; seat < 3; seat++) targets.push({ code: codeOf(i), seat });
      await freshChannels();
      sender = noticeSender(store, logger, {
        lookup: async () => [{ address: HOST, family: 4 }],
        extraPorts: [m.port],
        testOnly: { loopback: true, ca: m.cert },
      }, NO_RETRIES);
      // What a TLS context costs, with the sink's certificate as the test-only `ca` and with the system's roots (the sender makes one per trust setting).
      const cpuMs = (f: () => unknown, n = 300) => {
        for (let i = 0; i < 30; i++) f();
        const before = process.cpuUsage();
        for (let i = 0; i < n; i++) f();
        const used = process.cpuUsage(before);
        return Math.round(((used.user + used.system) / 1000 / n) * 1000) / 1000;
      };
      const secureContextMs = { withCa: cpuMs(() => tls.createSecureContext({ ca: m.cert })), without: cpuMs(() => tls.createSecureContext({})) };
      tell({ type: "channels-ready", secureContextMs });
    } else if (m.type === "rate") {
      if (ticking) clearTimeout(ticking);
      ticking = null;
      await freshChannels();
      if (m.rate > 0) generate(m.rate);
      tell({ type: "counts", counts: await report() });
    } else if (m.type === "count") {
      tell({ type: "counts", counts: await report() });
    } else if (m.type === "stop") {
      if (ticking) clearTimeout(ticking);
      await server.close();
      process.exit(0);
    }
  })().catch((e: Error) => {
    tell({ type: "failed", error: e.stack ?? e.message });
  }));
  tell({ type: "ready", port });
}

// Gone with main.ts, whatever happens to it.
process.on("disconnect", () => process.exit(0));

const [role, file, ...rest] = process.argv.slice(2);
const run = role === "idle" ? () => idle(file, Number(rest[0]))
  : role === "wake" ? () => wake(file, rest[0], Number(rest[1]))
    : role === "notify" ? () => notify(file)
      : () => Promise.reject(new Error(`unknown role ${role}`));
run().then(
  () => { if (role !== "notify") process.exit(0); },
  (e: Error) => {
    tell({ type: "failed", error: e.stack ?? e.message });
    process.exit(1);
  },
);
