import { type Client, type Room } from "colyseus.js";
import { TestClient } from "./support/test-client";
import { games, lineWords, type AnyGame, type Words } from "@space/shared";
import { logTail, toPlain } from "@space/shared/schema";
import { createGameServer, type GameServerOptions } from "../src/app";
import { bigHandGame, handGame } from "./fixtures/hand-game";

export interface TestServer {
  port: number;
  url: string;
  client(): Client;
  close(): Promise<void>;
}

/** Tests open hundreds of rooms from one address: per-address budgets are tested in test/http only. */
export const UNLIMITED_HTTP = { createsPerMinute: 1_000_000, joinsPerMinute: 1_000_000 };

/** The seed every game of a test server uses (the server-side `fixedSeed` setting): a Mirror replays it. */
export const TEST_SEED = "test-seed";

/** One server per test file on a random loopback port, with the hand fixture, instant bots and the test seed. */
export async function startServer(options: GameServerOptions = {}): Promise<TestServer> {
  const server = createGameServer({ extraGames: [handGame], botDelayMs: 0, fixedSeed: TEST_SEED, http: UNLIMITED_HTTP, ...options });
  const port = await server.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  return { port, url, client: () => new TestClient(`ws://127.0.0.1:${port}`), close: () => server.close() };
}

/** Registers beforeAll/afterAll that start one server for the test file and close it at the end. */
export function useServer(options: GameServerOptions = {}): { client(): Client; url(): string } {
  let server: TestServer | undefined;
  beforeAll(async () => { server = await startServer(options); });
  afterAll(async () => { await server?.close(); });
  return { client: () => server!.client(), url: () => server!.url };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Timeouts stretch by this much: test machines run several suites at once. */
const SLACK = 3;
// Every server test file imports these helpers: give its tests room for that slack.
jest.setTimeout(30_000);

/** Polls until `check` returns true (or throws after `ms` times SLACK). */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000, what = "condition"): Promise<void> {
  const end = Date.now() + ms * SLACK;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Every `error` message a room receives. */
export function collectErrors(room: Room): { code: string; message: string }[] {
  const errors: { code: string; message: string }[] = [];
  room.onMessage("error", (e) => errors.push(e));
  return errors;
}

/** The raw decoded state as plain data: exactly what reached this client. */
export function snapshot(room: Room): any {
  return JSON.parse(JSON.stringify(room.state.toJSON()));
}

/** The seat slots as this client decoded them, with `secret` as plain data (undefined when not received). */
export function seatsOf(room: Room): any[] {
  const out: any[] = [];
  room.state.seats.forEach((s: any) => out.push({ seat: s.seat, name: s.name, kind: s.kind, connected: s.connected, host: s.host, standIn: s.standIn, level: s.level,
    moreTime: s.moreTime, deadline: s.deadline, secret: toPlain(s.secret) }));
  return out;
}

export function gameOf(room: Room): any {
  return toPlain(room.state.game);
}

/** The log's last entries this client decoded, in the order they were said (the state holds them as a ring). */
function entriesOf(room: Room): string[] {
  return logTail(room.state.log as string[], room.state.logTotal);
}

const READABLE: Record<string, AnyGame> = { ...games, hand: handGame as unknown as AnyGame, bighand: bigHandGame as unknown as AnyGame };

/** A room's log entries in a reader's words (English unless `words`), with the table's seat names, as a page words them. */
export function wordsOf(room: Room, lines: string[], words?: Words): string[] {
  const game = READABLE[String(room.state.gameId)];
  const names = Array.from(room.state.seats as Iterable<{ name: string }>, (s) => s.name);
  return lines.map((line) => lineWords(game, line, names, words));
}

/** The log's last lines as this client reads them in English, in the order they were said. */
export function logOf(room: Room, words?: Words): string[] {
  return wordsOf(room, entriesOf(room), words);
}

export function nextPatch(room: Room, ms = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no patch arrived")), ms * SLACK);
    room.onStateChange.once(() => { clearTimeout(timer); resolve(); });
  });
}

const seatTokens = new WeakMap<Room, string>();

/** Keeps the seat token the server sends to this client only (the `seat` message). */
export function keepSeatToken(room: Room): Room {
  room.onMessage("seat", (m: { token: string }) => seatTokens.set(room, m.token));
  return room;
}

/** The seat token this client received, once it has arrived. */
export async function seatTokenOf(room: Room): Promise<string> {
  await until(() => seatTokens.has(room), 3000, "seat token");
  return seatTokens.get(room)!;
}

/** Creates a hand room as `name` and waits for its first state. */
export async function createRoom(client: Client, options: Record<string, unknown>): Promise<Room> {
  const room = keepSeatToken(await client.create("hand", options));
  await until(() => room.state?.code !== undefined && room.state.code !== "", 3000, "first state");
  return room;
}

export async function joinRoom(client: Client, code: string, options: Record<string, unknown>): Promise<Room> {
  const room = keepSeatToken(await client.joinById(code, options));
  await until(() => room.state?.code === code, 3000, "first state");
  return room;
}

/** JSON with sorted keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v);
}

/**
 * Deep equality as a boolean, for polling. (Not util.isDeepStrictEqual: engine states made by
 * structuredClone carry another realm's Array prototype under jest.)
 */
export function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
