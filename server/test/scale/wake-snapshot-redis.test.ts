import { RedisGameStore } from "../../src/store";
import { startRedis, type TestRedis } from "../support/redis";
import { snapshotStoreCases } from "../store/snapshot-store-cases";

// Several suites share the machine: give the real redis-server time to start.
jest.setTimeout(30_000);

let redis: TestRedis;
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => { await redis.stop(); });

snapshotStoreCases("Redis store: wake snapshots",
  async (now) => new RedisGameStore(redis.url, `w${Math.random().toString(36).slice(2)}:`, now));
