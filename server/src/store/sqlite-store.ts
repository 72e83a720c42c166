import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Checkpointer, DEFAULT_CHECKPOINTS, type CheckpointSettings } from "./checkpointer";
import { prepareSchema } from "./sqlite-schema";
import type { GameResult } from "@space/shared";
import type { GameRecord, GameStore, RecordedAction, StoredGame, TableListing, TableTurn } from "./record";

type Row = {
  code: string; game_id: string; seed: string; options: string; seats: string;
  finished: number; abandoned: number; created_at: number; updated_at: number | null; finished_at: number | null; result: string | null;
  turn: string | null; channels: string | null;
};

/**
 * A game's last activity (the retention's idle clock) is written when it is created, then with an
 * action at most once in this time: an UPDATE of the game's row for every action was a quarter of an append's
 * cost, for a clock that counts in days (docs/operations.md, "Retention").
 */
export const TOUCH_EVERY_MS = 60_000;

interface PendingAppend {
  code: string;
  index: number;
  entry: RecordedAction;
  stored: () => void;
  failed: (e: Error) => void;
}

/**
 * The embedded default: one SQLite file (or ":memory:") in WAL mode. The actions that arrive in one
 * turn of the event loop are written together, in one transaction, before any of them is acknowledged.
 */
export class SqliteGameStore implements GameStore {
  private db: Database.Database;
  private appendAll: (appends: PendingAppend[]) => void;
  private appendEach: (appends: PendingAppend[]) => void;
  private pending: PendingAppend[] = [];
  /** Turns saved while moves wait to be written: they go in the same transaction, after them. */
  private turns: { write: () => void; stored: () => void; failed: (e: Error) => void }[] = [];
  /** Statements prepared once: preparing one for every action or new game showed in the server's profile. */
  private statements = new Map<string, Database.Statement>();
  /** When each running game's last activity was last written (see TOUCH_EVERY_MS); quiet games are forgotten (forgetQuiet). */
  private touched = new Map<string, number>();
  /** When `touched` was last looked over for quiet games. */
  private lookedOver = -Infinity;
  private checkpointer: Checkpointer | null = null;

  /**
   * `now` is the store's clock (tests of retention move it). `checkpoints`: the worker's settings, or
   * "sqlite" for SQLite's own checkpoint in the writer's commits (what `npm run bench:store` compares).
   */
  constructor(file: string, private now: () => number = Date.now, checkpoints: CheckpointSettings | "sqlite" = DEFAULT_CHECKPOINTS) {
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    if (file !== ":memory:" && checkpoints !== "sqlite") this.checkpointer = new Checkpointer(this.db, file, require.resolve("better-sqlite3"), checkpoints);
    prepareSchema(this.db);
    const insert = this.sql("INSERT INTO actions (code, idx, seat, action) VALUES (?, ?, ?, ?)");
    const touch = this.sql("UPDATE games SET updated_at = ? WHERE code = ?");
    const write = (a: PendingAppend) => {
      insert.run(a.code, a.index, a.entry.seat, JSON.stringify(a.entry.action));
      const now = this.now();
      if (now - (this.touched.get(a.code) ?? -Infinity) >= TOUCH_EVERY_MS) {
        touch.run(now, a.code);
        this.touched.set(a.code, now);
      }
    };
    this.appendAll = this.db.transaction((appends: PendingAppend[]) => appends.forEach(write));
    // The slow way, after a batch failed: each append in a savepoint of its own, so one that fails
    // (a taken index) is refused alone. A savepoint an action is two statements more each time.
    const writeOne = this.db.transaction(write);
    this.appendEach = this.db.transaction((appends: PendingAppend[]) => {
      for (const a of appends) {
        try {
          writeOne(a);
        } catch (e) {
          a.failed(new Error(`action ${a.index} of ${a.code} not stored: ${(e as Error).message}`));
          a.failed = a.stored = () => {};
        }
      }
    });
  }

  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * Forgets the last-activity time of every game with no action for TOUCH_EVERY_MS, at most once in
   * that time: its next action writes its activity anyway. A game left unfinished (its players gone,
   * its room closed) kept its entry until the retention closed it, and for ever with CLOSE_IDLE_DAYS=0.
   */
  private forgetQuiet(now: number): void {
    if (now - this.lookedOver < TOUCH_EVERY_MS) return;
    this.lookedOver = now;
    for (const [code, at] of this.touched) if (now - at >= TOUCH_EVERY_MS) this.touched.delete(code);
  }

  async createGame(r: Omit<GameRecord, "actions" | "finished" | "abandoned">): Promise<void> {
    const now = this.now();
    this.forgetQuiet(now);
    this.sql(`INSERT OR REPLACE INTO games (code, game_id, seed, options, seats, finished, created_at, updated_at, abandoned)
        VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0)`)
      .run(r.code, r.gameId, r.seed, JSON.stringify(r.options), JSON.stringify(r.seats), r.createdAt, now);
    this.touched.set(r.code, now);
    this.sql("DELETE FROM actions WHERE code = ?").run(r.code);
    this.sql("DELETE FROM snapshots WHERE code = ?").run(r.code);
    this.sql("DELETE FROM analyses WHERE code = ?").run(r.code);
  }

  appendAction(code: string, index: number, entry: RecordedAction): Promise<void> {
    return new Promise((stored, failed) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ code, index, entry, stored, failed });
    });
  }

  /** Writes the appends of this turn of the event loop; each is acknowledged once the transaction is committed. */
  private flush(): void {
    const appends = this.pending;
    const turns = this.turns;
    if (appends.length === 0 && turns.length === 0) return; // already written by close()
    this.pending = [];
    this.turns = [];
    this.forgetQuiet(this.now());
    try {
      this.db.transaction(() => {
        try {
          this.appendAll(appends);
        } catch {
          this.appendEach(appends);
        }
        for (const t of turns) t.write();
      })();
    } catch (e) {
      // The commit itself failed (disk full, database closed): none of them is stored.
      // The addon's error class belongs to whichever module instance loaded it first; a plain Error is the same everywhere.
      for (const a of appends) a.failed(new Error(`action ${a.index} of ${a.code} not stored: ${(e as Error).message}`));
      for (const t of turns) t.failed(new Error(`turn not stored: ${(e as Error).message}`));
      return;
    }
    for (const a of appends) a.stored();
    for (const t of turns) t.stored();
  }

  async saveSeats(code: string, seats: GameRecord["seats"]): Promise<void> {
    this.sql("UPDATE games SET seats = ? WHERE code = ?").run(JSON.stringify(seats), code);
  }

  async finishGame(code: string, result?: GameResult): Promise<void> {
    this.sql("UPDATE games SET finished = 1, finished_at = ?, result = ?, due_at = 0 WHERE code = ?").run(this.now(), result ? JSON.stringify(result) : null, code);
    this.sql("DELETE FROM snapshots WHERE code = ?").run(code);
    this.touched.delete(code);
  }

  async keepResult(code: string, result: GameResult): Promise<void> {
    this.sql("UPDATE games SET result = ? WHERE code = ? AND finished = 1").run(JSON.stringify(result), code);
  }

  async load(code: string): Promise<GameRecord | null> {
    const row = this.sql("SELECT * FROM games WHERE code = ?").get(code) as Row | undefined;
    if (!row) return null;
    const actions = (this.sql("SELECT seat, action FROM actions WHERE code = ? ORDER BY idx").all(code) as
      { seat: number; action: string }[]).map((a) => ({ seat: a.seat, action: JSON.parse(a.action) }));
    return {
      code: row.code, gameId: row.game_id, seed: row.seed, options: JSON.parse(row.options),
      seats: JSON.parse(row.seats), actions, finished: row.finished === 1, abandoned: row.abandoned === 1, createdAt: row.created_at,
      ...(row.result ? { result: JSON.parse(row.result) as GameResult } : {}),
      ...(row.turn ? { turn: JSON.parse(row.turn) as TableTurn } : {}),
      ...(row.channels ? { channels: JSON.parse(row.channels) as Record<number, unknown> } : {}),
    };
  }

  /**
   * Written in the same transaction as the moves waiting to be written, if any (a move and the clock
   * it started are kept together), else at once. A finished game's turn is kept but never indexed.
   */
  saveTurn(code: string, turn: TableTurn): Promise<void> {
    const write = () => this.sql("UPDATE games SET turn = ?, due_at = CASE WHEN finished = 1 THEN 0 ELSE ? END WHERE code = ?")
      .run(JSON.stringify(turn), turn.dueAt, code);
    if (this.pending.length === 0) {
      write();
      return Promise.resolve();
    }
    return new Promise((stored, failed) => this.turns.push({ write, stored, failed }));
  }

  /** In a table of its own: the games' rows (read by `load`, `tables`, the index) stay small. */
  async saveSnapshot(code: string, snapshot: string): Promise<void> {
    this.sql("INSERT OR REPLACE INTO snapshots (code, data) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM games WHERE code = ? AND finished = 0)")
      .run(code, snapshot, code);
  }

  async snapshot(code: string): Promise<string | null> {
    return (this.sql("SELECT data FROM snapshots WHERE code = ?").get(code) as { data: string } | undefined)?.data ?? null;
  }

  async saveAnalysis(code: string, analysis: string): Promise<void> {
    this.sql("INSERT OR REPLACE INTO analyses (code, data) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM games WHERE code = ? AND finished = 1)")
      .run(code, analysis, code);
  }

  async analysis(code: string): Promise<string | null> {
    return (this.sql("SELECT data FROM analyses WHERE code = ?").get(code) as { data: string } | undefined)?.data ?? null;
  }

  async dueTables(now: number, limit: number): Promise<string[]> {
    return this.select("SELECT code FROM games WHERE finished = 0 AND due_at > 0 AND due_at <= ? ORDER BY due_at LIMIT ?", now, limit);
  }

  async saveChannels(code: string, seat: number, channels: unknown): Promise<void> {
    this.db.transaction(() => {
      const row = this.sql("SELECT channels FROM games WHERE code = ?").get(code) as { channels: string | null } | undefined;
      if (!row) return;
      const all = (row.channels ? JSON.parse(row.channels) : {}) as Record<number, unknown>;
      if (channels === null || channels === undefined) delete all[seat];
      else all[seat] = channels;
      this.sql("UPDATE games SET channels = ? WHERE code = ?").run(Object.keys(all).length ? JSON.stringify(all) : null, code);
    })();
  }

  async channels(code: string): Promise<Record<number, unknown>> {
    const row = this.sql("SELECT channels FROM games WHERE code = ?").get(code) as { channels: string | null } | undefined;
    return row?.channels ? (JSON.parse(row.channels) as Record<number, unknown>) : {};
  }

  async tables(codes: string[]): Promise<TableListing[]> {
    if (codes.length === 0) return [];
    const rows = this.db.prepare(`SELECT code, game_id, options, seats, finished, turn FROM games WHERE code IN (${codes.map(() => "?").join(",")})`)
      .all(...codes) as Pick<Row, "code" | "game_id" | "options" | "seats" | "finished" | "turn">[];
    return rows.map((r) => ({
      code: r.code, gameId: r.game_id, options: JSON.parse(r.options), seats: JSON.parse(r.seats), finished: r.finished === 1,
      summary: r.turn ? (JSON.parse(r.turn) as TableTurn).summary ?? null : null,
    }));
  }

  async queueDigest(address: string, entry: unknown): Promise<void> {
    this.sql("INSERT INTO digests (address, entry) VALUES (?, ?)").run(address, JSON.stringify(entry));
  }

  async takeDigests(): Promise<Map<string, unknown[]>> {
    const rows = this.db.transaction(() => {
      const all = this.sql("SELECT id, address, entry FROM digests ORDER BY id").all() as { id: number; address: string; entry: string }[];
      if (all.length) this.sql("DELETE FROM digests WHERE id <= ?").run(all[all.length - 1].id);
      return all;
    }).immediate();
    const byAddress = new Map<string, unknown[]>();
    for (const r of rows) byAddress.set(r.address, [...(byAddress.get(r.address) ?? []), JSON.parse(r.entry)]);
    return byAddress;
  }

  async putSecret(key: string, value: string, expiresAt: number): Promise<void> {
    this.sql("DELETE FROM secrets WHERE expires_at <= ?").run(this.now());
    this.sql("INSERT OR REPLACE INTO secrets (key, value, expires_at) VALUES (?, ?, ?)").run(key, value, expiresAt);
  }

  async takeSecret(key: string): Promise<string | null> {
    const row = this.db.transaction(() => {
      const found = this.sql("SELECT value, expires_at FROM secrets WHERE key = ?").get(key) as { value: string; expires_at: number } | undefined;
      if (found) this.sql("DELETE FROM secrets WHERE key = ?").run(key);
      return found;
    }).immediate();
    return row && row.expires_at > this.now() ? row.value : null;
  }

  async unfinished(): Promise<string[]> {
    return this.select("SELECT code FROM games WHERE finished = 0 ORDER BY created_at");
  }

  async abandonIdle(idleSince: number): Promise<string[]> {
    // A turn-based table whose clock runs is not idle: its clock makes it move (docs/turn-based.md).
    const codes = this.select("SELECT code FROM games WHERE finished = 0 AND due_at = 0 AND COALESCE(updated_at, created_at) < ?", idleSince);
    const abandon = this.sql("UPDATE games SET finished = 1, abandoned = 1, finished_at = ? WHERE code = ?");
    const dropSnapshot = this.sql("DELETE FROM snapshots WHERE code = ?");
    this.db.transaction(() => { for (const code of codes) { abandon.run(this.now(), code); dropSnapshot.run(code); } })();
    for (const code of codes) this.touched.delete(code);
    return codes;
  }

  async deleteFinished(finishedBefore: number): Promise<string[]> {
    // Games finished before retention existed have no finish time: their last activity stands in.
    const codes = this.select(
      "SELECT code FROM games WHERE finished = 1 AND COALESCE(finished_at, updated_at, created_at) < ?", finishedBefore);
    const dropGame = this.sql("DELETE FROM games WHERE code = ?");
    const dropActions = this.sql("DELETE FROM actions WHERE code = ?");
    const dropSnapshot = this.sql("DELETE FROM snapshots WHERE code = ?");
    const dropAnalysis = this.sql("DELETE FROM analyses WHERE code = ?");
    this.db.transaction(() => { for (const code of codes) { dropActions.run(code); dropSnapshot.run(code); dropAnalysis.run(code); dropGame.run(code); } })();
    return codes;
  }

  async codes(): Promise<string[]> {
    return this.select("SELECT code FROM games ORDER BY code");
  }

  async dump(code: string): Promise<StoredGame | null> {
    const game = await this.load(code);
    if (!game) return null;
    const row = this.sql("SELECT created_at, updated_at, finished_at FROM games WHERE code = ?").get(code) as Row;
    return { ...game, updatedAt: row.updated_at ?? row.created_at, finishedAt: game.finished ? row.finished_at ?? row.updated_at ?? row.created_at : null };
  }

  async put(g: StoredGame): Promise<void> {
    const insertGame = this.sql(`INSERT INTO games (code, game_id, seed, options, seats, finished, created_at, updated_at, finished_at, abandoned, result,
      turn, due_at, channels) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertAction = this.sql("INSERT INTO actions (code, idx, seat, action) VALUES (?, ?, ?, ?)");
    this.db.transaction(() => {
      insertGame.run(g.code, g.gameId, g.seed, JSON.stringify(g.options), JSON.stringify(g.seats), g.finished ? 1 : 0,
        g.createdAt, g.updatedAt, g.finishedAt, g.abandoned ? 1 : 0, g.result ? JSON.stringify(g.result) : null,
        g.turn ? JSON.stringify(g.turn) : null, g.turn && !g.finished ? g.turn.dueAt : 0, g.channels ? JSON.stringify(g.channels) : null);
      g.actions.forEach((a, i) => insertAction.run(g.code, i, a.seat, JSON.stringify(a.action)));
    })();
  }

  async serverKey(name: string, make: () => string): Promise<string> {
    const read = this.sql("SELECT value FROM server_keys WHERE name = ?");
    const stored = read.get(name) as { value: string } | undefined;
    if (stored) return stored.value;
    // Another process on the same file may have stored one since: the first insert wins.
    this.sql("INSERT OR IGNORE INTO server_keys (name, value) VALUES (?, ?)").run(name, make());
    return (read.get(name) as { value: string }).value;
  }

  async serverKeys(): Promise<Record<string, string>> {
    const rows = this.sql("SELECT name, value FROM server_keys ORDER BY name").all() as { name: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  }

  async putServerKey(name: string, value: string): Promise<void> {
    this.sql("INSERT OR REPLACE INTO server_keys (name, value) VALUES (?, ?)").run(name, value);
  }

  private select(sql: string, ...params: unknown[]): string[] {
    return (this.sql(sql).all(...params) as { code: string }[]).map((r) => r.code);
  }

  async close(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    await this.checkpointer?.close();
    this.db.close();
  }
}
