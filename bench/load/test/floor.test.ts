import type { AddressInfo } from "node:net";
import { WebSocket } from "ws";
import { floorClients } from "../floor-clients";
import { floorServer } from "../floor-server";
import { parseFloorOptions } from "../floor";

/** The transport floor (floor.ts): a bare WebSocket server answering each action to every socket of its room. */
async function listening(bytes: number) {
  const server = floorServer(bytes);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stats = async (): Promise<number> => ((await (await fetch(`http://${url}/stats`)).json()) as { actions: number }).actions;
  const close = (): Promise<void> => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r()));
  };
  return { url, stats, close };
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => { socket.once("open", () => resolve(socket)); socket.once("error", reject); });
}

describe("the transport floor", () => {
  test("an action is answered with one frame of the given size to every socket of its room, and only its room", async () => {
    const server = await listening(213);
    const room = await Promise.all([1, 2, 3, 4].map(() => open(`ws://${server.url}/room-1`)));
    const other = await open(`ws://${server.url}/room-2`);
    const got = room.map((s) => new Promise<Buffer>((r) => s.once("message", (data) => r(data as Buffer))));
    let strays = 0;
    other.on("message", () => strays++);
    room[2].send(Buffer.alloc(40));
    expect((await Promise.all(got)).map((b) => b.length)).toEqual([213, 213, 213, 213]);
    expect(strays).toBe(0);
    expect(await server.stats()).toBe(1);
    for (const s of [...room, other]) s.terminate();
    await server.close();
  });

  test("the clients play one action at a time per room, each after the think time", async () => {
    const server = await listening(50);
    const clients = await floorClients({ url: `ws://${server.url}`, first: 0, count: 3, thinkMs: { min: 40, max: 60 }, seed: "t" });
    await new Promise((r) => setTimeout(r, 1000));
    clients.stop();
    // 3 rooms, one action every 40-60 ms each (plus its round trip): at most 3 * 1000 / 40 = 75 in a second.
    const taken = await server.stats();
    expect(taken).toBeGreaterThan(20);
    expect(taken).toBeLessThanOrEqual(75 + 3);
    await server.close();
  });

  test("options: defaults, and bad values refused", () => {
    expect(parseFloorOptions([])).toMatchObject({ rooms: 1000, thinkMs: { min: 1000, max: 3000 }, seconds: 30, bytes: 213, cores: "0", clientCores: "1" });
    expect(parseFloorOptions(["--rooms", "50", "--bytes", "100", "--json", "f.json"])).toMatchObject({ rooms: 50, bytes: 100, json: "f.json" });
    expect(parseFloorOptions(["--help"])).toBeNull();
    expect(() => parseFloorOptions(["--rooms", "0"])).toThrow();
    expect(() => parseFloorOptions(["--think", "3000-1000"])).toThrow();
    expect(() => parseFloorOptions(["--nope"])).toThrow();
  });
});
