import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../../src/store";
import { Checkpointer } from "../../src/store/checkpointer";

/** The WAL is checkpointed by a worker thread, never by the writer's commits (src/store/checkpointer.ts). */
const newFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "checkpoint-")), "games.sqlite");
const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
/** How many times a WAL started over: its header's checkpoint sequence number (SQLite's WAL format, bytes 12-15). */
const rewinds = (wal: string) => fs.readFileSync(wal).readUInt32BE(12);
const until = async (what: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Appends `games` × `moves` actions of about 300 bytes, a batch at a time, as rooms do. */
async function play(store: SqliteGameStore, games: number, moves: number): Promise<void> {
  for (let g = 0; g < games; g++) await store.createGame({ code: `G${g}`, gameId: "zoo", seed: "s", options: {} as never, seats: [], createdAt: 1 });
  for (let m = 0; m < moves; m++) {
    await Promise.all(Array.from({ length: games }, (_, g) => store.appendAction(`G${g}`, m, { seat: 0, action: { type: "place", note: "x".repeat(300) } })));
  }
}

it("copies the WAL into the database file from its worker, while the writer's commits never checkpoint", async () => {
  const file = newFile();
  // The writer never finishes a checkpoint here: only the worker can have copied pages into the file.
  const store = new SqliteGameStore(file, Date.now, { intervalMs: 20, restartFrames: Infinity });
  const created = size(file);
  await play(store, 20, 20);
  await until(() => size(file) > created + 100_000);
  const direct = new Database(file, { readonly: true });
  expect(direct.pragma("wal_autocheckpoint", { simple: true })).toBe(1000); // a connection's own setting: the store's writer has 0
  expect(direct.prepare("SELECT COUNT(*) AS n FROM actions").get()).toEqual({ n: 400 });
  direct.close();
  await store.close();
  const reader = new SqliteGameStore(file);
  expect((await reader.load("G7"))?.actions).toHaveLength(20);
  await reader.close();
});

it("rewinds the WAL once it passes restartFrames, so it stays small however long the server plays", async () => {
  const bounded = newFile();
  const unbounded = newFile();
  const small = new SqliteGameStore(bounded, Date.now, { intervalMs: 10, restartFrames: 50 });
  const large = new SqliteGameStore(unbounded, Date.now, { intervalMs: 10, restartFrames: Infinity });
  // Written without a pause: a worker's checkpoint then always ends with new frames behind it, and
  // only the writer's own checkpoint lets the WAL start over.
  await Promise.all([play(small, 10, 600), play(large, 10, 600)]);
  // Same writes: the bounded WAL started over (and is written again from its start), the other one
  // only if its writer happened to pause just as the worker caught up (SQLite's automatic checkpoint
  // is off). Counted rather than measured: how far a WAL grows between two checkpoints depends on
  // how long the disk takes to sync, which a busy machine stretches (its size once came out at 78%).
  expect(rewinds(`${bounded}-wal`)).toBeGreaterThan(0);
  expect(rewinds(`${bounded}-wal`)).toBeGreaterThan(rewinds(`${unbounded}-wal`));
  await Promise.all([small.close(), large.close()]);
  // Closed cleanly: the last connection checkpoints and removes the WAL, every action kept.
  expect(fs.existsSync(`${bounded}-wal`)).toBe(false);
  const reader = new SqliteGameStore(bounded);
  expect((await reader.load("G3"))?.actions).toHaveLength(600);
  await reader.close();
}, 60_000); // 12,000 appends: seconds on a quiet host, more when the host is busy

it("a process with nothing else to do still closes the store to the end: the WAL checkpointed and removed", () => {
  const file = newFile();
  // A process of its own: in this one, jest's handles would keep the event loop alive anyway.
  const script = `
    const { createJiti } = require("jiti");
    const { SqliteGameStore } = createJiti(process.cwd() + "/")(${JSON.stringify(path.resolve(__dirname, "../../src/store/sqlite-store.ts"))});
    (async () => {
      const store = new SqliteGameStore(${JSON.stringify(file)});
      await store.createGame({ code: "LAST", gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: 1 });
      await store.appendAction("LAST", 0, { seat: 0, action: { type: "pass" } });
      await store.close();
      console.log("closed");
    })();`;
  const out = execFileSync(process.execPath, ["-e", script], { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" });
  expect(out.trim()).toBe("closed");
  expect(fs.existsSync(`${file}-wal`)).toBe(false);
});

it("a worker that cannot start gives the writer SQLite's own checkpoints back, and says so", async () => {
  const db = new Database(newFile());
  db.pragma("journal_mode = WAL");
  const warnings: string[] = [];
  const checkpointer = new Checkpointer(db, "(no file)", "/nowhere/no-such-driver", { intervalMs: 10, restartFrames: 10 }, (m) => warnings.push(m));
  expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
  await until(() => warnings.length > 0);
  expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
  expect(warnings[0]).toMatch(/no-such-driver.*the writer checkpoints by itself again/s);
  await checkpointer.close();
  db.close();
});

it("a checkpoint the writer cannot finish is reported, not thrown: the server goes on", async () => {
  const file = newFile();
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  const warnings: string[] = [];
  const checkpointer = new Checkpointer(db, file, require.resolve("better-sqlite3"), { intervalMs: 10, restartFrames: 0 }, (m) => warnings.push(m));
  db.close();
  await until(() => warnings.length > 0);
  expect(warnings[0]).toMatch(/not open/);
  await checkpointer.close();
});
