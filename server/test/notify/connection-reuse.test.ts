import type { ServerResponse } from "node:http";
import https from "node:https";
import type { Lookup } from "../../src/notify/address-guard";
import type { ConnectionPool } from "../../src/notify/connection-pool";
import { deliver, type OutboundOptions } from "../../src/notify/outbound";
import { SINK_HOST, type Sink } from "./sink";
import { usePoolFixtures } from "./pool-fixtures";

/**
 * Kept-alive connections (connection-pool.ts): a second notice rides the first one's connection,
 * but only to the address DNS gives and the guard accepts this time, and every limit still holds
 * on a reused connection. Traffic goes to 127.0.0.1 only; other answers are injected lookups.
 */

const { ca, sink, pool } = usePoolFixtures();

/** A lookup whose answer the test changes between sends; it counts its calls. */
function changingLookup(first: string): Lookup & { answer: string; calls: number } {
  const lookup = Object.assign(async () => {
    lookup.calls++;
    return [{ address: lookup.answer, family: 4 }];
  }, { answer: first, calls: 0 });
  return lookup;
}

function options(s: Sink, connections: ConnectionPool, more: Partial<OutboundOptions> = {}): OutboundOptions {
  return { lookup: changingLookup("127.0.0.1"), extraPorts: [s.port], testOnly: { loopback: true, ca: ca() }, pool: connections, ...more };
}

const ok = (_req: unknown, res: ServerResponse): void => { res.writeHead(204).end(); };
const body = { headers: { "content-type": "application/json" }, body: '{"text":"your turn"}' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("a second notice to the same webhook reuses the connection: one TCP connection, one TLS handshake", async () => {
  const s = await sink(ok);
  const connections = pool();
  const lookup = changingLookup("127.0.0.1");
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  expect(await deliver(url, body, options(s, connections, { lookup }))).toEqual({ ok: true, status: 204 });
  expect(await deliver(url, body, options(s, connections, { lookup }))).toEqual({ ok: true, status: 204 });
  expect(await deliver(`${url}/other-seat`, body, options(s, connections, { lookup }))).toEqual({ ok: true, status: 204 });
  expect(s.received).toHaveLength(3);
  expect(s.connections()).toBe(1);
  // DNS is still asked, and its answer checked, for every send.
  expect(lookup.calls).toBe(3);
  expect(connections.sockets()).toEqual({ keys: 1, busy: 0, idle: 1 });
});

it("an idle connection closes after the idle time, and the next one resumes the TLS session", async () => {
  const s = await sink(ok);
  const connections = pool({ idleMs: 150 });
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
  await sleep(400);
  expect(s.open()).toBe(0);
  expect(connections.sockets().idle).toBe(0);
  expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
  expect(s.connections()).toBe(2);
  expect(s.resumed()).toBe(1);
});

it.each([
  ["the cloud metadata address", "169.254.169.254"],
  ["a private address", "10.0.0.5"],
  ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
])("a host whose DNS answer changes to %s is refused on the next send, though a pooled connection to the old address is open", async (_name, changed) => {
  const s = await sink(ok);
  const connections = pool();
  const lookup = changingLookup("127.0.0.1");
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  expect(await deliver(url, body, options(s, connections, { lookup }))).toEqual({ ok: true, status: 204 });
  expect(connections.sockets().idle).toBe(1);

  lookup.answer = changed;
  const request = jest.spyOn(https, "request");
  const result = await deliver(url, body, options(s, connections, { lookup }));
  expect(result).toMatchObject({ ok: false, reason: "refused-address", detail: expect.stringContaining(changed) });
  expect(request).not.toHaveBeenCalled();
  expect(s.received).toHaveLength(1);
  expect(s.connections()).toBe(1);
});

it("a host whose answer moves to another accepted address gets a connection of its own there, never the pooled one", async () => {
  const s = await sink(ok);
  const connections = pool();
  const lookup = changingLookup("127.0.0.1");
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  expect(await deliver(url, body, options(s, connections, { lookup }))).toEqual({ ok: true, status: 204 });

  // 127.0.0.2 is loopback too (allowed by the test) but the sink listens on 127.0.0.1 only.
  lookup.answer = "127.0.0.2";
  const request = jest.spyOn(https, "request");
  const result = await deliver(url, body, options(s, connections, { lookup }));
  expect(result).toMatchObject({ ok: false, reason: "network", detail: expect.stringContaining("ECONNREFUSED") });
  expect(request.mock.calls[0][0]).toMatchObject({ hostname: "127.0.0.2", servername: SINK_HOST });
  expect(s.received).toHaveLength(1);
  expect(connections.sockets().keys).toBe(2);
});

describe("the limits on a reused connection", () => {
  it("an oversize answer is cut, the delivery stands on its status, and that connection is not kept", async () => {
    let answers = 0;
    const s = await sink((_req, res) => {
      answers++;
      if (answers === 1) return void res.writeHead(204).end();
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(Buffer.alloc(200 * 1024, 0x61));
    });
    const connections = pool();
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 200 });
    expect(s.connections()).toBe(1);
    await sleep(50); // a destroyed socket leaves the agent on its "close"
    expect(connections.sockets()).toMatchObject({ busy: 0, idle: 0 });
  });

  it("a slow answer times out at the deadline on a reused connection, which is then closed", async () => {
    let answers = 0;
    const s = await sink((_req, res) => {
      answers++;
      if (answers === 1) res.writeHead(204).end();
    });
    const connections = pool();
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
    const started = Date.now();
    expect(await deliver(url, body, options(s, connections, { timeoutMs: 300 }))).toMatchObject({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(s.connections()).toBe(1);
    await sleep(50); // a destroyed socket leaves the agent on its "close"
    expect(connections.sockets()).toMatchObject({ busy: 0, idle: 0 });
  });

  it("the idle time does not cut a request that is waiting for its answer: only the deadline does", async () => {
    const s = await sink((_req, res) => { setTimeout(() => res.writeHead(204).end(), 400); });
    const connections = pool({ idleMs: 100 });
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    expect(await deliver(url, body, options(s, connections, { timeoutMs: 2000 }))).toEqual({ ok: true, status: 204 });
    expect(await deliver(url, body, options(s, connections, { timeoutMs: 2000 }))).toEqual({ ok: true, status: 204 });
  });

  it("a body over 4 KB is refused before anything is sent, pooled connection or not", async () => {
    const s = await sink(ok);
    const connections = pool();
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
    expect(await deliver(url, { headers: {}, body: "x".repeat(4097) }, options(s, connections))).toMatchObject({ ok: false, reason: "too-large" });
    expect(s.received).toHaveLength(1);
  });

  it("a kept-alive connection the far end drops before answering is tried once more on a new one", async () => {
    let answers = 0;
    const s = await sink((req, res) => {
      answers++;
      if (answers === 2) return void req.socket.destroy();
      res.writeHead(204).end();
    });
    const connections = pool();
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
    expect(await deliver(url, body, options(s, connections))).toEqual({ ok: true, status: 204 });
    expect(s.received).toHaveLength(3);
    expect(s.connections()).toBe(2);
  });
});

describe("the pool is bounded", () => {
  it("at most so many sockets to one webhook, however many notices are in flight; fewer kept idle", async () => {
    const s = await sink((_req, res) => { setTimeout(() => res.writeHead(204).end(), 30); });
    const connections = pool({ maxSocketsPerKey: 3, maxIdlePerKey: 1 });
    const url = `https://${SINK_HOST}:${s.port}/hook`;
    const results = await Promise.all(Array.from({ length: 30 }, () => deliver(url, body, options(s, connections))));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(s.connections()).toBe(3);
    await sleep(100);
    expect(connections.sockets()).toEqual({ keys: 1, busy: 0, idle: 1 });
    expect(s.open()).toBe(1);
  });

  it("at most so many webhooks keep connections: the least recently used one is closed", async () => {
    const first = await sink(ok);
    const second = await sink(ok);
    const third = await sink(ok);
    const connections = pool({ maxKeys: 2 });
    const ports = [first.port, second.port, third.port];
    for (const s of [first, second, third]) {
      expect(await deliver(`https://${SINK_HOST}:${s.port}/hook`, body, options(s, connections, { extraPorts: ports }))).toEqual({ ok: true, status: 204 });
    }
    expect(connections.sockets()).toEqual({ keys: 2, busy: 0, idle: 2 });
    await sleep(100);
    expect([first.open(), second.open(), third.open()]).toEqual([0, 1, 1]);
  });
});
