import { RedisGameStore } from "../../src/store";
import { vapidKeys } from "../../src/notify/vapid";
import { startRedis, type TestRedis } from "../support/redis";

jest.setTimeout(30_000);

let redis: TestRedis;
beforeAll(async () => { redis = await startRedis(); });
afterAll(async () => { await redis.stop(); });
const opened: RedisGameStore[] = [];
const open = (prefix: string) => { const s = new RedisGameStore(redis.url, prefix); opened.push(s); return s; };
afterEach(async () => { await Promise.all(opened.splice(0).map((s) => s.close().catch(() => {}))); });

it("makes the VAPID keys in Redis on the first start and gives the same ones after a restart", async () => {
  const prefix = `v${Math.random().toString(36).slice(2)}:`;
  const first = open(prefix);
  const made = await vapidKeys(first);
  expect(Buffer.from(made.publicKey, "base64url")).toHaveLength(65);
  await first.close();
  const restarted = open(prefix);
  expect(await vapidKeys(restarted)).toEqual(made);
  // A server key is no game: a backup's list of games does not see it.
  expect(await restarted.codes()).toEqual([]);
});

it("lets processes racing the first start on one Redis agree on one key", async () => {
  const prefix = `v${Math.random().toString(36).slice(2)}:`;
  const stores = Array.from({ length: 6 }, () => open(prefix));
  const made: string[] = [];
  const values = await Promise.all(stores.map((s, i) => s.serverKey("race", () => { made.push(`key ${i}`); return `key ${i}`; })));
  expect(new Set(values).size).toBe(1);
  expect(made).toContain(values[0]);

  // One process looks while another is between its look and its write, over and over.
  const [a, b] = stores;
  for (let i = 0; i < 20; i++) {
    let fromB: Promise<string> | undefined;
    const fromA = await a.serverKey(`race ${i}`, () => { fromB = b.serverKey(`race ${i}`, () => "b"); return "a"; });
    expect(await fromB).toBe(fromA);
  }
  const keys = await Promise.all(stores.map((s) => vapidKeys(s)));
  for (const k of keys) expect(k).toEqual(keys[0]);
});
