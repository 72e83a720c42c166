import { RedisGameStore } from "../../src/store";
import { startRedis, type TestRedis } from "../support/redis";
import { contract } from "../support/store-contract";

// Several suites share the machine: give the real redis-server time to start.
jest.setTimeout(30_000);

let redis: TestRedis;
let prefix = "";
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => { await redis.stop(); });
contract("Redis game store",
  async (now) => { prefix = `t${Math.random().toString(36).slice(2)}:`; return new RedisGameStore(redis.url, prefix, now); },
  async (now) => new RedisGameStore(redis.url, prefix, now));
