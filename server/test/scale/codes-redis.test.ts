import { RedisPresence } from "colyseus";
import { releaseCode, reserveCode } from "../../src/rooms/codes";
import { startRedis, type TestRedis } from "../support/redis";

// Two presences on one Redis stand for two server processes.
let redis: TestRedis;
let one: RedisPresence;
let two: RedisPresence;
beforeAll(async () => {
  redis = await startRedis();
  one = new RedisPresence(redis.url);
  two = new RedisPresence(redis.url);
}, 20_000);
/** Closes a presence's two connections and waits for Redis to answer their QUIT (`shutdown()` does not wait). */
async function closed(presence: RedisPresence): Promise<void> {
  const { pub, sub } = presence as unknown as { pub: { quit(): Promise<unknown> }; sub: { quit(): Promise<unknown> } };
  await Promise.all([pub.quit(), sub.quit()]);
}
afterAll(async () => {
  // Stopping Redis under a QUIT still unanswered rejected it ("Connection is closed") after the tests, failing the suite.
  await Promise.all([closed(one), closed(two)]);
  await redis.stop();
});

it("a code reserved by one process is skipped by another until released", async () => {
  const sequence = (...codes: string[]) => () => codes.shift()!;
  expect(await reserveCode(one, 3, sequence("QWERT"))).toBe("QWERT");
  expect(await reserveCode(two, 3, sequence("QWERT", "ZXCVB"))).toBe("ZXCVB");
  await releaseCode(one, "QWERT");
  expect(await reserveCode(two, 1, sequence("QWERT"))).toBe("QWERT");
});

it("concurrent reservations of the same code: exactly one wins", async () => {
  const results = await Promise.allSettled([one, two, one, two].map((p) => reserveCode(p, 1, () => "HJKMN")));
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
});
