import v8 from "node:v8";
import vm from "node:vm";
import { matchMaker } from "colyseus";
import { handGame } from "./fixtures/hand-game";
import { createRoom, gameOf, seatsOf, sleep, until, useServer } from "./helpers";

/**
 * Nothing is kept per finished game: 1,000 short games (a player and a bot, played to the end
 * through real clients, then left: half by closing the page, half by leaving) leave the heap, after
 * a full collection, where it was.
 */
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const server = useServer({ botDelayMs: 0, limits: { messagesPerSecond: 1000 } });

async function shortGame(_: unknown, i: number): Promise<void> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  while (ana.state.status !== "ended") {
    const mine = ana.state.status === "playing" && Array.from(ana.state.awaiting as number[]).includes(0);
    if (!mine) {
      await sleep(1);
      continue;
    }
    const moves = ana.state.moves;
    ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret } as never, 0)[0]);
    await until(() => ana.state.moves > moves, 3000, "Ana's move");
  }
  // A closed page drops the connection without a word: after the end there is nothing to come back to.
  await ana.leave(i % 2 === 0);
}

async function play(games: number, atOnce = 10): Promise<void> {
  for (let i = 0; i < games; i += atOnce) await Promise.all(Array.from({ length: Math.min(atOnce, games - i) }, shortGame));
  await until(async () => (await matchMaker.query({})).length === 0, 10_000, "every room gone");
}

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    await sleep(50);
    gc();
  }
  return process.memoryUsage().heapUsed;
}

it("1,000 games played and left keep nothing: the heap after GC comes back within 5 MB", async () => {
  await play(100);
  const before = await heapAfterGc();
  await play(1_000);
  const after = await heapAfterGc();
  console.log(`heap after GC: ${(before / 1048576).toFixed(1)} MB before, ${(after / 1048576).toFixed(1)} MB after 1,000 games`);
  expect((after - before) / 1048576).toBeLessThan(5);
}, 300_000);
