import { matchMaker } from "colyseus";
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

it("spectators are bounded, and their reservations never lock players out", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 3 });
  const results = await Promise.all(Array.from({ length: 30 }, () => reserve(ana.roomId, { name: "Spy", spectator: true })));
  const reserved = results.filter((r) => r.body?.sessionId).length;
  expect(reserved).toBe(2);
  expect(results.filter((r) => !r.body?.sessionId).every((r) => /full/.test(r.body?.error ?? ""))).toBe(true);
  // A friend still takes a seat.
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => seatsOf(ana)[1].kind === "human", 2000, "Bo seated");
  // Newcomers without a token are bounded too, and never block a seat's owner coming back.
  const newcomers = await Promise.all(Array.from({ length: 30 }, () => reserve(ana.roomId, { name: "Mob" })));
  expect(newcomers.filter((r) => r.body?.sessionId).length).toBeLessThanOrEqual(16);
  await Promise.all([ana.leave(), bo.leave()]);
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
