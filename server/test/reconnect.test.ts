import type { Client, Room } from "colyseus.js";
import { CloseCode } from "@space/shared";
import { startServer, createRoom, joinRoom, until, seatsOf, gameOf, same, sleep, seatTokenOf, TEST_SEED, type TestServer } from "./helpers";
import { Mirror } from "./fixtures/mirror";

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

async function startedPair(_name: string, extra: Record<string, unknown> = {}) {
  const anaClient = server.client();
  const boClient = server.client();
  const ana = await createRoom(anaClient, { name: "Ana", seats: 2, ...extra });
  const bo = await joinRoom(boClient, ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => [ana, bo].every((r) => r.state.status === "playing" && seatsOf(r)[r === ana ? 0 : 1].secret?.hand?.length === 5), 2000, "start");
  return { ana, bo, boClient, mirror: new Mirror(2, TEST_SEED) };
}

function expectSecrets(room: Room, mine: number, mirror: Mirror): void {
  seatsOf(room).forEach((slot, seat) => {
    if (seat === mine) expect(slot.secret).toEqual(mirror.privateView(seat));
    else expect(slot.secret).toBeUndefined();
  });
}

it("a dropped player keeps the seat and its secret; others see connected=false, then true", async () => {
  const { ana, bo, boClient, mirror } = await startedPair("reconnect");
  const token = bo.reconnectionToken;
  await bo.leave(false); // not consented: a dropped connection
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo shown disconnected");
  expect(seatsOf(ana)[1]).toMatchObject({ kind: "human", name: "Bo" });

  // While Bo is away, the game goes on: Ana picks.
  const pick = mirror.move(0);
  ana.send("action", pick);
  mirror.apply(0, pick);
  await until(() => ana.state.moves === 1, 2000, "Ana's pick");

  const back = await (boClient as Client).reconnect(token);
  await until(() => seatsOf(ana)[1].connected === true, 2000, "Bo shown connected");
  await until(() => same(gameOf(back), mirror.publicView()) && seatsOf(back)[1].secret !== undefined, 2000, "Bo's state after reconnecting");
  expectSecrets(back, 1, mirror);

  // After reconnecting, his secret keeps updating, including a child node it never had before
  // (`lastPick` turns from null into an object), and Ana's never arrives.
  expect(seatsOf(back)[1].secret.lastPick).toBeNull();
  const boPick = mirror.move(1);
  back.send("action", boPick);
  mirror.apply(1, boPick);
  await until(() => back.state.moves === 2 && same(seatsOf(back)[1].secret, mirror.privateView(1)), 2000, "Bo's pick");
  expect(seatsOf(back)[1].secret.lastPick).toEqual({ card: boPick.card, round: 1 });
  expectSecrets(back, 1, mirror);
  // Ana's client gets the same patch on its own socket: it may come a little later.
  await until(() => ana.state.moves === 2, 2000, "Bo's pick at Ana's");
  expectSecrets(ana, 0, mirror);
  await Promise.all([ana.leave(), back.leave()]);
});

it("in the lobby, a seat opens once the reconnection window is over", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 3, reconnectSeconds: 1 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => seatsOf(ana)[1].kind === "human", 2000, "Bo seated");
  await bo.leave(false);
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo disconnected");
  expect(seatsOf(ana)[1].kind).toBe("human");
  await until(() => seatsOf(ana)[1].kind === "open", 3000, "seat opened");
  await ana.leave();
});

it("during play the seat stays the player's after the window; a name does not reclaim it, the seat token does", async () => {
  const { ana, bo, mirror } = await startedPair("reclaim", { reconnectSeconds: 1 });
  const token = await seatTokenOf(bo);
  await bo.leave(false);
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo disconnected");
  await sleep(1300);
  expect(seatsOf(ana)[1]).toMatchObject({ kind: "human", name: "Bo", connected: false });

  // A stranger who knows the code and the name gets nothing; neither does a made-up token.
  await expect(server.client().joinById(ana.roomId, { name: "Bo" })).rejects.toThrow(/started/);
  await expect(server.client().joinById(ana.roomId, { name: "Bo", seatToken: "A".repeat(43) })).rejects.toThrow(/token/);
  expect(seatsOf(ana)[1].connected).toBe(false);

  const again = await joinRoom(server.client(), ana.roomId, { name: "whatever", seatToken: token });
  await until(() => seatsOf(ana)[1].connected === true && seatsOf(again)[1].secret !== undefined, 2000, "Bo reclaimed");
  expectSecrets(again, 1, mirror);
  expect(seatsOf(ana)[1].name).toBe("Bo");
  expect(again.state.spectators).toBe(0);
  await Promise.all([ana.leave(), again.leave()]);
});

it("a stranger with a dropped player's name gets no seat and no secret during the window", async () => {
  const { ana, bo, boClient, mirror } = await startedPair("stranger");
  const reconnection = bo.reconnectionToken;
  await bo.leave(false);
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo disconnected");
  await expect(server.client().joinById(ana.roomId, { name: "Bo" })).rejects.toThrow(/started/);
  const eve = await joinRoom(server.client(), ana.roomId, { name: "Bo", spectator: true });
  await sleep(100);
  expect(seatsOf(eve).every((s) => s.secret === undefined)).toBe(true);
  expect(seatsOf(ana)[1].connected).toBe(false);
  // The real Bo comes back in his window all the same.
  const back = await (boClient as Client).reconnect(reconnection);
  await until(() => back.state?.seats !== undefined && seatsOf(back)[1].secret !== undefined, 2000, "Bo back");
  expectSecrets(back, 1, mirror);
  await Promise.all([ana.leave(), back.leave(), eve.leave()]);
});

it("the seat token during the window takes the seat over and cancels the old reconnection", async () => {
  const { ana, bo, boClient, mirror } = await startedPair("takeover");
  const token = bo.reconnectionToken;
  const seatToken = await seatTokenOf(bo);
  await bo.leave(false);
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo disconnected");
  const fresh = await joinRoom(server.client(), ana.roomId, { name: "Bo", seatToken });
  await until(() => seatsOf(ana)[1].connected === true && seatsOf(fresh)[1].secret !== undefined, 2000, "Bo back with his token");
  expectSecrets(fresh, 1, mirror);
  expect(await seatTokenOf(fresh)).toBe(seatToken);
  await expect((boClient as Client).reconnect(token)).rejects.toThrow();
  await Promise.all([ana.leave(), fresh.leave()]);
});

it("the seat token on a second device moves the seat there; the first connection is told and holds nothing", async () => {
  const { ana, bo, mirror } = await startedPair("device");
  const seatToken = await seatTokenOf(bo);
  let closed = 0;
  bo.onLeave((code) => { closed = code; });
  const phone = await joinRoom(server.client(), ana.roomId, { name: "Bo", seatToken });
  await until(() => closed === CloseCode.seatMoved, 2000, "first device told");
  await until(() => seatsOf(phone)[1].secret !== undefined && seatsOf(ana)[1].connected, 2000, "phone seated");
  expectSecrets(phone, 1, mirror);
  // The phone plays for the seat.
  const move = mirror.move(1);
  phone.send("action", move);
  await until(() => ana.state.moves === 1, 2000, "move from the phone");
  await Promise.all([ana.leave(), phone.leave()]);
});

it("the host role passes on when the host is gone for good during play", async () => {
  const { ana, bo } = await startedPair("host", { reconnectSeconds: 1 });
  await ana.leave(true);
  await until(() => seatsOf(bo)[1].host === true, 2000, "Bo is host");
  expect(seatsOf(bo)[0]).toMatchObject({ kind: "human", name: "Ana", connected: false, host: false });
  await bo.leave();
});
