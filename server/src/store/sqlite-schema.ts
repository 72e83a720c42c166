import type Database from "better-sqlite3";

/** One B-tree keyed by game and index: with a rowid, every append also wrote a separate index. */
const ACTIONS_COLUMNS = "code TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, idx)";

/** The SQLite store's tables (sqlite-store.ts), made when missing and brought up to date from older files. */
export function prepareSchema(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS games (
      code TEXT PRIMARY KEY, game_id TEXT NOT NULL, seed TEXT NOT NULL, options TEXT NOT NULL,
      seats TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS actions (${ACTIONS_COLUMNS}) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS digests (id INTEGER PRIMARY KEY, address TEXT NOT NULL, entry TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS secrets (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS snapshots (code TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS analyses (code TEXT PRIMARY KEY, data TEXT NOT NULL);`);
  addRetentionColumns(db);
  addTurnColumns(db);
  dropActionsRowid(db);
}

function columnsOf(db: Database.Database, table: string): Set<string> {
  return new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
}

/** Files from before retention (or kept results) lack these columns; a game's last activity then starts at its creation. */
function addRetentionColumns(db: Database.Database): void {
  const columns = columnsOf(db, "games");
  if (!columns.has("updated_at")) db.exec("ALTER TABLE games ADD COLUMN updated_at INTEGER; UPDATE games SET updated_at = created_at");
  if (!columns.has("finished_at")) db.exec("ALTER TABLE games ADD COLUMN finished_at INTEGER");
  if (!columns.has("abandoned")) db.exec("ALTER TABLE games ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0");
  if (!columns.has("result")) db.exec("ALTER TABLE games ADD COLUMN result TEXT");
}

/**
 * A turn-based table's turn and every seat's channels (docs/turn-based.md), and the index of
 * tables due: partial, so that it holds only the unfinished tables with a clock or a notice due.
 */
function addTurnColumns(db: Database.Database): void {
  const columns = columnsOf(db, "games");
  if (!columns.has("turn")) db.exec("ALTER TABLE games ADD COLUMN turn TEXT");
  if (!columns.has("due_at")) db.exec("ALTER TABLE games ADD COLUMN due_at INTEGER NOT NULL DEFAULT 0");
  if (!columns.has("channels")) db.exec("ALTER TABLE games ADD COLUMN channels TEXT");
  db.exec("CREATE INDEX IF NOT EXISTS games_due ON games (due_at) WHERE finished = 0 AND due_at > 0");
}

/** Files from before WITHOUT ROWID: their actions are copied once into the leaner table. */
function dropActionsRowid(db: Database.Database): void {
  const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'actions'").get() as { sql: string };
  if (/WITHOUT ROWID/i.test(sql)) return;
  db.transaction(() => {
    db.exec(`CREATE TABLE actions_lean (${ACTIONS_COLUMNS}) WITHOUT ROWID;
      INSERT INTO actions_lean (code, idx, seat, action) SELECT code, idx, seat, action FROM actions;
      DROP TABLE actions;
      ALTER TABLE actions_lean RENAME TO actions;`);
  })();
}
