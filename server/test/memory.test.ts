import v8 from "node:v8";
import vm from "node:vm";
import { matchMaker } from "colyseus";
import { SqliteGameStore } from "../src/store";
import { handGame } from "./fixtures/hand-game";
import { collectErrors, createRoom, gameOf, seatsOf, sleep, until, useServer } from "./helpers";

/**
 * Nothing is kept per finished game: 1,000 short games (a player and a bot, played to the end
 * through real clients with every move stored, their record fetched, then left: half by closing
 * the page, half by leaving) leave the heap, after a full collection, where it was.
 */
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const server = useServer({ botDelayMs: 0, limits: { messagesPerSecond: 1000 }, store: new SqliteGameStore(":memory:") });

async function shortGame(_: unknown, i: number): Promise<void> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  const errors = collectErrors(ana);
  const hand = () => JSON.stringify(seatsOf(ana)[0].secret);
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  while (ana.state.status !== "ended") {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(0), 3000, "Ana's turn");
    if (ana.state.status === "ended") break;
    // Her own move changes her hand (a pick set aside, a card played); the bot's moves do not.
    const before = hand();
    ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret } as never, 0)[0]);
    await until(() => hand() !== before || ana.state.status === "ended", 3000, "Ana's move");
  }
  expect(errors).toEqual([]);
  expect((await fetch(`${server.url()}/api/records/${ana.roomId}`)).status).toBe(200);
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
  await play(200);
  const before = await heapAfterGc();
  await play(1_000);
  const after = await heapAfterGc();
  console.log(`heap after GC: ${(before / 1048576).toFixed(1)} MB before, ${(after / 1048576).toFixed(1)} MB after 1,000 games`);
  expect((after - before) / 1048576).toBeLessThan(5);
}, 600_000);
