/**
 * The parts of the built server (server/dist) this bench uses, loaded from the files as bench/store
 * does: the bench never imports the server's sources (eslint's architecture rule), and its types
 * here are only what it calls.
 */
import fs from "node:fs";
import path from "node:path";

/** The repository's root, from bench/sleep/dist/sleep/. */
export const ROOT = path.resolve(__dirname, "../../../..");

/** server/src/store/record.ts `TableTurn`. */
export interface TableTurn {
  dueAt: number;
  clock: unknown;
  summary: { awaiting: number[]; deadline: number; lastMove: string; moves: number; updatedAt: number };
}

interface StoredSeat {
  name: string;
  kind: "human" | "bot";
  tokenHash?: string;
}

export interface Move {
  seat: number;
  action: unknown;
}

export interface NewGame {
  code: string;
  gameId: string;
  seed: string;
  options: Record<string, unknown>;
  seats: StoredSeat[];
  createdAt: number;
}

/** What this bench calls of `SqliteGameStore` (server/src/store/sqlite-store.ts, the `GameStore` interface). */
export interface Store {
  createGame(record: NewGame): Promise<void>;
  appendAction(code: string, index: number, entry: Move): Promise<void>;
  saveTurn(code: string, turn: TableTurn): Promise<void>;
  dueTables(now: number, limit: number): Promise<string[]>;
  saveChannels(code: string, seat: number, channels: unknown): Promise<void>;
  channels(code: string): Promise<Record<number, unknown>>;
  load(code: string): Promise<{ actions: Move[] } | null>;
  close(): Promise<void>;
}

/** What this bench calls of `createGameServer` (server/src/app.ts). */
export interface GameServer {
  wakeDue(): Promise<number>;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** A notice for one seat (server/src/turn-based/sender.ts `SeatNotice`). */
export interface SeatNotice {
  code: string;
  seat: number;
  owner: string;
  /** The notice in the seat's words (the bench's is the same in any language). */
  notice: (words: unknown) => { kind: "your-turn" | "reminder" | "game-over"; game: string; table: string; link: string; text: string };
  path: string;
}

export interface Sender {
  send(n: SeatNotice): Promise<unknown>;
}

/** The guarded sender's options (server/src/notify/outbound.ts `OutboundOptions`), pointed at a local sink. */
export interface Outbound {
  lookup: (host: string) => Promise<{ address: string; family: number }[]>;
  extraPorts: number[];
  testOnly: { loopback: true; ca: string };
}

/** The logger calls NoticeSender makes (pino's, counted here instead of written). */
export interface CountingLogger {
  counts: Record<string, number>;
  warn(...args: unknown[]): void;
  info(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

function load<T>(file: string): T {
  const full = path.join(ROOT, "server/dist", file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: build the server first (npm run build -w server)`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(full) as T;
}

export function openStore(file: string): Store {
  const { SqliteGameStore } = load<{ SqliteGameStore: new (file: string) => Store }>("store/sqlite-store.js");
  return new SqliteGameStore(file);
}

/** The server as app.ts makes it, with its own logger (LOG_LEVEL from the environment). */
export function createServer(options: Record<string, unknown>): GameServer {
  const { createGameServer } = load<{ createGameServer: (o: Record<string, unknown>) => GameServer }>("app.js");
  return createGameServer(options);
}

/** server/src/notify/retry.ts `RetryPlan`. */
export interface RetryPlan {
  delaysMs: number[];
  jitter: number;
  maxRetryAfterMs: number;
}

export function noticeSender(store: Store, logger: CountingLogger, outbound: Outbound, plan: RetryPlan): Sender {
  const { NoticeSender } = load<{ NoticeSender: new (setup: Record<string, unknown>) => Sender }>("turn-based/sender.js");
  return new NoticeSender({ store, logger, outbound, plan, vapid: () => Promise.reject(new Error("no push subscriptions in this bench")) });
}

export function hashSeatToken(token: string): string {
  return load<{ hashSeatToken: (t: string) => string }>("rooms/seat-token.js").hashSeatToken(token);
}

export function countingLogger(): CountingLogger {
  const counts: Record<string, number> = {};
  const count = (level: string) => () => { counts[level] = (counts[level] ?? 0) + 1; };
  return { counts, warn: count("warn"), info: count("info"), error: count("error") };
}

/**
 * The node flags the README's `npm run serve` gives the server (bench/load keeps them equal to the
 * Dockerfile's), read from package.json so the server processes here run as the README runs them.
 */
export function serverNodeFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const m = /^node (.*) server\/dist\/index\.js$/.exec(scripts.serve ?? "");
  if (!m) throw new Error(`package.json's "serve" script is not "node FLAGS server/dist/index.js": ${scripts.serve}`);
  return m[1].split(/\s+/).filter(Boolean);
}

/** Per-address budgets out of the way: every request of the bench comes from 127.0.0.1. */
export const UNLIMITED_HTTP = { createsPerMinute: 1_000_000, joinsPerMinute: 1_000_000 };
