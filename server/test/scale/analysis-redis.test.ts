import { RedisGameStore } from "../../src/store";
import { startRedis, type TestRedis } from "../support/redis";
import { analysisStoreCases } from "../store/analysis-store-cases";

// Several suites share the machine: give the real redis-server time to start.
jest.setTimeout(30_000);

let redis: TestRedis;
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => { await redis.stop(); });

analysisStoreCases("Redis store: analyses",
  async (now) => new RedisGameStore(redis.url, `a${Math.random().toString(36).slice(2)}:`, now));
