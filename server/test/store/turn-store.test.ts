import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../../src/store";
import { readBackup } from "../../src/store/backup";
import { TOUCH_EVERY_MS } from "../../src/store/sqlite-store";
import { someChannels, turnDue, turnStoreCases } from "./turn-store-cases";

turnStoreCases("SQLite store in memory: turn-based tables", async (now) => new SqliteGameStore(":memory:", now));

let file = "";
turnStoreCases("SQLite store in a file: turn-based tables",
  async (now) => { file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "turn-store-")), "games.sqlite"); return new SqliteGameStore(file, now); },
  async (now) => new SqliteGameStore(file, now));

const tmpFile = (name: string) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), "games.sqlite");

it("opens a file written before turn-based tables: its games load without a turn, and take one", async () => {
  const old = tmpFile("turn-old");
  const db = new Database(old);
  db.exec(`
    CREATE TABLE games (code TEXT PRIMARY KEY, game_id TEXT NOT NULL, seed TEXT NOT NULL, options TEXT NOT NULL,
      seats TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER,
      finished_at INTEGER, abandoned INTEGER NOT NULL DEFAULT 0, result TEXT);
    CREATE TABLE actions (code TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, idx)) WITHOUT ROWID;
    CREATE TABLE server_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT INTO games (code, game_id, seed, options, seats, created_at, updated_at) VALUES ('OLDTT', 'zoo', 's', '{}', '[]', 1000, 1000);`);
  db.close();
  const store = new SqliteGameStore(old, () => 5_000);
  const loaded = (await store.load("OLDTT"))!;
  expect("turn" in loaded || "channels" in loaded).toBe(false);
  expect(await store.dueTables(5_000, 10)).toEqual([]);
  await store.saveTurn("OLDTT", turnDue(4_000));
  await store.saveChannels("OLDTT", 0, someChannels);
  expect(await store.dueTables(5_000, 10)).toEqual(["OLDTT"]);
  await store.close();
  // Opened again, nothing is added twice.
  const again = new SqliteGameStore(old, () => 5_000);
  expect(await again.load("OLDTT")).toMatchObject({ turn: turnDue(4_000), channels: { 0: someChannels } });
  await again.close();
});

it("reads the due tables through the partial index, never a scan of the games", async () => {
  const store = new SqliteGameStore(":memory:");
  const db = (store as unknown as { db: Database.Database }).db;
  const plan = db.prepare("EXPLAIN QUERY PLAN SELECT code FROM games WHERE finished = 0 AND due_at > 0 AND due_at <= ? ORDER BY due_at LIMIT ?")
    .all(1, 1) as { detail: string }[];
  expect(plan.map((p) => p.detail).join("; ")).toMatch(/^SEARCH games USING INDEX games_due \(due_at[<>]\?( AND due_at<\?)?\)$/);
  await store.close();
});

it("finds the few due tables among 100,000 sleeping ones in under a millisecond, holding none of them in memory", async () => {
  let clock = 1_000_000_000;
  const store = new SqliteGameStore(tmpFile("turn-sleep"), () => clock);
  const db = (store as unknown as { db: Database.Database }).db;
  // The sleeping tables written as the store writes them, in one transaction (100,000 single commits take a minute).
  const insert = db.prepare("INSERT INTO games (code, game_id, seed, options, seats, created_at, updated_at, turn, due_at) VALUES (?, 'zoo', 's', '{}', '[]', ?, ?, ?, ?)");
  db.transaction(() => {
    for (let i = 0; i < 100_000; i++) insert.run(`S${i}`, clock, clock, JSON.stringify(turnDue(clock + 1 + i)), clock + 1 + i);
  })();
  for (const code of ["DUE01", "DUE02", "DUE03"]) {
    await store.createGame({ code, gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: clock });
    await store.saveTurn(code, turnDue(clock - 1));
  }
  const passes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = process.hrtime.bigint();
    expect(await store.dueTables(clock, 50)).toHaveLength(3);
    passes.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  passes.sort((a, b) => a - b);
  expect(passes[100]).toBeLessThan(1);
  // Per game in memory: only the recent writers' last activity, gone once they are quiet; no turns waiting.
  clock += TOUCH_EVERY_MS;
  await store.createGame({ code: "LATER", gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: clock });
  const inMemory = store as unknown as { touched: Map<string, number>; turns: unknown[]; pending: unknown[] };
  expect([inMemory.touched.size, inMemory.turns.length, inMemory.pending.length]).toEqual([1, 0, 0]);
  await store.close();
}, 60_000);

it("writes a turn saved behind waiting moves in their transaction, after them", async () => {
  const store = new SqliteGameStore(tmpFile("turn-batch"));
  await store.createGame({ code: "BATCH", gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: 1 });
  const writes = [store.appendAction("BATCH", 0, { seat: 0, action: { type: "pass" } }), store.saveTurn("BATCH", turnDue(50))];
  expect((await store.load("BATCH"))!.turn).toBeUndefined();
  await Promise.all(writes);
  expect(await store.load("BATCH")).toMatchObject({ turn: turnDue(50), actions: [{ seat: 0, action: { type: "pass" } }] });
  await store.close();
});

it("restores a version 1 backup (before server keys and turns) and refuses one short of its server keys", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-v1-"));
  const game = { code: "VONE1", gameId: "zoo", seed: "s", options: {}, seats: [{ name: "Ana", kind: "human" }], actions: [{ seat: 0, action: { type: "pass" } }],
    finished: false, abandoned: false, createdAt: 1, updatedAt: 2, finishedAt: null };
  const v1 = path.join(dir, "v1.jsonl");
  fs.writeFileSync(v1, [{ format: "space-tabletop-backup", version: 1, games: 1, writtenAt: 3 }, game].map((l) => JSON.stringify(l)).join("\n"));
  const store = new SqliteGameStore(":memory:");
  expect(await readBackup(store, v1)).toBe(1);
  expect(await store.dump("VONE1")).toEqual(game);
  expect(await store.serverKeys()).toEqual({});

  const short = path.join(dir, "short.jsonl");
  fs.writeFileSync(short, [{ format: "space-tabletop-backup", version: 2, games: 0, keys: 2, writtenAt: 3 }, { serverKey: "vapid", value: "v" }]
    .map((l) => JSON.stringify(l)).join("\n"));
  const target = new SqliteGameStore(":memory:");
  await expect(readBackup(target, short)).rejects.toThrow(/1 server keys but its header says 2/);
  expect(await target.serverKeys()).toEqual({});
  await Promise.all([store.close(), target.close()]);
});
