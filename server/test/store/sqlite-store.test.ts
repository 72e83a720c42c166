import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../../src/store";
import { contract } from "../support/store-contract";

let dir: string;
contract("SQLite game store",
  async (now) => { dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-")); return new SqliteGameStore(path.join(dir, "games.sqlite"), now); },
  async (now) => new SqliteGameStore(path.join(dir, "games.sqlite"), now));

it("opens a file written before retention: a game's last activity is then its creation", async () => {
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
});
