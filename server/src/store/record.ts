import type { GameResult, SeatBotLevel } from "@space/shared";

/** An event-sourced game: the setup inputs plus every accepted action, in order. */
export interface GameRecord {
  code: string;
  gameId: string;
  seed: string;
  options: Record<string, unknown>;
  /** Names and kinds of the seated players when the game started; a human seat's token only as its hash. */
  seats: { name: string; kind: "human" | "bot"; tokenHash?: string; previousHash?: string; level?: SeatBotLevel }[];
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
  close(): Promise<void>;
}
