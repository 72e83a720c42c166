import type { Room } from "colyseus.js";
import { ServerMsg, type TimedOutMessage } from "@space/shared";
import { startServer, createRoom, joinRoom, until, nextPatch, gameOf, logOf, seatsOf, wordsOf, TEST_SEED, type TestServer } from "./helpers";
import { Mirror } from "./fixtures/mirror";

// No periodic patch (the server default): every patch a test sees was sent at once by the room.
let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

it("a patch arrives after each accepted action, without waiting for the tick", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => bo.state.status === "playing", 2000, "start");
  const mirror = new Mirror(2, TEST_SEED);
  while (mirror.awaiting().length > 0) {
    const seat = mirror.awaiting()[0];
    const action = mirror.move(seat);
    const patches = [nextPatch(ana, 1000), nextPatch(bo, 1000)];
    const startedAt = Date.now();
    (seat === 0 ? ana : bo).send("action", action);
    mirror.apply(seat, action);
    await Promise.all(patches);
    expect(Date.now() - startedAt).toBeLessThan(5000); // far below the 60 s patch interval
    expect(ana.state.moves).toBe(bo.state.moves);
    expect(gameOf(bo)).toEqual(mirror.publicView());
  }
  expect(ana.state.status).toBe("ended");
  expect(ana.state.moves).toBe(8);
  expect([...bo.state.scores]).toEqual(mirror.state.scores);
  const best = Math.max(...mirror.state.scores);
  expect([...bo.state.winners]).toEqual([0, 1].filter((s) => mirror.state.scores[s] === best));
  expect(logOf(bo).length).toBeGreaterThan(8);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("bots play their turns, including simultaneous steps, to the end", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 3, bots: 2 });
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  // Ana plays her lowest card whenever she is awaited; the bots do the rest.
  for (let guard = 0; guard < 50 && ana.state.status === "playing"; guard++) {
    const moves = ana.state.moves;
    if ([...ana.state.awaiting].includes(0)) ana.send("action", lowest(ana));
    await until(() => ana.state.moves > moves || ana.state.status !== "playing", 2000, "progress");
  }
  expect(ana.state.status).toBe("ended");
  expect(ana.state.moves).toBe(12);
  expect(logOf(ana).filter((l) => /^Bot \d played/.test(l)).length).toBe(4);
  expect(logOf(ana).filter((l) => /^Bot \d picked/.test(l)).length).toBe(4);
  await ana.leave();
});

it("the turn clock plays the timeout default for absent seats", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, turnSeconds: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  const told = new Map<Room, TimedOutMessage[]>([[ana, []], [bo, []]]);
  for (const [room, messages] of told) room.onMessage(ServerMsg.timedOut, (m: TimedOutMessage) => messages.push(m));
  ana.send("start");
  await until(() => ana.state.status === "playing" && ana.state.deadline > 0, 2000, "start with a clock");
  const firstDeadline = ana.state.deadline;
  expect(firstDeadline).toBeGreaterThan(Date.now());
  expect(firstDeadline).toBeLessThanOrEqual(Date.now() + 2000);
  // Nobody moves: after two seconds both picks are made for them (their lowest cards).
  const mirror = new Mirror(2, TEST_SEED);
  for (const seat of [0, 1]) mirror.apply(seat, mirror.move(seat));
  await until(() => ana.state.moves === 2, 4000, "timeouts");
  expect(gameOf(bo)).toEqual(mirror.publicView());
  expect(ana.state.deadline).toBeGreaterThan(firstDeadline);
  // The log says the clock ran out and that the rules played, not that the players chose.
  const log = logOf(ana);
  expect(log).toContain("Ana's time ran out; the rules played for them:");
  expect(log).toContain("Bo's time ran out; the rules played for them:");
  // Each player is told, alone, what the rules played for them: the log lines after their own "time ran out".
  await until(() => told.get(ana)!.length === 1 && told.get(bo)!.length === 1, 2000, "each player told");
  for (const [room, [message]] of told) {
    const name = room === ana ? "Ana" : "Bo";
    const at = log.indexOf(`${name}'s time ran out; the rules played for them:`);
    expect(message.lines.length).toBeGreaterThan(0);
    expect(wordsOf(room, message.lines)).toEqual(log.slice(at + 1, at + 1 + message.lines.length));
  }
  // A human may come back and play on.
  const seat = mirror.awaiting()[0];
  const action = mirror.move(seat);
  (seat === 0 ? ana : bo).send("action", action);
  mirror.apply(seat, action);
  await until(() => ana.state.moves === 3, 2000, "human move");
  expect(gameOf(ana)).toEqual(mirror.publicView());
  await Promise.all([ana.leave(), bo.leave()]);
});

function lowest(room: any): { type: string; card: number } {
  const hand: number[] = seatsOf(room)[0].secret.hand;
  return { type: gameOf(room).phase === "play" ? "play" : "pick", card: Math.min(...hand) };
}
