import type { GameResult, MoreTime, SeatBotLevel } from "@space/shared";

/**
 * A turn-based table's clock, notices and summary, kept with its game (docs/turn-based.md): what a
 * sleeping table is. Written whenever the clock or a notice changes; read when it wakes.
 */
export interface TableTurn {
  /** Epoch ms when the table must wake by itself (its clock's next event, or a notice due); 0: never. */
  dueAt: number;
  /** The clock and notices as server/src/turn-based keeps them (JSON). */
  clock: unknown;
  /** Public facts for "My tables". */
  summary: TableSummary;
}

export interface TableSummary {
  awaiting: number[];
  /** Epoch ms when the awaited seats' clock runs out (bank included); 0: no clock. */
  deadline: number;
  lastMove: string;
  moves: number;
  updatedAt: number;
}

/** What "My tables" reads of one game without its actions. */
export interface TableListing {
  code: string;
  gameId: string;
  options: Record<string, unknown>;
  seats: GameRecord["seats"];
  finished: boolean;
  summary: TableSummary | null;
}

/** An event-sourced game: the setup inputs plus every accepted action, in order. */
export interface GameRecord {
  code: string;
  gameId: string;
  seed: string;
  options: Record<string, unknown>;
  /** Names and kinds of the seated players when the game started; a human seat's token only as its hash. */
  seats: { name: string; kind: "human" | "bot"; tokenHash?: string; previousHash?: string; level?: SeatBotLevel; moreTime?: MoreTime }[];
  actions: RecordedAction[];
  finished: boolean;
  /** Finished because nobody played it for the retention's idle time, not because it was won. */
  abandoned: boolean;
  createdAt: number;
  /**
   * A finished game's result, kept at its end so that its record is never replayed on request
   * (docs/server.md, "Persistence"). Games finished before it was kept, and abandoned ones, get it
   * when their record is first asked for.
   */
  result?: GameResult;
  /** A turn-based table's clock and notices (absent: a live table, or one not started). */
  turn?: TableTurn;
  /** Each seat's "your turn" channels (server/src/turn-based/channels.ts), by seat. */
  channels?: Record<number, unknown>;
}

/** A game with the store's own times: what a backup holds (docs/operations.md). */
export interface StoredGame extends GameRecord {
  /** Epoch ms of the last write (its start or its last action): the retention's idle clock. */
  updatedAt: number;
  /** Epoch ms when it finished or was closed; null while it runs. */
  finishedAt: number | null;
}

export interface RecordedAction {
  seat: number;
  action: unknown;
}

/**
 * Durable storage of games. `appendAction` resolves only once the action is stored,
 * so the room can wait for it before the patch goes out.
 */
export interface GameStore {
  createGame(record: Omit<GameRecord, "actions" | "finished" | "abandoned">): Promise<void>;
  appendAction(code: string, index: number, entry: RecordedAction): Promise<void>;
  /** Replaces a running game's seats (a seat's token changed hands: docs/server.md, "Seats and seat tokens"). */
  saveSeats(code: string, seats: GameRecord["seats"]): Promise<void>;
  finishGame(code: string, result?: GameResult): Promise<void>;
  /** Keeps a finished game's result worked out after its end (an abandoned game, or one from before results were kept). */
  keepResult(code: string, result: GameResult): Promise<void>;
  load(code: string): Promise<GameRecord | null>;
  /** Codes of games that have not finished, oldest first: what a restarted server brings back. */
  unfinished(): Promise<string[]>;
  /**
   * Retention (docs/operations.md): games not finished whose last action (or creation) is older
   * than `idleSince` become finished and abandoned, and their finish time is now. Returns their codes.
   */
  abandonIdle(idleSince: number): Promise<string[]>;
  /** Retention: deletes the games (and their actions) that finished before `finishedBefore`. Returns their codes. */
  deleteFinished(finishedBefore: number): Promise<string[]>;
  /** Backup: the code of every stored game, running and finished. */
  codes(): Promise<string[]>;
  /** Backup: one game whole, with its times. */
  dump(code: string): Promise<StoredGame | null>;
  /** Restore: writes one game whole as `dump` gave it (the code must be free). */
  put(game: StoredGame): Promise<void>;
  /**
   * A secret of the server's own (its VAPID keys: docs/push.md): the stored value, or `make()` stored
   * and returned on the first call. Processes starting together all get the one value stored first.
   */
  serverKey(name: string, make: () => string): Promise<string>;
  /** Backup: every server key by name. */
  serverKeys(): Promise<Record<string, string>>;
  /** Restore: stores a server key, replacing any (a server started on the empty store made its own). */
  putServerKey(name: string, value: string): Promise<void>;
  /**
   * A sleeping table's wake snapshot (server/src/rooms/wake-snapshot.ts), kept only for an unfinished
   * stored game and dropped when it finishes or its code is created again. Server-only (it holds the
   * hidden state): never part of `load`, `dump` or a backup.
   */
  saveSnapshot(code: string, snapshot: string): Promise<void>;
  /** The wake snapshot kept for `code`, or null. */
  snapshot(code: string): Promise<string | null>;
  /**
   * A finished game's analysis, its turning points (server/src/analysis, docs/learning.md), as JSON:
   * kept only for a finished game, dropped with it or when its code is created again. Derived from the
   * record, so a backup leaves it out.
   */
  saveAnalysis(code: string, analysis: string): Promise<void>;
  /** The analysis kept for `code`, or null. */
  analysis(code: string): Promise<string | null>;
  /** A turn-based table's clock, notices and summary (docs/turn-based.md); `dueAt` indexes it for `dueTables`. */
  saveTurn(code: string, turn: TableTurn): Promise<void>;
  /** Codes of unfinished tables due by `now` (dueAt > 0), soonest first, at most `limit`: an index read, whatever the number of tables. */
  dueTables(now: number, limit: number): Promise<string[]>;
  /** One seat's notification channels (null: none); removed with the game. */
  saveChannels(code: string, seat: number, channels: unknown): Promise<void>;
  /** Every seat's channels of one game, by seat (read when a notice goes out: an unsubscribe may have changed them). */
  channels(code: string): Promise<Record<number, unknown>>;
  /** "My tables": the listed games without their actions (unknown codes left out). */
  tables(codes: string[]): Promise<TableListing[]>;
  /** A notice for an address that takes a daily digest, kept until the digest goes out. */
  queueDigest(address: string, entry: unknown): Promise<void>;
  /** Every queued digest entry by address, removed from the store as they are returned. */
  takeDigests(): Promise<Map<string, unknown[]>>;
  /** A short-lived one-use secret (the all-seats link: docs/turn-based.md), under a key that is already a hash. */
  putSecret(key: string, value: string, expiresAt: number): Promise<void>;
  /** The secret under `key`, deleted as it is read; null when unknown or expired. */
  takeSecret(key: string): Promise<string | null>;
  close(): Promise<void>;
}
