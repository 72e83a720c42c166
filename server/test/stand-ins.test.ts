import { handGame } from "./fixtures/hand-game";
import { useServer, createRoom, joinRoom, until, seatsOf, gameOf, logOf, seatTokenOf, sleep } from "./helpers";

/** Absent players never stall the table: a bot stands in, and the player takes the seat back with the token. */
const server = useServer({ botDelayMs: 150, limits: { standInMs: 300, messagesPerSecond: 1000 } });

async function pair() {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => seatsOf(ana)[1]?.kind === "human", 2000, "Bo seated");
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  return { ana, bo };
}

/** Ana plays whenever she is awaited, until `done`. */
async function anaPlaysUntil(ana: Awaited<ReturnType<typeof pair>>["ana"], done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) {
    if (ana.state.status === "playing" && Array.from(ana.state.awaiting as number[]).includes(0)) {
      const moves = ana.state.moves;
      ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret } as never, 0)[0]);
      await until(() => ana.state.moves > moves || done(), 3000, "Ana's move");
    } else await sleep(10);
  }
}

it("a player gone for good is replaced by a bot after the grace, and takes the seat back with the token", async () => {
  const { ana, bo } = await pair();
  const token = await seatTokenOf(bo);
  await bo.leave(true); // gone for good
  await until(() => seatsOf(ana)[1].standIn === true, 3000, "stand-in");
  expect(seatsOf(ana)[1].level).toBe("medium");
  expect(logOf(ana).some((l) => /A medium bot plays for Bo/.test(l))).toBe(true);
  // The game goes on: Bo's seat acts without Bo.
  const movesBefore = ana.state.moves;
  await anaPlaysUntil(ana, () => ana.state.moves >= movesBefore + 4 || ana.state.status === "ended");
  expect(ana.state.moves).toBeGreaterThanOrEqual(movesBefore + 4);

  const back = await joinRoom(server.client(), ana.roomId, { name: "Bo", seatToken: token });
  await until(() => seatsOf(ana)[1].standIn === false && seatsOf(ana)[1].connected, 2000, "Bo back");
  expect(seatsOf(ana)[1].level).toBe("");
  expect(logOf(ana).at(-1)).toMatch(/Bo is back/);
  await Promise.all([ana.leave(), back.leave()]);
});

it("a table with no player connected waits: bots do not play the game out alone", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1, reconnectSeconds: 30 });
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  const botAlone = () => { const w = Array.from(ana.state.awaiting as number[]); return w.length === 1 && w[0] === 1; };
  // Ana plays until only the bot is awaited, then drops before its 150 ms of thought are over.
  await anaPlaysUntil(ana, botAlone, 5000);
  expect(botAlone()).toBe(true);
  const token = await seatTokenOf(ana);
  const code = ana.roomId;
  const movesAtLeave = ana.state.moves;
  await ana.leave(false);
  await sleep(800);
  const back = await joinRoom(server.client(), code, { name: "Ana", seatToken: token });
  expect(back.state.moves).toBe(movesAtLeave);
  // With Ana back, the bot plays on by itself.
  await until(() => back.state.moves > movesAtLeave, 3000, "the bot's move once Ana is back");
  await back.leave();
});

it("a player gone for good never stalls the game: the stand-in plays their seat to the end", async () => {
  const { ana, bo } = await pair();
  await bo.leave(true);
  await until(() => seatsOf(ana)[1].standIn === true, 3000, "stand-in");
  await anaPlaysUntil(ana, () => ana.state.status === "ended", 20_000);
  expect(ana.state.status).toBe("ended");
  expect(seatsOf(ana)[1]).toMatchObject({ name: "Bo", kind: "human", standIn: true, level: "medium" });
  await ana.leave();
});
