import { games, randomFunction, type AnalysisReply, type AnyGame } from "@space/shared";
import { BotPool } from "../src/bots/pool";
import { SqliteGameStore } from "../src/store";
import { gameOf, seatsOf, until, useServer } from "./helpers";

/**
 * The turning points of a finished game (docs/learning.md, "Turning points"), from the outside: a game
 * played to its end at a table is analysed once, in the analysis process, and kept with the game; its
 * story page reads each player's chance after every decision, with the progress while it is worked
 * out. A running game has none; a server without analyses says so.
 */
// The analysis process runs under SCHED_IDLE: on a machine kept busy (two npm test side by side) it
// gets a core only now and then, and under ts-jest it compiles the engines first: the waits are long,
// and the analysis is kept small (one imagined game an estimate).
jest.setTimeout(300_000);
const store = new SqliteGameStore(":memory:");
const server = useServer({ store, analysisProcesses: 1, analysisIterations: 1, limits: { messagesPerSecond: 1000 } });
const zoo = games.zoo as AnyGame;

const analysisOf = async (code: string): Promise<{ status: number; body: AnalysisReply }> => {
  const res = await fetch(`${server.url()}/api/records/${code}/analysis`);
  return { status: res.status, body: (await res.json()) as AnalysisReply };
};

/** Ana and a bot play Space Zoo to the end; Ana's moves are the medium bot's on her own view. */
async function finishedGame(): Promise<string> {
  const room = await server.client().create("zoo", { name: "Ana", seats: 2, bots: 1 });
  await until(() => Boolean(room.state?.code), 3000, "first state");
  room.send("start");
  await until(() => room.state.status === "playing", 3000, "start");
  const rng = randomFunction("analysis-test");
  while (room.state.status !== "ended") {
    await until(() => room.state.status === "ended" || Array.from(room.state.awaiting as number[]).join() === "0", 20_000, "Ana's turn");
    if (room.state.status === "ended") break;
    const moves = room.state.moves;
    room.send("action", zoo.bot.choose({ ...gameOf(room), private: seatsOf(room)[0].secret ?? null }, 0, rng));
    await until(() => room.state.moves > moves || room.state.status === "ended", 5000, "Ana's move");
  }
  const code = room.roomId;
  await room.leave();
  return code;
}

it("a game played to its end is analysed once, in the analysis process, with its progress, and kept with the game", async () => {
  const asked: string[] = [];
  const told: [number, number][] = [];
  const analyse = BotPool.prototype.analyse;
  const spy = jest.spyOn(BotPool.prototype, "analyse").mockImplementation(function (this: BotPool, task, progress) {
    asked.push(task.seed);
    return analyse.call(this, task, (done, total) => {
      told.push([done, total]);
      progress(done, total);
    });
  });
  const code = await finishedGame();
  let reply = await analysisOf(code);
  for (const end = Date.now() + 240_000; reply.body.status !== "done" && reply.body.status !== "failed" && Date.now() < end;) {
    if (reply.body.status === "running") expect(reply.body.done).toBeLessThanOrEqual(reply.body.total);
    await new Promise((r) => setTimeout(r, 100));
    reply = await analysisOf(code);
  }
  expect(reply.body.status).toBe("done");
  const stored = (await store.load(code))!;
  // Its progress went decision by decision to the last.
  expect(told.at(-1)).toEqual([stored.actions.length, stored.actions.length]);
  expect(told.map(([done]) => done)).toEqual([...told.map(([done]) => done)].sort((a, b) => a - b));
  const { analysis } = reply.body as Extract<AnalysisReply, { status: "done" }>;
  expect(analysis.chances).toHaveLength(stored.actions.length + 1);
  for (const row of analysis.chances) {
    expect(row).toHaveLength(2);
    for (const chance of row) expect(chance >= 0 && chance <= 1).toBe(true);
  }
  // After the last decision each player's chance is what the game's end says.
  const winners = stored.result!.winners;
  expect(analysis.chances.at(-1)).toEqual([0, 1].map((s) => (winners.includes(s) ? 1 / winners.length : 0)));
  expect(JSON.parse((await store.analysis(code))!)).toEqual(analysis);
  // Asked again: the kept analysis, not worked out twice.
  expect((await analysisOf(code)).body.status).toBe("done");
  expect(asked).toEqual([stored.seed]);
  spy.mockRestore();
});

it("a running game, or a code with no game, has no analysis; a bad code is refused", async () => {
  const room = await server.client().create("zoo", { name: "Ana", seats: 2, bots: 1 });
  await until(() => Boolean(room.state?.code), 3000, "first state");
  room.send("start");
  await until(() => room.state.status === "playing", 3000, "start");
  expect((await analysisOf(room.roomId)).status).toBe(404);
  expect((await analysisOf("ZZZZZ")).status).toBe(404);
  expect((await analysisOf("no!")).status).toBe(400);
  await room.leave();
});
