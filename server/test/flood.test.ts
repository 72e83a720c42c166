import { spawn } from "node:child_process";
import path from "node:path";
import type { Room } from "colyseus.js";
import { CloseCode } from "@space/shared";
import { handGame } from "./fixtures/hand-game";
import { startServer, createRoom, gameOf, seatsOf, until, type TestServer } from "./helpers";

/**
 * One client flooding a room at full speed must be cut within a second, and must not slow the
 * server down for anyone else: /healthz and a bystander's action in another room, measured while the
 * flood is on and after, stay within 2x their median before it.
 */
// The latency ratio is measured on a shared 2-core machine while other suites run and while the
// attacker's own process burns a core until it is cut: the median, not a tail, is compared (a few
// samples taken in the attacker's first few hundred milliseconds may wait for a core; a server still
// reading the flood would slow most of them). A retry re-measures from scratch (logged).
jest.retryTimes(2, { logErrorsBeforeRetry: true });

let server: TestServer;
beforeAll(async () => { server = await startServer({ botDelayMs: 0 }); });
afterAll(async () => { await server.close(); });

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}
const median = (samples: number[]) => quantile(samples, 0.5);
const p95 = (samples: number[]) => quantile(samples, 0.95);

async function healthz(): Promise<number> {
  const t = performance.now();
  const response = await fetch(`${server.url}/healthz`);
  await response.json();
  return performance.now() - t;
}

/** A player at a table with a bot: each call plays one legal move and times it until its patch arrives. */
class Bystander {
  private room: Room | null = null;

  async act(): Promise<number> {
    if (!this.room || this.room.state.status === "ended") await this.sit();
    const room = this.room!;
    await until(() => room.state.status === "ended" || Array.from(room.state.awaiting as number[]).includes(0), 2000, "my turn");
    if (room.state.status === "ended") return this.act();
    const view = { ...gameOf(room), private: seatsOf(room)[0].secret };
    const moves = room.state.moves;
    const t = performance.now();
    const patched = new Promise<void>((resolve) => {
      const check = () => {
        if (room.state.moves <= moves) return;
        room.onStateChange.remove(check);
        resolve();
      };
      room.onStateChange(check);
    });
    room.send("action", handGame.legalActionsInView(view, 0)[0]);
    await patched;
    return performance.now() - t;
  }

  private async sit(): Promise<void> {
    await this.room?.leave();
    const room = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
    room.send("start");
    await until(() => room.state.status === "playing", 2000, "start");
    this.room = room;
  }

  leave(): Promise<unknown> | undefined {
    return this.room?.leave();
  }
}

async function measure(bystander: Bystander, n: number): Promise<{ health: number[]; action: number[] }> {
  const health: number[] = [];
  const action: number[] = [];
  for (let i = 0; i < n; i++) {
    health.push(await healthz());
    action.push(await bystander.act());
  }
  return { health, action };
}

/** msgpack of { type: "pick", card: 1, pad: "xxx…" } (`size` x's), written by hand. */
function pickWithPadding(size: number): Buffer {
  const str = (s: string) => Buffer.concat([
    s.length < 32 ? Buffer.from([0xa0 | s.length]) : s.length < 256 ? Buffer.from([0xd9, s.length]) : Buffer.from([0xda, s.length >> 8, s.length & 255]),
    Buffer.from(s),
  ]);
  return Buffer.concat([Buffer.from([0x83]), str("type"), str("pick"), str("card"), Buffer.from([1]), str("pad"), str("x".repeat(size))]);
}

/** An attacker process with a raw WebSocket in a room, sending colyseus frames as fast as it can. */
async function flooder(size: number): Promise<{ closed: Promise<{ code: number; after: number; sent: number }> }> {
  const room = await createRoom(server.client(), { name: "Mallory", seats: 2 });
  // A second connection's reservation over plain HTTP; the attacker opens the socket by hand.
  const response = await fetch(`${server.url}/matchmake/joinById/${room.roomId}`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Mallory", spectator: true }),
  });
  const seat = await response.json() as { sessionId: string; room: { processId: string; roomId: string } };
  const url = `ws://127.0.0.1:${server.port}/${seat.room.processId}/${seat.room.roomId}?sessionId=${seat.sessionId}`;
  const frame = Buffer.concat([Buffer.from([13, 0xa0 | 6]), Buffer.from("action"), pickWithPadding(size)]);
  const child = spawn(process.execPath, [path.join(__dirname, "support/flooder.js"), url, frame.toString("hex")], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d: Buffer) => { out += d.toString(); });
  const closed = new Promise<{ code: number; after: number; sent: number }>((resolve) => child.once("exit", () => {
    const r = JSON.parse(out) as { code: number; afterMs: number; sent: number };
    void room.leave();
    resolve({ code: r.code, after: r.afterMs, sent: r.sent });
  }));
  return { closed };
}

it.each([["tiny messages", 8], ["3.8 KB messages", 3800]])("a client flooding with %s is cut within a second; others are not slowed", async (_what, size) => {
  const bystander = new Bystander();
  await measure(bystander, 10); // warm-up
  const before = await measure(bystander, 100);

  const flood = await flooder(size);
  const during = measure(bystander, 60);
  const { code, after, sent } = await flood.closed;
  const measured = await during;

  console.log(JSON.stringify({ size, cutAfterMs: Math.round(after), framesSent: sent,
    healthzP50: [median(before.health), median(measured.health)].map((x) => +x.toFixed(2)),
    healthzP95: [p95(before.health), p95(measured.health)].map((x) => +x.toFixed(2)),
    actionP50: [median(before.action), median(measured.action)].map((x) => +x.toFixed(2)),
    actionP95: [p95(before.action), p95(measured.action)].map((x) => +x.toFixed(2)) }));
  // 4429 says why; on a loaded machine the attacker may not read the close frame before the
  // server drops the socket (1006). Either way it was cut, and fast.
  expect([CloseCode.flooding, 1006]).toContain(code);
  expect(after).toBeLessThan(1000);
  expect(sent).toBeGreaterThan(40);
  // Within 2x of the baseline median (plus 2 ms: a loopback round trip is a millisecond or two).
  expect(median(measured.health)).toBeLessThanOrEqual(2 * median(before.health) + 2);
  expect(median(measured.action)).toBeLessThanOrEqual(2 * median(before.action) + 2);
  await bystander.leave();
});
