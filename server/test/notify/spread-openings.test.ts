import type { ServerResponse } from "node:http";
import tls from "node:tls";
import { DEFAULT_POOL_LIMITS, type ConnectionPool } from "../../src/notify/connection-pool";
import { deliver, type OutboundOptions } from "../../src/notify/outbound";
import { SINK_HOST } from "./sink";
import { usePoolFixtures } from "./pool-fixtures";

/**
 * New connections are spread over turns of the event loop (opening-gate.ts, gated-agent.ts): a
 * burst of notices to a host with no idle connection must not run a dozen TLS handshakes in one
 * turn of the rooms' thread. Requests that would need another connection wait for a free one or
 * the next turn's opening, within their own deadline. Traffic goes to 127.0.0.1 only.
 */

const { ca, sink, pool } = usePoolFixtures();

function options(ports: number[], connections: ConnectionPool, more: Partial<OutboundOptions> = {}): OutboundOptions {
  return {
    lookup: async () => [{ address: "127.0.0.1", family: 4 }],
    extraPorts: ports, testOnly: { loopback: true, ca: ca() }, pool: connections, ...more,
  };
}

const body = { headers: { "content-type": "application/json" }, body: '{"text":"your turn"}' };
const slowly = (ms: number) => (_req: unknown, res: ServerResponse): void => { setTimeout(() => res.writeHead(204).end(), ms); };

/**
 * Counts the TLS connections opened (tls.connect, as https.Agent opens them) in each turn of the
 * event loop, a turn being one setImmediate of this counter's own.
 */
function countOpeningsPerTurn(): { perTurn: Map<number, number>; stop: () => void } {
  const perTurn = new Map<number, number>();
  let turn = 0;
  let running = true;
  const tick = (): void => {
    turn++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const connect = tls.connect.bind(tls) as (...args: unknown[]) => tls.TLSSocket;
  jest.spyOn(tls, "connect").mockImplementation(((...args: unknown[]) => {
    perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    return connect(...args);
  }) as typeof tls.connect);
  return { perTurn, stop: () => { running = false; } };
}

it("a burst of requests to a new host opens its connections one per turn, and every request is answered", async () => {
  const s = await sink(slowly(40));
  const connections = pool();
  const openings = countOpeningsPerTurn();
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  const results = await Promise.all(Array.from({ length: 30 }, () => deliver(url, body, options([s.port], connections))));
  openings.stop();
  expect(results.every((r) => r.ok)).toBe(true);
  expect(s.received).toHaveLength(30);
  const opened = [...openings.perTurn.values()];
  // Before: all 16 (the per-key maximum) in the burst's turn.
  expect(Math.max(...opened)).toBe(1);
  expect(opened.reduce((a, b) => a + b, 0)).toBeGreaterThan(1);
  expect(s.connections()).toBeLessThanOrEqual(DEFAULT_POOL_LIMITS.maxSocketsPerKey);
});

it("bursts to several new hosts open at most openingsPerTurn connections a turn between them", async () => {
  const all = await Promise.all([sink(slowly(40)), sink(slowly(40)), sink(slowly(40))]);
  const ports = all.map((s) => s.port);
  const connections = pool({ openingsPerTurn: 2 });
  const openings = countOpeningsPerTurn();
  const results = await Promise.all(all.flatMap((s) => Array.from({ length: 10 }, () =>
    deliver(`https://${SINK_HOST}:${s.port}/hook`, body, options(ports, connections)))));
  openings.stop();
  expect(results.every((r) => r.ok)).toBe(true);
  expect(Math.max(...openings.perTurn.values())).toBe(2);
  for (const s of all) expect(s.received).toHaveLength(10);
});

it("the connections a burst opened stay open for the next burst, up to the per-key maximum", async () => {
  const s = await sink(slowly(40));
  const connections = pool();
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  const burst = () => Promise.all(Array.from({ length: 30 }, () => deliver(url, body, options([s.port], connections))));
  expect((await burst()).every((r) => r.ok)).toBe(true);
  const opened = s.connections();
  // Before: 8 of the 16 closed as the burst ended, and opened again by the next one.
  expect(opened).toBeGreaterThan(8);
  expect(opened).toBeLessThanOrEqual(DEFAULT_POOL_LIMITS.maxSocketsPerKey);
  expect(connections.sockets()).toEqual({ keys: 1, busy: 0, idle: opened });
  expect((await burst()).every((r) => r.ok)).toBe(true);
  // The second burst reuses them all, and may open more only up to the maximum (a busy host's
  // slower answers keep more in use at once): none was closed and opened again.
  expect(s.connections()).toBeLessThanOrEqual(DEFAULT_POOL_LIMITS.maxSocketsPerKey);
});

it("a request waiting for a connection fails as a timeout when its deadline passes, never sent; the next one goes", async () => {
  const s = await sink(slowly(600));
  const connections = pool({ maxSocketsPerKey: 1 });
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  const first = deliver(url, body, options([s.port], connections, { timeoutMs: 3000 }));
  const started = Date.now();
  const waiting = await deliver(url, body, options([s.port], connections, { timeoutMs: 200 }));
  expect(waiting).toMatchObject({ ok: false, reason: "timeout" });
  expect(Date.now() - started).toBeLessThan(500);
  expect(await first).toEqual({ ok: true, status: 204 });
  expect(s.received).toHaveLength(1);
  expect(await deliver(url, body, options([s.port], connections, { timeoutMs: 3000 }))).toEqual({ ok: true, status: 204 });
  expect(s.received).toHaveLength(2);
  expect(s.connections()).toBe(1);
});

it("a request waiting behind a connection that breaks gets a new one", async () => {
  let answers = 0;
  const s = await sink((req, res) => {
    answers++;
    if (answers === 1) return void setTimeout(() => req.socket.destroy(), 100);
    res.writeHead(204).end();
  });
  const connections = pool({ maxSocketsPerKey: 1 });
  const url = `https://${SINK_HOST}:${s.port}/hook`;
  const [cut, next] = await Promise.all([
    deliver(url, body, options([s.port], connections, { timeoutMs: 3000 })),
    deliver(url, body, options([s.port], connections, { timeoutMs: 3000 })),
  ]);
  expect(cut).toMatchObject({ ok: false, reason: "network" });
  expect(next).toEqual({ ok: true, status: 204 });
  expect(s.connections()).toBe(2);
});
