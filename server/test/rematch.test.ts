import { matchMaker } from "colyseus";
import type { Room } from "colyseus.js";
import type { RematchReadyMessage } from "@space/shared";
import type { GameRoom } from "../src/rooms/game-room";
import { hashSeatToken, newSeatToken } from "../src/rooms/seat-token";
import { SqliteGameStore } from "../src/store";
import { collectErrors, createRoom, joinRoom, logOf, seatTokenOf, seatsOf, sleep, startServer, until, TEST_SEED, type TestServer } from "./helpers";
import { Mirror } from "./fixtures/mirror";
import { playOut } from "./support/play-out";

/**
 * "Play again" (docs/server.md, "Rematch"): at the end each player answers, the host opens the new
 * table, and each accepter gets its code with a one-use ticket to their seat there. The lobby's idle
 * close is short here, so a new table that closed before its players arrive would show.
 */
// Long enough for a loaded machine to connect the creator before their new lobby counts as empty.
const LOBBY_IDLE_MS = 1000;
let server: TestServer;
// A store, for the turn-based table.
beforeAll(async () => { server = await startServer({ limits: { lobbyIdleMs: LOBBY_IDLE_MS }, store: new SqliteGameStore(":memory:") }); });
afterAll(async () => { await server.close(); });

const NAMES = ["Ana", "Bo", "Cy"];
const OPTIONS = { seats: 3, botLevel: "hard", turnSeconds: 300, reconnectSeconds: 30 };

/** Three players at a hand table; `finish`: played to its end. */
async function table(finish = true): Promise<Room[]> {
  const ana = await createRoom(server.client(), { name: "Ana", ...OPTIONS });
  const rooms = [ana];
  for (const name of NAMES.slice(1)) rooms.push(await joinRoom(server.client(), ana.roomId, { name }));
  ana.send("start");
  await until(() => rooms.every((r) => r.state.status === "playing"), 3000, "start");
  if (finish) {
    await playOut(new Mirror(3, TEST_SEED), rooms, rooms);
    await until(() => rooms.every((r) => r.state.status === "ended"), 3000, "the end");
  }
  return rooms;
}

function readyOf(room: Room): () => RematchReadyMessage | null {
  let ready: RematchReadyMessage | null = null;
  room.onMessage("rematchReady", (m: RematchReadyMessage) => { ready = m; });
  return () => ready;
}

function recordOf(code: string) {
  return (matchMaker.getLocalRoomById(code) as unknown as GameRoom).getRecord();
}

async function leaveAll(rooms: Room[]): Promise<void> {
  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
}

it("two of three accept, the host opens the new table with bots: same game and options, seats rotated, tickets take their seats once", async () => {
  const [ana, bo, cy] = await table();
  const ready = [ana, bo, cy].map(readyOf);
  ana.send("rematch", { accept: true });
  bo.send("rematch", { accept: true });
  cy.send("rematch", { accept: false });
  // Everyone sees every answer, and the log says each.
  await until(() => [ana, bo, cy].every((r) => r.state.seats.map((s: { rematch: string }) => s.rematch).join() === "yes,yes,no"), 3000, "answers");
  expect(logOf(cy).slice(-3)).toEqual(["Ana wants to play again", "Bo wants to play again", "Cy does not play again"]);

  ana.send("rematchStart", { bots: true });
  await until(() => ready[0]() !== null && ready[1]() !== null, 3000, "tickets");
  const code = ready[0]()!.code;
  await until(() => [ana, bo, cy].every((r) => r.state.rematchCode === code), 3000, "the code for all");
  // Each accepter gets their own ticket; the decliner none.
  expect(ready[1]()!.code).toBe(code);
  expect(ready[0]()!.ticket).not.toBe(ready[1]()!.ticket);
  await sleep(200);
  expect(ready[2]()).toBeNull();

  const old = recordOf(ana.roomId);
  const fresh = recordOf(code);
  expect(fresh.gameId).toBe("hand");
  const { fairness: _old, ...oldOptions } = old.options;
  const { fairness: _new, ...newOptions } = fresh.options;
  expect(newOptions).toEqual({ ...oldOptions, bots: 1 });
  expect(newOptions).toMatchObject({ seats: 3, botLevel: "hard", turnSeconds: 300, reconnectSeconds: 30, pace: "live" });
  expect(fresh.seed).not.toBe("");
  expect(fresh.options.fairness!.salt).not.toBe(old.options.fairness!.salt);

  // Longer than the lobby's idle close: the seats kept for the tickets hold the new table open.
  await sleep(LOBBY_IDLE_MS * 3);
  // Bo arrives first: old seat 1 sits first now; the host's seat (old seat 0, now last) stays the host's.
  const bo2 = await joinRoom(server.client(), code, { name: "Someone", seatTicket: ready[1]()!.ticket });
  const boToken = await seatTokenOf(bo2);
  expect(boToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(seatsOf(bo2).map((s) => [s.name, s.kind, s.host])).toEqual([["Bo", "human", false], ["Bot 2", "bot", false], ["Ana", "human", true]]);
  expect(seatsOf(bo2)[1].level).toBe("hard");
  expect(bo2.state.status).toBe("lobby");
  const ana2 = await joinRoom(server.client(), code, { name: "Ana", seatTicket: ready[0]()!.ticket });
  expect(await seatTokenOf(ana2)).not.toBe(boToken);
  await until(() => seatsOf(bo2).every((s) => s.connected), 3000, "both arrived");

  // A ticket works once.
  await expect(server.client().joinById(code, { name: "Eve", seatTicket: ready[1]()!.ticket })).rejects.toThrow(/used or is out of date/);
  // The new seat is Bo's by its token, as any seat.
  await bo2.leave();
  const bo3 = await joinRoom(server.client(), code, { name: "Bo", seatToken: boToken });
  expect(seatsOf(bo3)[0]).toMatchObject({ name: "Bo", connected: true });

  // The host (Ana, back at the table) starts the new game.
  ana2.send("start");
  await until(() => ana2.state.status === "playing", 3000, "the new game");
  await leaveAll([ana, bo, cy, ana2, bo3]);
});

it("without bots, a seat nobody accepted stays open for whoever comes with the code", async () => {
  const [ana, bo, cy] = await table();
  const ready = readyOf(ana);
  ana.send("rematch", { accept: true });
  bo.send("rematch", { accept: false });
  // Cy does not answer.
  await until(() => ana.state.seats[1].rematch === "no", 3000, "answers");
  ana.send("rematchStart", { bots: false });
  await until(() => ready() !== null, 3000, "ticket");
  const { code, ticket } = ready()!;
  const eve = await joinRoom(server.client(), code, { name: "Eve" });
  expect(seatsOf(eve).map((s) => [s.name, s.kind])).toEqual([["Eve", "human"], ["", "open"], ["Ana", "human"]]);
  expect(recordOf(code).options.bots).toBe(0);
  const ana2 = await joinRoom(server.client(), code, { name: "Ana", seatTicket: ticket });
  await until(() => seatsOf(ana2)[2].connected && seatsOf(ana2)[2].host, 3000, "the host back");
  await leaveAll([ana, bo, cy, eve, ana2]);
});

it("an accepter who comes back to the finished room gets their ticket again", async () => {
  const [ana, bo, cy] = await table();
  const token = await seatTokenOf(bo);
  ana.send("rematch", { accept: true });
  bo.send("rematch", { accept: true });
  await until(() => ana.state.seats[1].rematch === "yes", 3000, "answers");
  await bo.leave();
  ana.send("rematchStart", { bots: true });
  await until(() => ana.state.rematchCode !== "", 3000, "the new table");
  const back = await server.client().joinById(ana.roomId, { name: "Bo", seatToken: token });
  const ready = readyOf(back);
  await until(() => ready() !== null, 3000, "the ticket again");
  expect(ready()!.code).toBe(ana.state.rematchCode);
  const bo2 = await joinRoom(server.client(), ready()!.code, { name: "Bo", seatTicket: ready()!.ticket });
  expect(seatsOf(bo2)[0]).toMatchObject({ name: "Bo", connected: true });
  await leaveAll([ana, cy, back, bo2]);
});

it("a turn-based table's rematch is turn-based, with the same clock and reserve", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, pace: "turn-based", turnSeconds: 43_200, bankSeconds: 3600 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => bo.state.status === "playing", 3000, "start");
  await playOut(new Mirror(2, TEST_SEED), [ana, bo], [ana, bo]);
  const ready = readyOf(bo);
  bo.send("rematch", { accept: true });
  ana.send("rematch", { accept: true });
  ana.send("rematchStart", { bots: false });
  await until(() => ready() !== null, 3000, "Bo's ticket");
  const bo2 = await joinRoom(server.client(), ready()!.code, { name: "Bo", seatTicket: ready()!.ticket });
  expect(bo2.state.pace).toBe("turn-based");
  expect(bo2.state.turnSeconds).toBe(43_200);
  expect(recordOf(ready()!.code).options).toMatchObject({ pace: "turn-based", turnSeconds: 43_200, bankSeconds: 3600, seats: 2, bots: 0 });
  expect(seatsOf(bo2).map((s) => s.name)).toEqual(["Bo", "Ana"]);
  await leaveAll([ana, bo, bo2]);
});

it("before the end, an answer and a start are refused with a sentence", async () => {
  const rooms = await table(false);
  const errors = collectErrors(rooms[0]);
  rooms[0].send("rematch", { accept: true });
  rooms[0].send("rematchStart", { bots: true });
  await until(() => errors.length === 2, 3000, "refusals");
  expect(errors.map((e) => e.code)).toEqual(["not_ended", "not_ended"]);
  expect(errors[0].message).toMatch(/once the game is over/);
  expect(rooms[0].state.seats[0].rematch).toBe("");
  await leaveAll(rooms);
});

it("only the host opens the new table, only once they accepted, and only once", async () => {
  const [ana, bo, cy] = await table();
  const errors = [ana, bo, cy].map(collectErrors);
  bo.send("rematch", { accept: true });
  await until(() => ana.state.seats[1].rematch === "yes", 3000, "Bo's answer");
  bo.send("rematchStart", { bots: true });
  await until(() => errors[1].length === 1, 3000, "Bo refused");
  expect(errors[1][0].code).toBe("not_host");
  ana.send("rematchStart", { bots: true });
  await until(() => errors[0].length === 1, 3000, "Ana refused");
  expect(errors[0][0].code).toBe("not_accepted");
  expect(ana.state.rematchCode).toBe("");

  ana.send("rematch", { accept: true });
  ana.send("rematchStart", { bots: true });
  ana.send("rematchStart", { bots: false });
  await until(() => errors[0].length === 2, 3000, "the second start refused");
  const code = ana.state.rematchCode;
  expect(code).not.toBe("");
  expect(errors[0][1]).toMatchObject({ code: "rematch_opened", message: expect.stringContaining(code) });
  // A late answer is told where the table went.
  cy.send("rematch", { accept: true });
  await until(() => errors[2].length === 1, 3000, "Cy told");
  expect(errors[2][0].message).toContain(code);
  await leaveAll([ana, bo, cy]);
});

it("a client cannot create a table with the server-only rematch option", async () => {
  const ticket = newSeatToken();
  const forged = {
    name: "Eve",
    rematch: { key: "a guess", from: "ABCD", options: { seats: 2, bots: 0, turnSeconds: 0, reconnectSeconds: 30 },
      seats: [{ kind: "human", name: "Ana", ticketHash: hashSeatToken(ticket), host: true }, { kind: "open" }] },
  };
  await expect(server.client().create("hand", forged)).rejects.toThrow(/only the server opens a rematch/);
  // Nor with the option empty, or as a join.
  await expect(server.client().create("hand", { name: "Eve", rematch: null })).rejects.toThrow(/only the server opens a rematch/);
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  await expect(server.client().joinById(ana.roomId, { name: "Eve", rematch: forged.rematch })).rejects.toThrow(/only the server opens a rematch/);
  await ana.leave();
});
