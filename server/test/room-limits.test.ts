import { matchMaker } from "colyseus";
import type { Room } from "colyseus.js";
import { useServer, createRoom, joinRoom, until, sleep, seatsOf } from "./helpers";

/** Small limits, so each can be reached in a test; the defaults are in DEFAULT_ROOM_LIMITS. */
const server = useServer({ limits: { lobbyIdleMs: 400, maxSpectators: 2, maxRooms: 4, maxReconnectSeconds: 60 } });

/** A seat reservation over plain HTTP, with no WebSocket ever opened (what a stranger's script does). */
async function reserve(code: string, options: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url()}/matchmake/joinById/${code}`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(options),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

it("a reconnection window above the server's bound is refused at create", async () => {
  await expect(server.client().create("hand", { name: "Ana", reconnectSeconds: 3600 })).rejects.toThrow(/at most 60 seconds/);
  const room = await createRoom(server.client(), { name: "Ana", reconnectSeconds: 60 });
  await room.leave();
});

it("a lobby in which no player is connected closes, even while their reconnection windows run", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, reconnectSeconds: 60 });
  const code = ana.roomId;
  await ana.leave(false); // dropped: colyseus would keep the seat (and the room) for 60 s
  await until(async () => (await matchMaker.query({ roomId: code })).length === 0, 3000, "room closed");
  await expect(server.client().joinById(code, { name: "Bo" })).rejects.toThrow(/not found/);
});

it("spectators are bounded: pending reservations make way, connected watchers fill the room", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 3 });
  const results = await Promise.all(Array.from({ length: 30 }, () => reserve(ana.roomId, { name: "Spy", spectator: true })));
  const watchers = (await Promise.all(results.filter((r) => r.body?.sessionId)
    .map((r) => server.client().consumeSeatReservation(r.body).catch(() => null)))).filter((r): r is Room => r !== null);
  expect(watchers.length).toBeLessThanOrEqual(2);
  while (watchers.length < 2) watchers.push(await joinRoom(server.client(), ana.roomId, { name: "Cy", spectator: true }));
  await until(() => ana.state.spectators === 2, 2000, "two watching");
  await expect(server.client().joinById(ana.roomId, { name: "Dee", spectator: true })).rejects.toThrow(/full/);
  // A friend still takes a seat.
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => seatsOf(ana)[1].kind === "human", 2000, "Bo seated");
  await Promise.all([ana, bo, ...watchers].map((r) => r.leave()));
});

it("a process holds at most maxRooms rooms; a create beyond it is refused with a clear error", async () => {
  await until(async () => (await matchMaker.query({})).length === 0, 5000, "earlier rooms gone");
  const rooms = [];
  for (let i = 0; i < 4; i++) rooms.push(await createRoom(server.client(), { name: "Ana" }));
  await expect(server.client().create("hand", { name: "Ana" })).rejects.toThrow(/as many rooms as it can/);
  await rooms.pop()!.leave();
  await sleep(50);
  await until(async () => (await matchMaker.query({})).length === 3, 5000, "a room closed");
  const again = await createRoom(server.client(), { name: "Ana" });
  await Promise.all([...rooms, again].map((r) => r.leave()));
});
