import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGameServer } from "../src/app";
import { SqliteGameStore } from "../src/store";
import { handGame } from "./fixtures/hand-game";
import { createRoom, joinRoom, until, sleep, seatsOf, logOf, collectErrors, snapshot, startServer, TEST_SEED, UNLIMITED_HTTP, type TestServer } from "./helpers";
import { TestClient } from "./support/test-client";
import { ArraySchema } from "@colyseus/schema";
import type { SeatSlot } from "@space/shared/schema";
import { Seats } from "../src/rooms/seats";

// WCAG 2.2.1 (docs/accessibility.md): the host adjusts one player's clock, before the start or during play.
let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

/** A server that keeps its games (turn-based tables need one). */
async function storedServer(): Promise<{ on: TestServer; store: SqliteGameStore }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "more-time-"));
  const store = new SqliteGameStore(path.join(dir, "games.sqlite"));
  const own = createGameServer({ extraGames: [handGame], botDelayMs: 0, fixedSeed: TEST_SEED, http: UNLIMITED_HTTP, store });
  const port = await own.listen(0, "127.0.0.1");
  return { store, on: { port, url: `http://127.0.0.1:${port}`, client: () => new TestClient(`ws://127.0.0.1:${port}`), close: () => own.close() } };
}

async function tableOfTwo(on: TestServer, turnSeconds: number) {
  const ana = await createRoom(on.client(), { name: "Ana", seats: 2, turnSeconds });
  const bo = await joinRoom(on.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  return { ana, bo };
}

it("a player the host gave four times the clock runs out four times later than the others, and the log says so", async () => {
  const { ana, bo } = await tableOfTwo(server, 1);
  ana.send("moreTime", { seat: 1, times: 4 });
  await until(() => seatsOf(bo)[1].moreTime === 4, 2000, "Bo's time shown");
  ana.send("start");
  await until(() => ana.state.status === "playing" && seatsOf(ana)[1].deadline > 0, 2000, "start with clocks");
  // Both pick at once (a simultaneous step): Ana has 1 s, Bo 4 s from the same start.
  const [anaSeat, boSeat] = seatsOf(ana);
  expect(boSeat.deadline - anaSeat.deadline).toBeGreaterThanOrEqual(2900);
  expect(boSeat.deadline - anaSeat.deadline).toBeLessThanOrEqual(3100);
  expect(ana.state.deadline).toBe(anaSeat.deadline);
  await until(() => ana.state.moves === 1, 3000, "Ana's time ran out");
  expect(logOf(ana)).toContain("Ana's time ran out; the rules played for them:");
  expect(logOf(ana)).not.toContain("Bo's time ran out; the rules played for them:");
  expect([...ana.state.awaiting]).toEqual([1]);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("a player's clock turned off during play never runs out, and everyone reads it in the log", async () => {
  const { ana, bo } = await tableOfTwo(server, 1);
  ana.send("start");
  await until(() => ana.state.status === "playing" && ana.state.deadline > 0, 2000, "start");
  ana.send("moreTime", { seat: 1, times: 0 });
  await until(() => seatsOf(bo)[1].moreTime === 0, 2000, "Bo's clock off");
  expect(logOf(bo)).toContain("The host turned Bo's clock off");
  expect(seatsOf(bo)[1].deadline).toBe(0);
  await until(() => ana.state.moves === 1, 3000, "Ana's time ran out");
  await sleep(2500);
  expect(ana.state.moves).toBe(1);
  expect([...ana.state.awaiting]).toEqual([1]);
  expect(logOf(ana)).not.toContain("Bo's time ran out; the rules played for them:");
  // Back to the table's clock: it runs out again, from when it was given back.
  ana.send("moreTime", { seat: 1, times: 1 });
  await until(() => logOf(ana).includes("Bo plays with the table's clock again"), 2000, "said");
  await until(() => ana.state.moves === 2, 3000, "Bo's time ran out");
  await Promise.all([ana.leave(), bo.leave()]);
});

it("only the host changes a clock; a bad amount, a bot's seat or a table without a clock is refused and changes nothing", async () => {
  const { ana, bo } = await tableOfTwo(server, 30);
  const [anaErrors, boErrors] = [collectErrors(ana), collectErrors(bo)];
  bo.send("moreTime", { seat: 1, times: 10 });
  ana.send("moreTime", { seat: 1, times: 3 });
  ana.send("moreTime", { seat: 1, times: 4, extra: true });
  ana.send("moreTime", { seat: 7, times: 4 });
  await until(() => boErrors.length === 1 && anaErrors.length === 3, 2000, "refusals");
  expect(boErrors.map((e) => e.code)).toEqual(["not_host"]);
  expect(anaErrors.map((e) => e.code)).toEqual(["bad_message", "bad_message", "bad_message"]);
  expect(seatsOf(ana).map((s) => s.moreTime)).toEqual([1, 1]);

  const clockless = await createRoom(server.client(), { name: "Cy", seats: 3, bots: 1 });
  const cyErrors = collectErrors(clockless);
  await until(() => seatsOf(clockless)[1]?.kind === "bot", 2000, "bot seated");
  clockless.send("moreTime", { seat: 0, times: 2 });
  await until(() => cyErrors.length === 1, 2000, "no clock");
  expect(cyErrors[0].code).toBe("no_clock");
  expect(snapshot(ana).status).toBe("lobby");
  await Promise.all([ana.leave(), bo.leave(), clockless.leave()]);
});

it("a bot's seat has no clock to change", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1, turnSeconds: 30 });
  const errors = collectErrors(ana);
  await until(() => seatsOf(ana)[1]?.kind === "bot", 2000, "bot seated");
  ana.send("moreTime", { seat: 1, times: 2 });
  await until(() => errors.length === 1, 2000, "refused");
  expect(errors[0].code).toBe("not_a_player");
  expect(seatsOf(ana)[1].moreTime).toBe(1);
  await ana.leave();
});

it("the time given during play is stored with the seats, and a stored game's seats load with it", async () => {
  const { on, store } = await storedServer();
  const { ana, bo } = await tableOfTwo(on, 60);
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  ana.send("moreTime", { seat: 0, times: 10 });
  await until(() => seatsOf(bo)[0].moreTime === 10, 2000, "Ana's time");
  await until(async () => (await store.load(ana.roomId))?.seats[0].moreTime === 10, 2000, "stored");
  const stored = await store.load(ana.roomId);
  expect(stored!.seats.map((s) => s.moreTime)).toEqual([10, undefined]);
  const loaded = new Seats(new ArraySchema<SeatSlot>());
  loaded.load(stored!.seats);
  expect(loaded.slots.map((s) => s.moreTime)).toEqual([10, 1]);
  await Promise.all([ana.leave(), bo.leave()]);
  await on.close();
});

it("at a turn-based table, more time multiplies the seat's clock for each move, before its reserve", async () => {
  const { on } = await storedServer();
  const ana = await createRoom(on.client(), { name: "Ana", seats: 2, pace: "turn-based", turnSeconds: 3600, bankSeconds: 7200 });
  const bo = await joinRoom(on.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => ana.state.status === "playing" && seatsOf(ana)[1].deadline > 0, 2000, "start");
  const before = seatsOf(ana)[1].deadline;
  ana.send("moreTime", { seat: 1, times: 4 });
  await until(() => seatsOf(ana)[1].deadline !== before, 2000, "Bo's deadline moved");
  const [anaSeat, boSeat] = seatsOf(ana);
  expect(boSeat.deadline - before).toBe(3 * 3600_000);
  expect(boSeat.deadline - anaSeat.deadline).toBe(3 * 3600_000);
  expect(logOf(ana)).toContain("The host gave Bo 4 times the table's clock");
  await Promise.all([ana.leave(), bo.leave()]);
  await on.close();
});
