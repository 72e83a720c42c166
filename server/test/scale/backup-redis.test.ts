import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RedisGameStore, SqliteGameStore, type GameStore } from "../../src/store";
import { readBackup, writeBackup } from "../../src/store/backup";
import { fillStore, sameGames } from "../support/backup-games";
import { startRedis, type TestRedis } from "../support/redis";

/** Moving from SQLite to Redis (and back) is `npm run backup` then `npm run restore`: every game arrives whole. */
jest.setTimeout(30_000);

let redis: TestRedis;
const opened: GameStore[] = [];
const keep = <S extends GameStore>(s: S): S => { opened.push(s); return s; };
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => {
  for (const s of opened) await s.close();
  await redis.stop();
});

test("SQLite → file → Redis → file → SQLite keeps every game, its actions, flags and times", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-redis-"));
  const sqlite = keep(new SqliteGameStore(path.join(dir, "a.sqlite")));
  await fillStore(sqlite);
  const first = path.join(dir, "from-sqlite.jsonl");
  await writeBackup(sqlite, first);

  const onRedis = keep(new RedisGameStore(redis.url, "moved:"));
  expect(await readBackup(onRedis, first)).toBe((await sqlite.codes()).length);
  await sameGames(sqlite, onRedis);
  expect(await onRedis.unfinished()).toEqual(await sqlite.unfinished());
  await expect(readBackup(onRedis, first)).rejects.toThrow(/already holds/);

  const second = path.join(dir, "from-redis.jsonl");
  await writeBackup(onRedis, second);
  const back = keep(new SqliteGameStore(path.join(dir, "b.sqlite")));
  await readBackup(back, second);
  await sameGames(sqlite, back);
  // Retention keeps working on the moved games: the finished ones go after their days, the running stay.
  const gone = await onRedis.deleteFinished(Date.now() + 31 * 24 * 60 * 60 * 1000);
  expect(gone.sort()).toEqual((await sqlite.codes()).filter((c) => !["LIVEA", "LIVEB"].includes(c)).sort());
  expect(await onRedis.codes()).toEqual(["LIVEA", "LIVEB"]);
});
