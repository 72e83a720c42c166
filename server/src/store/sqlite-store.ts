import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { GameRecord, GameStore, RecordedAction } from "./record";

/** The embedded default: one SQLite file (or ":memory:"), written synchronously in WAL mode. */
export class SqliteGameStore implements GameStore {
  private db: Database.Database;

  constructor(file: string) {
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        code TEXT PRIMARY KEY, game_id TEXT NOT NULL, seed TEXT NOT NULL, options TEXT NOT NULL,
        seats TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS actions (
        code TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
        PRIMARY KEY (code, idx));`);
    // Prepared once: a statement prepared for every action showed in the server's profile.
    this.insertAction = this.db.prepare("INSERT INTO actions (code, idx, seat, action) VALUES (?, ?, ?, ?)");
  }

  private insertAction: Database.Statement;

  async createGame(r: Omit<GameRecord, "actions" | "finished">): Promise<void> {
    this.db
      .prepare("INSERT OR REPLACE INTO games (code, game_id, seed, options, seats, finished, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)")
      .run(r.code, r.gameId, r.seed, JSON.stringify(r.options), JSON.stringify(r.seats), r.createdAt);
    this.db.prepare("DELETE FROM actions WHERE code = ?").run(r.code);
  }

  async appendAction(code: string, index: number, entry: RecordedAction): Promise<void> {
    try {
      this.insertAction.run(code, index, entry.seat, JSON.stringify(entry.action));
    } catch (e) {
      // The addon's error class belongs to whichever module instance loaded it first; a plain Error is the same everywhere.
      throw new Error(`action ${index} of ${code} not stored: ${(e as Error).message}`);
    }
  }

  async finishGame(code: string): Promise<void> {
    this.db.prepare("UPDATE games SET finished = 1 WHERE code = ?").run(code);
  }

  async load(code: string): Promise<GameRecord | null> {
    const row = this.db.prepare("SELECT * FROM games WHERE code = ?").get(code) as
      | { code: string; game_id: string; seed: string; options: string; seats: string; finished: number; created_at: number }
      | undefined;
    if (!row) return null;
    const actions = (this.db.prepare("SELECT seat, action FROM actions WHERE code = ? ORDER BY idx").all(code) as
      { seat: number; action: string }[]).map((a) => ({ seat: a.seat, action: JSON.parse(a.action) }));
    return {
      code: row.code, gameId: row.game_id, seed: row.seed, options: JSON.parse(row.options),
      seats: JSON.parse(row.seats), actions, finished: row.finished === 1, createdAt: row.created_at,
    };
  }

  async unfinished(): Promise<string[]> {
    return (this.db.prepare("SELECT code FROM games WHERE finished = 0 ORDER BY created_at").all() as { code: string }[])
      .map((r) => r.code);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
