import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket, { WebSocketServer } from "ws";
import type { Room } from "colyseus.js";
import { startHeartbeat } from "../src/http/heartbeat";
import { startServer, createRoom, joinRoom, until, seatsOf, sleep, type TestServer } from "./helpers";

/** The `ws` WebSocket colyseus.js holds for a room. */
function socketOf(room: Room): WebSocket {
  return (room.connection.transport as unknown as { ws: WebSocket }).ws;
}

describe("the server's heartbeat", () => {
  let server: TestServer;
  beforeAll(async () => { server = await startServer({ heartbeat: { intervalMs: 200, maxMissed: 2 } }); });
  afterAll(async () => { await server.close(); });

  it("cuts a connection whose device stopped answering pings; one that answers stays", async () => {
    const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
    const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
    await until(() => seatsOf(ana)[1]?.connected === true, 2000, "Bo seated");
    let pings = 0;
    socketOf(bo).on("ping", () => pings++);
    // Bo's device vanishes: its socket stays open but nothing comes back from it.
    socketOf(bo).pong = () => {};
    await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo cut");
    expect(pings).toBeGreaterThanOrEqual(2);
    // Ana's client answers: she is still in after many more rounds.
    await sleep(1000);
    expect(ana.connection.isOpen).toBe(true);
    expect(seatsOf(ana)[0].connected).toBe(true);
  });
});

describe("startHeartbeat", () => {
  let http: Server;
  let wss: WebSocketServer;
  let clients: WebSocket[] = [];
  beforeAll(async () => {
    http = createServer();
    wss = new WebSocketServer({ server: http });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  });
  afterEach(async () => {
    for (const c of clients) c.terminate();
    clients = [];
    await until(() => wss.clients.size === 0, 2000, "connections closed");
  });
  afterAll(async () => {
    wss.close();
    await new Promise((resolve) => http.close(resolve));
  });

  /**
   * Opens `n` connections and runs the heartbeat over them for 2.5 s, rounds of 1 s; returns, for
   * each connection, the times it was pinged at.
   */
  async function pingedOver2500ms(n: number, talking: (i: number) => boolean = () => false): Promise<number[][]> {
    const { port } = http.address() as AddressInfo;
    const times: number[][] = [];
    for (let i = 0; i < n; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      const mine: number[] = [];
      times.push(mine);
      ws.on("ping", () => mine.push(performance.now()));
      clients.push(ws);
      await new Promise((resolve) => ws.once("open", resolve));
      if (talking(i)) {
        const chatter = setInterval(() => ws.send("move"), 100);
        ws.once("close", () => clearInterval(chatter));
      }
    }
    await until(() => wss.clients.size === n, 2000, "connections");
    const stop = startHeartbeat(wss, { intervalMs: 1000, maxMissed: 2 });
    await sleep(2500);
    stop();
    return times;
  }

  /**
   * Opens `n` connections and runs the heartbeat's timer by hand for `ticks` ticks (a round is 50
   * ticks): returns, for each connection, the ticks it was pinged at, read at the server's own
   * socket, so neither the network nor a busy host's late timers enter the count.
   */
  async function pingedByTick(n: number, ticks: number): Promise<{ ticks: number[][]; cut: number }> {
    const { port } = http.address() as AddressInfo;
    for (let i = 0; i < n; i++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}`);
      clients.push(ws);
      await new Promise((resolve) => ws.once("open", resolve));
    }
    await until(() => wss.clients.size === n, 2000, "connections");
    let tick = 0;
    let cut = 0;
    const pinged: number[][] = [];
    for (const ws of wss.clients) {
      const mine: number[] = [];
      pinged.push(mine);
      const ping = ws.ping.bind(ws);
      ws.ping = (...args: Parameters<WebSocket["ping"]>) => { mine.push(tick); ping(...args); };
      const terminate = ws.terminate.bind(ws);
      ws.terminate = () => { cut++; terminate(); };
    }
    jest.useFakeTimers({ doNotFake: ["Date", "hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout"] });
    try {
      const stop = startHeartbeat(wss, { intervalMs: 1000, maxMissed: 2 });
      for (tick = 0; tick < ticks; tick++) jest.advanceTimersByTime(20);
      stop();
    } finally {
      jest.useRealTimers();
    }
    return { ticks: pinged, cut };
  }

  it("pings every connection once a round, spread over the round rather than all at once", async () => {
    // Two whole rounds (100 ticks of 20 ms): every connection pinged once in each, none cut.
    const { ticks, cut } = await pingedByTick(100, 100);
    for (const mine of ticks) expect(mine.map((t) => Math.floor(t / 50))).toEqual([0, 1]);
    expect(cut).toBe(0);
    // The first pings of the 100 connections span most of a round (all at once would be one tick).
    const firsts = ticks.map((mine) => mine[0]);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(30);
  });

  it("does not ping a connection that sent a message since its last turn, nor cut it; a silent one is pinged", async () => {
    const times = await pingedOver2500ms(4, (i) => i < 2);
    // At most its first turn, before the heartbeat had heard it; none in the next two rounds.
    for (const mine of times.slice(0, 2)) expect(mine.length).toBeLessThanOrEqual(1);
    for (const mine of times.slice(2)) expect(mine.length === 2 || mine.length === 3).toBe(true);
    expect(clients.every((c) => c.readyState === WebSocket.OPEN)).toBe(true);
  });

  it("pings a few connections once a round too, not once a slice each", async () => {
    // Three players on a quiet server: a round that restarted as soon as it ran out pinged each
    // every three slices, and cut one whose pongs came back 0.6 s late (a phone on a slow network).
    const times = await pingedOver2500ms(3);
    for (const mine of times) expect(mine.length === 2 || mine.length === 3).toBe(true);
  });
});
