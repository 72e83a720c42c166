import { Writable } from "node:stream";
import net from "node:net";
import pino from "pino";
import WebSocket from "ws";
import { useServer } from "../helpers";

/** Everything the server logs, as lines: what a flood of strangers' mistakes writes to disk. */
const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split("\n").filter(Boolean)); done(); } });
const server = useServer({ logger: pino({ level: "info" }, sink) });

const STACK = /\n\s+at |\bat .*\(.*:\d+:\d+\)|\/work\/|node_modules|\.ts:\d+/;

it("no response carries a stack trace or a path", async () => {
  const answers = await Promise.all([
    fetch(`${server.url()}/api/rooms/%ZZ/restore`, { method: "POST" }),
    fetch(`${server.url()}/api/rooms/ABCDE/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
    fetch(`${server.url()}/api/nothing`),
    fetch(`${server.url()}/matchmake/create/hand`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
    fetch(`${server.url()}/matchmake/create/hand`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "<script>" }) }),
    fetch(`${server.url()}/matchmake/create/nosuchgame`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    fetch(`${server.url()}/matchmake/joinById/ABCDE`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
  ]);
  expect(answers[0].status).toBe(400);
  expect(answers[1].status).toBe(400);
  for (const a of answers) {
    const text = await a.text();
    expect(text).not.toMatch(STACK);
    expect(a.headers.get("content-type")).toMatch(/json/);
  }
});

it("200 bad upgrades, invalid frames and oversized frames write a handful of one-line logs, no stack", async () => {
  const before = lines.length;
  const consoleLines = (["error", "warn", "log", "info"] as const).map((m) => jest.spyOn(console, m).mockImplementation(() => undefined));
  const port = Number(new URL(server.url()).port);
  // Bare upgrades to no room, as a scanner sends them.
  await Promise.all(Array.from({ length: 200 }, () => new Promise<void>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/abc/XXXXX?sessionId=nope`);
    ws.on("error", () => resolve());
    ws.on("close", () => resolve());
  })));
  // Raw garbage after an upgrade handshake, and a frame over the 4 KB limit.
  await Promise.all(Array.from({ length: 20 }, () => new Promise<void>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write("GET /abc/YYYYY?sessionId=x HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
      socket.write(Buffer.from([0xff, 0xff, 0xff, 0xff]));
    });
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
    setTimeout(() => socket.destroy(), 500);
  })));
  await new Promise((r) => setTimeout(r, 300));
  // Nothing bypasses the logger to the console (Colyseus writes there by default).
  expect(consoleLines.reduce((n, spy) => n + spy.mock.calls.length, 0)).toBe(0);
  consoleLines.forEach((spy) => spy.mockRestore());
  const written = lines.slice(before);
  expect(written.length).toBeLessThanOrEqual(10);
  for (const line of written) expect(line).not.toMatch(/\\n\s+at /);
});
