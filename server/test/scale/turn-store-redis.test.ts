import Redis from "ioredis";
import { RedisGameStore } from "../../src/store";
import { startRedis, type TestRedis } from "../support/redis";
import { turnDue, turnStoreCases } from "../store/turn-store-cases";

// Several suites share the machine: give the real redis-server time to start.
jest.setTimeout(30_000);

let redis: TestRedis;
let prefix = "";
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => { await redis.stop(); });

turnStoreCases("Redis store: turn-based tables",
  async (now) => { prefix = `t${Math.random().toString(36).slice(2)}:`; return new RedisGameStore(redis.url, prefix, now); },
  async (now) => new RedisGameStore(redis.url, prefix, now));

it("finds the few due tables among 100,000 sleeping ones with one bounded range read, whatever their number (the time is bench:sleep's)", async () => {
  const clock = 1_000_000_000;
  const at = `s${Math.random().toString(36).slice(2)}:`;
  const store = new RedisGameStore(redis.url, at, () => clock);
  // The sleeping tables' entries in the due set, written in bulk (their games' hashes play no part in the read).
  const raw = new Redis(redis.url);
  for (let from = 0; from < 100_000; from += 10_000) {
    await raw.zadd(`${at}due`, ...Array.from({ length: 10_000 }, (_, i) => [clock + 1 + from + i, `S${from + i}`]).flat());
  }
  for (const code of ["DUE01", "DUE02", "DUE03"]) {
    await store.createGame({ code, gameId: "zoo", seed: "s", options: {}, seats: [], createdAt: clock });
    await store.saveTurn(code, turnDue(clock - 1));
  }
  expect(await raw.zcard(`${at}due`)).toBe(100_003);
  // One ZRANGEBYSCORE ... LIMIT per pass (Redis walks the sorted set's skip list from the low end
  // and stops at the limit: O(log n + limit)), and no other command.
  const calls = async () => {
    const stats = await raw.info("commandstats");
    return Object.fromEntries([...stats.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)].map((m) => [m[1], Number(m[2])]));
  };
  const before = await calls();
  for (let i = 0; i < 200; i++) expect(await store.dueTables(clock, 50)).toEqual(["DUE01", "DUE02", "DUE03"]);
  const after = await calls();
  const used = Object.fromEntries(Object.keys(after).map((c) => [c, after[c] - (before[c] ?? 0)]).filter(([, n]) => Number(n) > 0));
  // (The INFO call itself is counted once, by the second read.)
  expect(used).toEqual({ zrangebyscore: 200, info: 1 });
  await Promise.all([store.close(), raw.quit()]);
});
