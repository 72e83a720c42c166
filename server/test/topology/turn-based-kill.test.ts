import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Room } from "colyseus.js";
import { TestClient } from "../support/test-client";
import { games, randomFunction, type AnyGame } from "@space/shared";
import { keepSeatToken, logOf, seatTokenOf, until } from "../helpers";
import { makeCertificate, SINK_HOST, startSink, type Sink } from "../notify/sink";
import { freePort } from "../support/ports";
import { viewOf } from "../support/rooms";

/**
 * A turn-based table survives SIGKILL (docs/turn-based.md, "Sleeping tables"): the built server is
 * killed while a "your turn" notice is still being tried and right after a move; the next process on
 * the same file has every move, sends the notice that was due, and its clock still runs out on time.
 */
jest.setTimeout(90_000);

const H = 3_600_000;
const game = games.base as AnyGame;
let dir: string;
let sink: Sink;
let port: number;
/** How the sink answers each seat's notices: "fail" (503, so the sender keeps trying later) or "ok". */
const answer: Record<number, "ok" | "fail"> = { 0: "ok", 1: "ok", 2: "ok" };
const told: { seat: number; kind: string; text: string; status: number }[] = [];

function moveClock(ms: number): void {
  fs.writeFileSync(path.join(dir, "clock"), String(ms));
}

async function startTurnServer() {
  const child = spawn(process.execPath, [path.resolve(__dirname, "../support/turn-server.cjs")], {
    env: { ...process.env, PORT: String(port), DATA_FILE: path.join(dir, "games.sqlite"), CLOCK_FILE: path.join(dir, "clock"),
      SINK_PORT: String(sink.port), SINK_CA: path.join(dir, "ca.pem"), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => { out += d; });
  child.stderr.on("data", (d: Buffer) => { out += d; });
  await until(() => out.includes("turn server listening") || child.exitCode !== null, 20_000, "the server process");
  if (child.exitCode !== null) throw new Error(`the server process exited:\n${out}`);
  return {
    kill: () => new Promise<void>((resolve) => { child.once("exit", () => resolve()); child.kill("SIGKILL"); }),
  };
}

const client = () => new TestClient(`ws://127.0.0.1:${port}`);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "turn-kill-"));
  const certificate = await makeCertificate();
  fs.writeFileSync(path.join(dir, "ca.pem"), certificate.cert);
  moveClock(0);
  sink = await startSink((req, res, body) => {
    const seat = Number(/\/seat\/(\d)$/.exec(req.url ?? "")?.[1]);
    const status = answer[seat] === "ok" ? 204 : 503;
    const json = JSON.parse(body) as { kind: string; text: string };
    told.push({ seat, kind: json.kind, text: json.text, status });
    res.writeHead(status).end();
  }, certificate);
  port = await freePort();
});

afterAll(async () => {
  await sink.close();
});

async function visit(code: string, seat: number, token: string, name: string, rng: () => number): Promise<{ moves: number; log: string[] }> {
  // As a browser does: restore, then join; a table woken but left idle past its idle time (a busy
  // host's slow join) has gone back to sleep, so it is restored again.
  let room: Room | null = null;
  for (let attempt = 1; !room; attempt++) {
    const restore = await fetch(`http://127.0.0.1:${port}/api/rooms/${code}/restore`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }),
    });
    expect(restore.ok).toBe(true);
    room = await client().joinById(code, { name, seatToken: token }).catch((e: Error) => {
      if (attempt >= 3 || !/not found/.test(e.message)) throw e;
      return null;
    });
  }
  await until(() => room.state?.status === "playing", 5000, "the table");
  const log = logOf(room);
  while (Array.from(room.state.awaiting as number[]).includes(seat)) {
    const moves = room.state.moves;
    room.send("action", game.bot.choose(viewOf(room), seat, rng));
    await until(() => room.state.moves > moves, 5000, `${name}'s step`);
  }
  const moves = room.state.moves;
  await room.leave();
  return { moves, log };
}

it("a SIGKILL loses no move, no clock and no notice that was due", async () => {
  let server = await startTurnServer();
  const names = ["Ana", "Bo", "Cy"];
  const rooms: Room[] = [keepSeatToken(await client().create("base", { name: "Ana", seats: 3, pace: "turn-based", turnSeconds: 24 * 3600, bankSeconds: 0 }))];
  await until(() => Boolean(rooms[0].state?.code), 5000, "first state");
  const code = rooms[0].roomId;
  for (const name of names.slice(1)) rooms.push(keepSeatToken(await client().joinById(code, { name })));
  const kept: number[] = [];
  rooms.forEach((room, seat) => {
    room.onMessage("notifyState", (m: { webhook: unknown }) => { if (m.webhook) kept.push(seat); });
    room.send("notify", { webhook: { url: `https://${SINK_HOST}:${sink.port}/seat/${seat}`, format: "json" } });
  });
  await until(() => kept.length === 3, 5000, "every seat's webhook kept");
  rooms[0].send("start");
  await until(() => rooms[0].state.status === "playing", 5000, "start");
  const first = Array.from(rooms[0].state.awaiting as number[])[0];
  const tokens = await Promise.all(rooms.map((r) => seatTokenOf(r)));
  await Promise.all(rooms.map((r) => r.leave()));
  await until(() => told.some((n) => n.seat === first && n.kind === "your-turn"), 10_000, "the first player's notice");

  // The first player plays their turn; the next notice fails at the far end and waits for a retry...
  for (const seat of [0, 1, 2]) if (seat !== first) answer[seat] = "fail";
  const rng = randomFunction("kill");
  const played = await visit(code, first, tokens[first], names[first], rng);
  await until(() => told.some((n) => n.seat !== first && n.status === 503), 10_000, "the next player's notice tried");
  const next = told.find((n) => n.seat !== first && n.status === 503)!.seat;
  // ...when the process is killed.
  await server.kill();
  for (const seat of [0, 1, 2]) answer[seat] = "ok";
  server = await startTurnServer();
  // The next process wakes the table by itself and sends the notice that was due.
  await until(() => told.some((n) => n.seat === next && n.kind === "your-turn" && n.status === 204), 15_000, "the notice after the crash");

  // Killed right after a move: the move is there.
  const seen = told.length;
  const after = await visit(code, next, tokens[next], names[next], rng);
  expect(after.moves).toBeGreaterThan(played.moves);
  await server.kill();
  server = await startTurnServer();

  // The player after them is told, and their clock (a day, no reserve) still runs out on time after the restarts.
  await until(() => told.slice(seen).some((n) => n.seat !== next && n.kind === "your-turn"), 15_000, "the third notice");
  const third = told.slice(seen).find((n) => n.seat !== next && n.kind === "your-turn")!.seat;
  const before = told.length;
  moveClock(25 * H);
  await until(() => told.slice(before).some((n) => n.seat !== third && n.kind === "your-turn"), 15_000, "the rules to play for them");
  const visitor = told.slice(before).find((n) => n.seat !== third && n.kind === "your-turn")!.seat;
  const back = await visit(code, visitor, tokens[visitor], names[visitor], rng);
  expect(back.log.join("\n")).toContain(`${names[third]}'s time and reserve ran out; the rules played for them:`);
  expect(back.moves).toBeGreaterThan(after.moves);
  await server.kill();
});
