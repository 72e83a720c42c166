import { Client, type Room } from "colyseus.js";
import { freePort } from "../support/ports";
import { startCaddy, startReplica, type Running } from "../support/processes";
import { startRedis, type TestRedis } from "../support/redis";
import { until } from "../helpers";

/**
 * One address for everything (docs/self-hosting.md): caddy in front of two replicas sharing one
 * Redis, each announcing its own path prefix on the entry (PUBLIC_ADDRESS=entry/rN); the API and
 * matchmaking go to either replica, each room's WebSocket to the replica that hosts it.
 */
let redis: TestRedis;
let caddy: Running;
const replicas: Running[] = [];
let entry = "";
let ports: number[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const entryPort = await freePort();
  ports = [await freePort(), await freePort()];
  entry = `127.0.0.1:${entryPort}`;
  caddy = await startCaddy(`{
  admin off
  auto_https off
}
http://${entry} {
  handle_path /r1/* {
    reverse_proxy 127.0.0.1:${ports[0]}
  }
  handle_path /r2/* {
    reverse_proxy 127.0.0.1:${ports[1]}
  }
  handle {
    reverse_proxy 127.0.0.1:${ports[0]} 127.0.0.1:${ports[1]} {
      lb_policy round_robin
      lb_try_duration 5s
      fail_duration 30s
    }
  }
}
`);
  for (const [i, port] of ports.entries()) {
    replicas.push(await startReplica({
      PORT: String(port), HOST: "127.0.0.1", REDIS_URL: redis.url, PUBLIC_ADDRESS: `${entry}/r${i + 1}`, TRUST_PROXY: "1",
      CREATES_PER_MINUTE: "1000", JOINS_PER_MINUTE: "1000",
    }));
  }
});

afterAll(async () => {
  for (const r of replicas) await r.stop();
  await caddy?.stop();
  await redis?.stop();
});

const client = () => new Client(`ws://${entry}`);

/** How many rooms each replica holds, asked of each one directly (not through the entry). */
async function roomsPerReplica(): Promise<number[]> {
  return Promise.all(ports.map(async (p) => ((await (await fetch(`http://127.0.0.1:${p}/healthz`)).json()) as { rooms: number }).rooms));
}

test("rooms created through the entry land on both replicas, with distinct codes, and are joined by code through the entry", async () => {
  const hosts: Room[] = [];
  for (let i = 0; i < 6; i++) {
    const room = await client().create("zoo", { name: `Host ${i}`, seats: 2 });
    await until(() => Boolean(room.state?.code), 5000, "the first state");
    hosts.push(room);
  }
  const codes = hosts.map((r) => r.roomId);
  expect(new Set(codes).size).toBe(6);
  const perReplica = await roomsPerReplica();
  expect(perReplica.every((n) => n > 0)).toBe(true);
  expect(perReplica.reduce((a, b) => a + b, 0)).toBe(6);

  for (const host of hosts) {
    const guest = await client().joinById(host.roomId, { name: "Guest" });
    await until(() => guest.state?.code === host.roomId, 5000, "the guest's state");
    await until(() => host.state.seats.filter((s: { kind: string }) => s.kind === "human").length === 2, 5000, "both seated");
    await guest.leave();
  }
  for (const host of hosts) await host.leave();
});
