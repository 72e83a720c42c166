import fs from "node:fs";
import path from "node:path";
import type { Room } from "colyseus.js";
import { TestClient } from "../support/test-client";
import Redis from "ioredis";
import { freePort } from "../support/ports";
import { startCaddy, startReplica, type Running } from "../support/processes";
import { startRedis, type TestRedis } from "../support/redis";
import { games } from "@space/shared";
import { randomFunction } from "@space/shared";
import { keepSeatToken, seatTokenOf, until } from "../helpers";
import { seatOf, viewOf } from "../support/rooms";

/**
 * One address for everything (docs/self-hosting.md): caddy in front of two replicas sharing one
 * Redis, each announcing its own path prefix on the entry (PUBLIC_ADDRESS=entry/rN); the API and
 * matchmaking go to either replica, each room's WebSocket to the replica that hosts it.
 */
// Real processes start and stop here (a rolling restart is two of each): the config's 90 s, which
// importing ../helpers (30 s, for the rooms' tests) would otherwise cut to 30 (one CI run took 30.0 s).
jest.setTimeout(90_000);

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
  // The Caddyfile self-hosters run (deploy/Caddyfile), with loopback ports for the compose names.
  const shipped = fs.readFileSync(path.resolve(__dirname, "../../../deploy/Caddyfile"), "utf8");
  caddy = await startCaddy(shipped.replaceAll("game1:2567", `127.0.0.1:${ports[0]}`).replaceAll("game2:2567", `127.0.0.1:${ports[1]}`), {
    DOMAIN: `http://${entry}`,
  });
  for (const i of ports.keys()) replicas.push(await startReplica(replicaEnv(i)));
  // Caddy's first health checks ran before the replicas listened: wait for its next round (2 s).
  await until(entryHealthy, 10_000, "caddy to see a replica healthy");
  await new Promise((r) => setTimeout(r, 2200));
});

async function entryHealthy(): Promise<boolean> {
  return (await fetch(`http://${entry}/healthz`).catch(() => null))?.ok ?? false;
}

/** Replica i as the compose file runs it: its port, the shared Redis, its prefix on the entry. */
function replicaEnv(i: number): Record<string, string> {
  return {
    PORT: String(ports[i]), HOST: "127.0.0.1", REDIS_URL: redis.url, PUBLIC_ADDRESS: `http://${entry}/r${i + 1}`, TRUST_PROXY: "1",
    // Every test client comes from 127.0.0.1.
    CREATES_PER_MINUTE: "1000", JOINS_PER_MINUTE: "1000",
  };
}

afterAll(async () => {
  for (const r of replicas) await r.stop();
  await caddy?.stop();
  await redis?.stop();
});

const client = () => new TestClient(`ws://${entry}`);

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
    // Colyseus picks the process for a new room by the room counts each process writes to Redis,
    // at most once a second: wait that long so each create sees the last one.
    await new Promise((r) => setTimeout(r, 1200));
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

/** Two players at a Space Zoo table through the entry; each move is the engine's bot choice from what that client sees. */
interface Player { name: string; room: Room; token: string }

async function table(): Promise<Player[]> {
  const ana = keepSeatToken(await client().create("zoo", { name: "Ana", seats: 2 }));
  await until(() => Boolean(ana.state?.code), 5000, "Ana's state");
  const bo = keepSeatToken(await client().joinById(ana.roomId, { name: "Bo" }));
  await until(() => bo.state?.code === ana.roomId, 5000, "Bo's state");
  ana.send("start");
  await until(() => [ana, bo].every((r) => r.state.status === "playing" && seatOf(r) >= 0), 5000, "the start");
  return [{ name: "Ana", room: ana, token: await seatTokenOf(ana) }, { name: "Bo", room: bo, token: await seatTokenOf(bo) }];
}

const rng = randomFunction("topology");

/** Plays `n` moves; resolves with the move count every player has seen acknowledged. */
async function play(players: Player[], n: number): Promise<number> {
  for (let i = 0; i < n; i++) {
    const moves = players[0].room.state.moves;
    const p = players.find((x) => Array.from(x.room.state.awaiting as number[]).includes(seatOf(x.room)));
    if (!p) throw new Error("nobody is awaited");
    p.room.send("action", games.zoo!.bot.choose(viewOf(p.room), seatOf(p.room), rng));
    await until(() => players.every((x) => x.room.state.moves > moves), 5000, `move ${moves + 1}`);
  }
  return players[0].room.state.moves;
}

/**
 * Which replica hosts the room `code`: its listing in Redis (colyseus' room caches) names the
 * replica's public address, `entry/rN`. Room counts would not tell: a room of an earlier test may
 * still be closing on the other replica.
 */
async function replicaHosting(code: string): Promise<number> {
  const redisClient = new Redis(redis.url);
  try {
    const listing = await redisClient.hget("roomcaches", code);
    const address = listing ? (JSON.parse(listing) as { publicAddress?: string }).publicAddress : undefined;
    const n = Number(/\/r(\d)$/.exec(address ?? "")?.[1]);
    if (!n) throw new Error(`room ${code} has no replica in its listing: ${listing}`);
    return n - 1;
  } finally {
    redisClient.disconnect();
  }
}

/** What a browser does when its room is gone: ask the entry to restore the game for its token, then join with it. */
async function comeBack(p: Player, code: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const restored = await fetch(`http://${entry}/api/rooms/${code}/restore`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: p.token }),
    }).catch(() => null);
    try {
      p.room = keepSeatToken(await client().joinById(code, { name: p.name, seatToken: p.token }));
      await until(() => p.room.state?.code === code && seatOf(p.room) >= 0, 5000, `${p.name} back in ${code}`);
      return;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`${p.name} could not come back (restore: ${restored?.status}): ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Each player's close code once their connection closes (null until then). */
function leaving(players: Player[]): (number | null)[] {
  const codes: (number | null)[] = players.map(() => null);
  players.forEach((p, i) => p.room.onLeave((code) => (codes[i] = code)));
  return codes;
}

test("SIGKILL of the replica hosting a game: the players come back through the entry and play on with every acknowledged move", async () => {
  const players = await table();
  const code = players[0].room.roomId;
  const acknowledged = await play(players, 6);
  const hosting = await replicaHosting(code);
  expect((await roomsPerReplica())[hosting]).toBeGreaterThan(0);
  const gone = leaving(players);
  await replicas[hosting].stop("SIGKILL");
  await until(() => gone.every((c) => c !== null), 15_000, "both players' connections to close after the SIGKILL");

  for (const p of players) await comeBack(p, code);
  expect(players.map((p) => p.room.state.moves)).toEqual([acknowledged, acknowledged]);
  // The game goes on, on the other replica.
  expect(await roomsPerReplica().catch(() => null)).toBeNull(); // one replica is down: /healthz of it fails
  await play(players, 3);
  for (const p of players) await p.room.leave();

  // Back up for the next test, on the same port and prefix.
  replicas[hosting] = await startReplica(replicaEnv(hosting));
});

test("a rolling restart of both replicas during play (SIGTERM, start again, then the other) loses no move", async () => {
  const players = await table();
  const code = players[0].room.roomId;
  let acknowledged = await play(players, 4);
  for (const i of [0, 1]) {
    const gone = leaving(players);
    const hosting = await replicaHosting(code);
    await replicas[i].stop("SIGTERM");
    // Players of a room on the stopped replica are told the service restarts (1012), and come back through the entry.
    if (hosting === i) {
      await until(() => gone.every((c) => c !== null), 15_000, `both players' connections to close after replica ${i + 1}'s SIGTERM`);
      expect(gone).toEqual([1012, 1012]);
      for (const p of players) await comeBack(p, code);
    }
    expect(players.map((p) => p.room.state.moves)).toEqual([acknowledged, acknowledged]);
    acknowledged = await play(players, 3);
    replicas[i] = await startReplica(replicaEnv(i));
  }
  expect(acknowledged).toBeGreaterThanOrEqual(10);
  for (const p of players) await p.room.leave();
});
