import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { pushKeyRoute, vapidOnce } from "../../src/http/push-key";
import { useServer } from "../helpers";

/** A store's `serverKey` as the stores keep it (insert if absent), counting its reads; `failFirst` reads fail first. */
function keyStore(failFirst = 0) {
  const kept = new Map<string, string>();
  const store = {
    reads: 0,
    async serverKey(name: string, make: () => string): Promise<string> {
      store.reads += 1;
      if (store.reads <= failFirst) throw new Error("the store is unreachable");
      if (!kept.has(name)) kept.set(name, make());
      return kept.get(name)!;
    },
  };
  return store;
}

const servers: Server[] = [];
afterAll(() => { for (const s of servers) s.close(); });

async function serve(keys: Parameters<typeof pushKeyRoute>[1]): Promise<string> {
  const app = express();
  pushKeyRoute(app, keys);
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/push/key`;
}

it("answers the VAPID public key, the same on every request, read from the store once per server", async () => {
  const store = keyStore();
  const url = await serve(vapidOnce(store));
  const answers = await Promise.all([fetch(url), fetch(url), fetch(url)]);
  const bodies = await Promise.all(answers.map((a) => a.json() as Promise<Record<string, string>>));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  // Only the public key: an uncompressed P-256 point, base64url.
  expect(Object.keys(bodies[0])).toEqual(["publicKey"]);
  expect(Buffer.from(bodies[0].publicKey, "base64url")).toHaveLength(65);
  expect(new Set(bodies.map((b) => b.publicKey)).size).toBe(1);
  expect(store.reads).toBe(1);
});

it("tries the store again on the next request after a failed read", async () => {
  const store = keyStore(1);
  const url = await serve(vapidOnce(store));
  expect((await fetch(url)).status).toBe(500);
  const again = await fetch(url);
  expect(again.status).toBe(200);
  expect(((await again.json()) as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  expect(store.reads).toBe(2);
});

describe("a server without a store", () => {
  const server = useServer();

  it("answers 404 with the reason, in JSON", async () => {
    const answer = await fetch(`${server.url()}/api/push/key`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ ok: false, error: expect.stringMatching(/keeps no games/) });
  });
});
