import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../../src/store";
import { TOUCH_EVERY_MS } from "../../src/store/sqlite-store";
import { contract } from "../support/store-contract";

let dir: string;
contract("SQLite game store",
  async (now) => { dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-")); return new SqliteGameStore(path.join(dir, "games.sqlite"), now); },
  async (now) => new SqliteGameStore(path.join(dir, "games.sqlite"), now));

it("opens a file written before retention and WITHOUT ROWID: a game's last activity is then its creation, its actions kept", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "store-old-")), "games.sqlite");
  const old = new Database(file);
  old.exec(`
    CREATE TABLE games (code TEXT PRIMARY KEY, game_id TEXT NOT NULL, seed TEXT NOT NULL, options TEXT NOT NULL,
      seats TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
    CREATE TABLE actions (code TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, idx));
    INSERT INTO games VALUES ('OLDAA', 'zoo', 's', '{}', '[]', 0, 1000), ('OLDBB', 'zoo', 's', '{}', '[]', 1, 1000), ('NEWCC', 'zoo', 's', '{}', '[]', 0, 9000);
    INSERT INTO actions VALUES ('OLDAA', 0, 0, '{"type":"pass"}');`);
  old.close();
  const store = new SqliteGameStore(file, () => 10_000);
  expect(await store.load("OLDAA")).toMatchObject({ finished: false, abandoned: false, actions: [{ seat: 0, action: { type: "pass" } }] });
  expect(await store.abandonIdle(5000)).toEqual(["OLDAA"]);
  expect(await store.deleteFinished(5000)).toEqual(["OLDBB"]);
  expect(await store.unfinished()).toEqual(["NEWCC"]);
  await store.close();
  const reopened = new Database(file, { readonly: true });
  const { sql } = reopened.prepare("SELECT sql FROM sqlite_master WHERE name = 'actions'").get() as { sql: string };
  expect(sql).toMatch(/WITHOUT ROWID/);
  expect(reopened.prepare("SELECT code, idx, seat, action FROM actions").all()).toEqual([{ code: "OLDAA", idx: 0, seat: 0, action: '{"type":"pass"}' }]);
  reopened.close();
});

it("remembers a game's last write of its activity only for TOUCH_EVERY_MS: games left unfinished keep nothing in memory", async () => {
  let clock = 1_000_000;
  const store = new SqliteGameStore(":memory:", () => clock);
  // What the store holds in memory per game (the rest is in SQLite).
  const remembered = () => (store as unknown as { touched: Map<string, number> }).touched.size;
  const start = async (code: string) => {
    await store.createGame({ code, gameId: "zoo", seed: "s", options: {} as never, seats: [], createdAt: clock });
    await store.appendAction(code, 0, { seat: 0, action: { type: "pass" } });
  };
  for (const code of ["LEFTA", "LEFTB", "LEFTC"]) await start(code);
  expect(remembered()).toBe(3);
  clock += TOUCH_EVERY_MS;
  await start("PLAYS");
  expect(remembered()).toBe(1);
  // A left game whose player comes back writes its activity with its next action, as it would have.
  clock += 1;
  await store.appendAction("LEFTA", 1, { seat: 0, action: { type: "pass" } });
  expect((await store.dump("LEFTA"))!.updatedAt).toBe(clock);
  expect(remembered()).toBe(2);
  await store.close();
});

it("writes a game's last activity with an action at most once in TOUCH_EVERY_MS", async () => {
  let clock = 1_000_000;
  const store = new SqliteGameStore(":memory:", () => clock);
  await store.createGame({ code: "TOUCH", gameId: "zoo", seed: "s", options: {} as never, seats: [], createdAt: clock });
  const lastActivity = async () => (await store.dump("TOUCH"))!.updatedAt;
  const created = clock;
  clock += TOUCH_EVERY_MS - 1;
  await store.appendAction("TOUCH", 0, { seat: 0, action: { type: "pass" } });
  expect(await lastActivity()).toBe(created);
  clock += 1;
  await store.appendAction("TOUCH", 1, { seat: 0, action: { type: "pass" } });
  expect(await lastActivity()).toBe(clock);
  const touched = clock;
  clock += 10;
  await store.appendAction("TOUCH", 2, { seat: 0, action: { type: "pass" } });
  expect(await lastActivity()).toBe(touched);
  expect((await store.load("TOUCH"))!.actions).toHaveLength(3);
  await store.close();
});

it("writes the moves that arrive together in one transaction, each acknowledged once committed; a taken index is refused alone", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "store-batch-")), "games.sqlite");
  const store = new SqliteGameStore(file);
  for (const code of ["AAAAA", "BBBBB"]) {
    await store.createGame({ code, gameId: "zoo", seed: "s", options: {} as never, seats: [], createdAt: 1 });
  }
  await store.appendAction("AAAAA", 0, { seat: 0, action: { type: "first" } });
  const reader = new Database(file, { readonly: true });
  const rows = () => reader.prepare("SELECT code, idx FROM actions ORDER BY code, idx").all();
  const writes = [
    store.appendAction("AAAAA", 1, { seat: 1, action: { type: "second" } }),
    store.appendAction("AAAAA", 0, { seat: 2, action: { type: "again" } }),
    store.appendAction("BBBBB", 0, { seat: 0, action: { type: "other room" } }),
  ];
  // Nothing of this turn is written yet: the batch is committed on the next turn of the event loop.
  expect(rows()).toHaveLength(1);
  const settled = await Promise.allSettled(writes);
  expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect((settled[1] as PromiseRejectedResult).reason.message).toMatch(/action 0 of AAAAA not stored/);
  // Acknowledged means committed: another connection to the file already reads them.
  expect(rows()).toEqual([{ code: "AAAAA", idx: 0 }, { code: "AAAAA", idx: 1 }, { code: "BBBBB", idx: 0 }]);
  expect((await store.load("AAAAA"))!.actions.map((a) => a.action)).toEqual([{ type: "first" }, { type: "second" }]);
  reader.close();
  await store.close();
});

it("refuses every move of a batch whose commit fails, and stores none of them", async () => {
  const store = new SqliteGameStore(":memory:");
  await store.createGame({ code: "CCCCC", gameId: "zoo", seed: "s", options: {} as never, seats: [], createdAt: 1 });
  const writes = [0, 1].map((i) => store.appendAction("CCCCC", i, { seat: 0, action: { type: "pass" } }));
  (store as unknown as { db: Database.Database }).db.close();
  const settled = await Promise.allSettled(writes);
  expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
  expect((settled[0] as PromiseRejectedResult).reason.message).toMatch(/action 0 of CCCCC not stored/);
});
