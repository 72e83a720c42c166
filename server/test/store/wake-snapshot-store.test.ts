import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../../src/store";
import { snapshotStoreCases } from "./snapshot-store-cases";

snapshotStoreCases("SQLite store: wake snapshots", async (now) => new SqliteGameStore(":memory:", now));

it("opens a file written before wake snapshots: its games wake without one, and keep one", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-old-")), "games.sqlite");
  const before = new SqliteGameStore(file);
  await before.createGame({ code: "OLDSN", gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: 1 });
  await before.close();
  const db = new Database(file);
  db.exec("DROP TABLE snapshots");
  db.close();
  const store = new SqliteGameStore(file);
  expect(await store.snapshot("OLDSN")).toBeNull();
  await store.saveSnapshot("OLDSN", "kept");
  expect(await store.snapshot("OLDSN")).toBe("kept");
  await store.close();
});
