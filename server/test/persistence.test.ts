import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGameServer } from "../src/app";
import { SqliteGameStore, type GameStore } from "../src/store";
import { handGame } from "./fixtures/hand-game";
import { Mirror } from "./fixtures/mirror";
import { createRoom, joinRoom, until, seatsOf, gameOf, logOf, same, collectErrors, sleep, seatTokenOf, TEST_SEED, UNLIMITED_HTTP, type TestServer } from "./helpers";
import { TestClient } from "./support/test-client";

/** A server on a random port with the hand fixture and the given store. */
async function serverWith(store: GameStore): Promise<TestServer> {
  const server = createGameServer({ extraGames: [handGame], botDelayMs: 0, fixedSeed: TEST_SEED, http: UNLIMITED_HTTP, store });
  const port = await server.listen(0, "127.0.0.1");
  return { port, url: `http://127.0.0.1:${port}`, client: () => new TestClient(`ws://127.0.0.1:${port}`), close: () => server.close() };
}

let dir: string;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), "persist-")); });

async function playedGame(server: TestServer, moves: number) {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  const mirror = new Mirror(2, TEST_SEED);
  for (let i = 0; i < moves; i++) {
    const seat = mirror.awaiting()[0];
    const action = mirror.move(seat);
    (seat === 0 ? ana : bo).send("action", action);
    mirror.apply(seat, action);
    await until(() => ana.state.moves === i + 1 && bo.state.moves === i + 1, 2000, `move ${i + 1}`);
  }
  return { ana, bo, mirror, code: ana.roomId };
}

it("writes every accepted action to the store before its patch arrives", async () => {
  const file = path.join(dir, "games.sqlite");
  const server = await serverWith(new SqliteGameStore(file));
  const { ana, bo, code } = await playedGame(server, 3);
  const reader = new SqliteGameStore(file);
  const stored = await reader.load(code);
  expect(stored).toMatchObject({ code, gameId: "hand", seed: TEST_SEED, finished: false, seats: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }] });
  expect(stored!.actions).toHaveLength(3);
  await reader.close();
  await Promise.all([ana.leave(), bo.leave()]);
  await server.close();
});

const restoreWith = (server: TestServer, code: string, body: unknown) => fetch(`${server.url}/api/rooms/${code}/restore`, {
  method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
});

it("after a restart, a seat token's holder brings the game back under its code; names and strangers cannot", async () => {
  const file = path.join(dir, "games.sqlite");
  const first = await serverWith(new SqliteGameStore(file));
  const { ana, bo, mirror, code } = await playedGame(first, 3);
  const [anaToken, boToken] = [await seatTokenOf(ana), await seatTokenOf(bo)];
  const before = gameOf(ana);
  await Promise.all([ana.leave(), bo.leave()]);
  await first.close();

  // Tokens are stored only as hashes.
  const raw = fs.readFileSync(file).toString("latin1") + fs.readFileSync(`${file}-wal`, { flag: "a+" }).toString("latin1");
  expect(raw).not.toContain(anaToken);
  expect(raw).not.toContain(boToken);

  const second = await serverWith(new SqliteGameStore(file));
  // No room holds the code until it is restored, and only a seat's token restores it.
  await expect(second.client().joinById(code, { name: "Ana" })).rejects.toThrow();
  expect((await fetch(`${second.url}/api/rooms/${code}/restore`, { method: "POST" })).status).toBe(400);
  expect((await restoreWith(second, code, { token: "A".repeat(43) })).status).toBe(404);
  await expect(second.client().joinById(code, { name: "Ana" })).rejects.toThrow();
  const restore = await restoreWith(second, code, { token: boToken });
  expect(restore.status).toBe(200);
  expect(await restore.json()).toEqual({ ok: true, restored: true });
  // Asking twice does not open a second room.
  expect(await (await restoreWith(second, code, { token: boToken })).json()).toEqual({ ok: true, restored: false });

  // A stranger with Ana's name gets no seat; Ana's token does.
  await expect(second.client().joinById(code, { name: "Ana" })).rejects.toThrow(/started/);
  const ana2 = await joinRoom(second.client(), code, { name: "Ana", seatToken: anaToken });
  await until(() => ana2.state.moves === 3 && seatsOf(ana2)[0].secret !== undefined, 2000, "restored state");
  expect(same(gameOf(ana2), before)).toBe(true);
  expect(seatsOf(ana2)[0]).toMatchObject({ name: "Ana", connected: true, host: true });
  expect(seatsOf(ana2)[1]).toMatchObject({ name: "Bo", connected: false });
  expect(seatsOf(ana2)[0].secret).toEqual(mirror.privateView(0));
  // The whole log came back, not a single line.
  expect(logOf(ana2).length).toBeGreaterThan(3);
  expect(logOf(ana2)[0]).toBe("The game begins with Ana and Bo");

  // Play goes on and is stored after the restored moves.
  const bo2 = await joinRoom(second.client(), code, { name: "Bo", seatToken: boToken });
  const seat = mirror.awaiting()[0];
  const action = mirror.move(seat);
  (seat === 0 ? ana2 : bo2).send("action", action);
  mirror.apply(seat, action);
  await until(() => ana2.state.moves === 4, 2000, "move after restore");
  expect(same(gameOf(ana2), mirror.publicView())).toBe(true);
  const reader = new SqliteGameStore(file);
  expect((await reader.load(code))!.actions).toHaveLength(4);
  await reader.close();
  await Promise.all([ana2.leave(), bo2.leave()]);
  await second.close();
});

it("refuses to restore an unknown code, a malformed code, or without a store", async () => {
  const server = await serverWith(new SqliteGameStore(path.join(dir, "games.sqlite")));
  expect((await restoreWith(server, "ABCDE", { token: "A".repeat(43) })).status).toBe(404);
  expect((await restoreWith(server, "abc", { token: "A".repeat(43) })).status).toBe(400);
  await server.close();
});

it("a move the store cannot write is refused with storage_error and changes nothing", async () => {
  const store = new SqliteGameStore(path.join(dir, "games.sqlite"));
  const server = await serverWith(store);
  const { ana, bo, mirror } = await playedGame(server, 1);
  const before = gameOf(ana);
  const failing = jest.spyOn(store, "appendAction").mockRejectedValue(new Error("disk full"));
  const errors = collectErrors(ana);
  const seat = mirror.awaiting()[0];
  const room = seat === 0 ? ana : bo;
  const roomErrors = seat === 0 ? errors : collectErrors(bo);
  room.send("action", mirror.move(seat));
  await until(() => roomErrors.length === 1, 2000, "storage error");
  expect(roomErrors[0].code).toBe("storage_error");
  await sleep(100);
  expect(ana.state.moves).toBe(1);
  expect(same(gameOf(ana), before)).toBe(true);
  failing.mockRestore();
  await Promise.all([ana.leave(), bo.leave()]);
  await server.close();
});

it("marks a finished game in the store, and a finished game cannot be restored", async () => {
  const store = new SqliteGameStore(path.join(dir, "games.sqlite"));
  const server = await serverWith(store);
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  while (ana.state.status !== "ended") {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(0), 2000, "Ana's turn");
    if (ana.state.status === "ended") break;
    const view = { ...gameOf(ana), private: seatsOf(ana)[0].secret };
    const moves = ana.state.moves;
    ana.send("action", handGame.legalActionsInView(view, 0)[0]);
    await until(() => ana.state.moves > moves, 2000, "Ana's move");
  }
  const code = ana.roomId;
  await sleep(100);
  expect((await store.load(code))!.finished).toBe(true);
  expect(await store.unfinished()).not.toContain(code);
  const token = await seatTokenOf(ana);
  await ana.leave();
  expect((await restoreWith(server, code, { token })).status).toBe(404);
  await server.close();
});

it("a new room never takes the code of a stored game", async () => {
  const { reserveCode } = await import("../src/rooms/codes");
  const taken = new Set(["AAAAA"]);
  const counts = new Map<string, number>();
  const presence = {
    incr: async (k: string) => { counts.set(k, (counts.get(k) ?? 0) + 1); return counts.get(k)!; },
    decr: async (k: string) => { counts.set(k, (counts.get(k) ?? 0) - 1); return counts.get(k)!; },
    del: async (k: string) => { counts.delete(k); },
  } as any;
  const codes = ["AAAAA", "BBBBB"];
  const code = await reserveCode(presence, 5, () => codes.shift()!, async (c) => !taken.has(c));
  expect(code).toBe("BBBBB");
  expect(counts.get("space:roomcode:AAAAA") ?? 0).toBe(0);
});

it("a game started with a seat left open is stored with its players only, and comes back", async () => {
  const file = path.join(dir, "games.sqlite");
  const first = await serverWith(new SqliteGameStore(file));
  const ana = await createRoom(first.client(), { name: "Ana", seats: 3 });
  const bo = await joinRoom(first.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  const token = await seatTokenOf(bo);
  const code = ana.roomId;
  await Promise.all([ana.leave(), bo.leave()]);
  await first.close();
  const reader = new SqliteGameStore(file);
  expect((await reader.load(code))!.seats.map((s) => s.name)).toEqual(["Ana", "Bo"]);
  await reader.close();
  const second = await serverWith(new SqliteGameStore(file));
  expect((await restoreWith(second, code, { token })).status).toBe(200);
  const back = await joinRoom(second.client(), code, { name: "Bo", seatToken: token });
  await until(() => back.state.seats.length === 2 && seatsOf(back)[1].secret !== undefined, 2000, "Bo back");
  await back.leave();
  await second.close();
});

it("a restored game's log has its kept notes back: an entry worded anew, and an old note kept in English words shown as it is", async () => {
  const file = path.join(dir, "notes.sqlite");
  const first = await serverWith(new SqliteGameStore(file));
  const { ana, bo, code } = await playedGame(first, 2);
  const boToken = await seatTokenOf(bo);
  await Promise.all([ana.leave(), bo.leave()]);
  await first.close();
  const writer = new SqliteGameStore(file);
  const notes = [{ move: 1, line: "Bo's time ran out; the rules played for them:" }, { move: 2, line: '!notes.back{"seat":1}' }];
  await writer.saveTurn(code, { dueAt: 0, clock: { clock: null, notices: [], notes, outbox: [] },
    summary: { awaiting: [], deadline: 0, lastMove: "", moves: 2, updatedAt: 0 } });
  await writer.close();

  const second = await serverWith(new SqliteGameStore(file));
  expect((await restoreWith(second, code, { token: boToken })).status).toBe(200);
  const bo2 = await joinRoom(second.client(), code, { name: "Bo", seatToken: boToken });
  await until(() => bo2.state.moves === 2 && bo2.state.logTotal > 3, 2000, "restored log");
  const log = logOf(bo2);
  expect(log).toContain("Bo's time ran out; the rules played for them:");
  expect(log).toContain("Bo is back and plays again");
  expect(log.indexOf("Bo is back and plays again")).toBeGreaterThan(log.indexOf("Bo's time ran out; the rules played for them:"));
  await bo2.leave();
  await second.close();
});
