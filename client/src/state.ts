import type { Pace } from "@space/shared";
import { logTail, toPlain } from "@space/shared/plain";
import { logWords } from "./i18n/log-words";

/** What the page knows about the room, as plain data (the schema decoded by reflection, then copied). */
export type Status = "lobby" | "playing" | "ended";
type SeatKind = "open" | "human" | "bot";

export interface SeatInfo {
  seat: number;
  name: string;
  kind: SeatKind;
  connected: boolean;
  host: boolean;
  sessionId: string;
  /** A bot plays this seat while its player is away. */
  standIn: boolean;
  /** The level of the bot playing this seat (a bot, or a stand-in); "" otherwise. */
  level: string;
  /** While its player is away during a game: when a bot will play the seat unless they are back (epoch ms); else 0. */
  botAt: number;
  /** When this seat's time runs out (turn-based: its reserve included; epoch ms); 0 when the game does not wait for it or it has no clock. */
  deadline: number;
  /** The host's choice of clock for this seat: the table's clock times this many, 0 for none. */
  moreTime: number;
  /** Turn-based: the seat's reserve left for the whole game, in ms, when the state came. */
  bankMs: number;
  /** Turn-based: times in a row the rules played for this seat. */
  timeouts: number;
  /** At the end: "" (no answer yet), "yes" or "no" to "play again". */
  rematch: string;
}

export interface PlainState {
  code: string;
  gameId: string;
  status: Status;
  seats: SeatInfo[];
  spectators: number;
  /** The public game view as plain JSON. */
  game: unknown;
  /** This page's merged view: the public part plus `private` for its own seat (null for spectators). */
  view: Record<string, unknown> & { private: unknown };
  awaiting: number[];
  /** The log's last lines in the reader's words. */
  log: string[];
  /** How many lines the whole log has: `log` is its tail. */
  logTotal: number;
  winners: number[];
  scores: number[];
  /** Epoch ms; 0 = no clock. */
  deadline: number;
  /** The turn clock's length; 0 = off. */
  turnSeconds: number;
  /** "live", or "turn-based": players come and go over days (docs/turn-based.md). */
  pace: Pace;
  /** Whether players may ask for hints (docs/learning.md). */
  hints: boolean;
  /** A guided first game (docs/learning.md). */
  lesson: boolean;
  /** A guided first game's step now (docs/learning.md), or -1: no guide (any other table, or the guide is over). */
  lessonStep: number;
  /** Once the host opened the rematch: the new table's code; else "". */
  rematchCode: string;
  moves: number;
  /** This page's seat, or null when watching. */
  mySeat: number | null;
}

/** Reads a list-ish schema value (ArraySchema, array, undefined) as an array. */
function list<T>(value: unknown): T[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value as T[];
  if (typeof (value as Iterable<T>)[Symbol.iterator] === "function") return Array.from(value as Iterable<T>);
  return [];
}

function plainOf(node: unknown): unknown {
  if (node == null) return null;
  return toPlain(node as Parameters<typeof toPlain>[0]);
}

/** The decoded schema as colyseus.js gives it (reflection: no classes of ours, fields may be missing). */
interface RawSeat {
  seat?: number;
  name?: string;
  kind?: string;
  connected?: boolean;
  host?: boolean;
  sessionId?: string;
  standIn?: boolean;
  level?: string;
  botAt?: number;
  deadline?: number;
  moreTime?: number;
  bankMs?: number;
  timeouts?: number;
  rematch?: string;
  secret?: unknown;
}

interface RawState {
  code?: string;
  gameId?: string;
  status?: string;
  seats?: unknown;
  spectators?: number;
  game?: unknown;
  awaiting?: unknown;
  log?: unknown;
  logTotal?: number;
  winners?: unknown;
  scores?: unknown;
  deadline?: number;
  turnSeconds?: number;
  pace?: string;
  hints?: boolean;
  lesson?: boolean;
  lessonStep?: number;
  rematchCode?: string;
  moves?: number;
}

/** Copies the decoded state into plain data; `sessionId` picks this page's seat. */
export function toPlainState(decoded: unknown, sessionId: string): PlainState {
  const state = (decoded ?? {}) as RawState;
  const rawSeats = list<RawSeat>(state.seats);
  const seats: SeatInfo[] = rawSeats.map((s) => ({
    seat: Number(s.seat ?? 0),
    name: String(s.name ?? ""),
    kind: (s.kind ?? "open") as SeatKind,
    connected: Boolean(s.connected),
    host: Boolean(s.host),
    sessionId: String(s.sessionId ?? ""),
    standIn: Boolean(s.standIn),
    level: String(s.level ?? ""),
    botAt: Number(s.botAt ?? 0),
    deadline: Number(s.deadline ?? 0),
    moreTime: Number(s.moreTime ?? 1),
    bankMs: Number(s.bankMs ?? 0),
    timeouts: Number(s.timeouts ?? 0),
    rematch: String(s.rematch ?? ""),
  }));
  const mine = rawSeats.find((s) => s.sessionId && s.sessionId === sessionId);
  const game = plainOf(state.game);
  const publicPart = game && typeof game === "object" && !Array.isArray(game) ? (game as Record<string, unknown>) : { game };
  return {
    code: String(state.code ?? ""),
    gameId: String(state.gameId ?? ""),
    status: (state.status ?? "lobby") as Status,
    seats,
    spectators: Number(state.spectators ?? 0),
    game,
    view: { ...publicPart, private: mine?.secret ? plainOf(mine.secret) : null },
    awaiting: list<number>(state.awaiting).map(Number),
    // The synced log holds entries, never words: worded here in the reader's language (i18n/log-words.ts).
    log: logWords(String(state.gameId ?? ""), seats.map((s) => s.name), logTail(list<string>(state.log).map(String), Number(state.logTotal ?? 0))),
    logTotal: Number(state.logTotal ?? 0),
    winners: list<number>(state.winners).map(Number),
    scores: list<number>(state.scores).map(Number),
    deadline: Number(state.deadline ?? 0),
    turnSeconds: Number(state.turnSeconds ?? 0),
    pace: state.pace === "turn-based" ? "turn-based" : "live",
    hints: Boolean(state.hints),
    lesson: Boolean(state.lesson),
    lessonStep: Number(state.lessonStep ?? -1),
    rematchCode: String(state.rematchCode ?? ""),
    moves: Number(state.moves ?? 0),
    mySeat: mine ? Number(mine.seat ?? 0) : null,
  };
}
