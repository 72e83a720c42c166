import pino from "pino";
import { HttpRateLimits, DEFAULT_HTTP_LIMITS } from "../../src/http/rate-limits";
import { startRedis, type TestRedis } from "../support/redis";

// Two limiters on one Redis stand for two server processes: an address's budget is shared.
let redis: TestRedis;
beforeAll(async () => { redis = await startRedis(); }, 20_000);
afterAll(async () => { await redis.stop(); });

it("creates and joins per address are counted across processes", async () => {
  const limits = { ...DEFAULT_HTTP_LIMITS, createsPerMinute: 3, joinsPerMinute: 4 };
  const log = pino({ level: "silent" });
  const one = new HttpRateLimits(limits, log, redis.url);
  const two = new HttpRateLimits(limits, log, redis.url);
  const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
  const creates = [await one.take("create", ip), await two.take("create", ip), await one.take("create", ip), await two.take("create", ip)];
  expect(creates.slice(0, 3)).toEqual([null, null, null]);
  expect(creates[3]).toBeGreaterThan(0);
  // Another address, and the other budget, are untouched.
  expect(await two.take("create", "198.51.100.2")).toBeNull();
  expect(await one.take("join", ip)).toBeNull();
  await one.close();
  await two.close();
});
