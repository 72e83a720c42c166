import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { games, type AnyGame, type GameFile } from "@space/shared";
import { recordsRoute } from "../../src/http/records";
import { RedisGameStore } from "../../src/store";
import { startRedis, type TestRedis } from "../support/redis";
import { playedGame, storeFinished } from "../support/stored-game";

/**
 * Records with several processes on one Redis: the result a game's end kept is read by every
 * process, and a game stored without one is replayed at most once per process, then never again.
 * Two record routes, each with its own connection to Redis, stand for two server processes.
 */
let redis: TestRedis;
const stores: RedisGameStore[] = [];
const servers: Server[] = [];
const urls: string[] = [];
beforeAll(async () => {
  redis = await startRedis();
  const prefix = `r${Math.random().toString(36).slice(2)}:`;
  for (let i = 0; i < 2; i++) {
    const store = new RedisGameStore(redis.url, prefix);
    const app = express();
    recordsRoute(app, store, [games.base as AnyGame]);
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stores.push(store);
    servers.push(server);
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const store of stores) await store.close();
  await redis.stop();
});
afterEach(() => { jest.restoreAllMocks(); });

const base = games.base as AnyGame;
const played = playedGame(base, 2, "redis-records");

async function record(url: string, code: string): Promise<GameFile> {
  const response = await fetch(`${url}/api/records/${code}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GameFile;
}

/** Many requests at once to both processes. */
const fromBoth = (code: string) => Promise.all(Array.from({ length: 20 }, (_, i) => record(urls[i % 2], code)));

it("a game whose end kept its result is answered by every process without running the engine", async () => {
  await storeFinished(stores[0], "KEPTR", base, "redis-records", played, true);
  const setup = jest.spyOn(base, "setup");
  const files = await fromBoth("KEPTR");
  expect(setup).not.toHaveBeenCalled();
  expect(files.every((f) => JSON.stringify(f.result) === JSON.stringify(played.result))).toBe(true);
});

it("a game stored without its result is replayed at most once per process, then by none", async () => {
  await storeFinished(stores[0], "PASTR", base, "redis-records", played, false);
  const setup = jest.spyOn(base, "setup");
  const files = await fromBoth("PASTR");
  expect(setup.mock.calls.length).toBeGreaterThanOrEqual(1);
  expect(setup.mock.calls.length).toBeLessThanOrEqual(2);
  expect(files.every((f) => JSON.stringify(f.result) === JSON.stringify(played.result))).toBe(true);
  // Kept in Redis: a process that never replayed it answers it as kept too.
  expect((await stores[1].load("PASTR"))!.result).toEqual(played.result);
  setup.mockClear();
  await fromBoth("PASTR");
  expect(setup).not.toHaveBeenCalled();
});
