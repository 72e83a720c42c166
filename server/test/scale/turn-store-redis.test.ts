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

it("finds the few due tables among 100,000 sleeping ones in under a millisecond", async () => {
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
  const passes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = process.hrtime.bigint();
    expect(await store.dueTables(clock, 50)).toEqual(["DUE01", "DUE02", "DUE03"]);
    passes.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  passes.sort((a, b) => a - b);
  expect(passes[100]).toBeLessThan(1);
  await Promise.all([store.close(), raw.quit()]);
});
