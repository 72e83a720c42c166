import { readdirSync, readFileSync } from "node:fs";
import { randomFunction } from "@space/shared";
import { zoo } from "@space/shared/zoo";
import type { Room } from "colyseus.js";
import { BotPool } from "../src/bots/pool";
import { useServer, until, sleep, createRoom, seatsOf } from "./helpers";
import { seatOf, viewOf } from "./support/rooms";

/**
 * A searching (hard) bot thinks in a bot process: while its whole budget passes, another room's
 * messages are answered (docs/server.md, "Bots"). Counted, not timed: a search on the rooms' own
 * thread would let no answer through until it ends, however fast or slow the machine.
 */
const BUDGET_MS = 400;
const server = useServer({ botDelayMs: 0, botProcesses: 1, botBudgetMs: BUDGET_MS, limits: { messagesPerSecond: 1000 } });

/** Keeps asking `room` for log lines (answered by its room's event loop) until `busy()` ends; `answered()` counts the answers so far. */
function keepAsking(room: Room, busy: () => boolean): { answered: () => number; done: Promise<void> } {
  let answered = 0;
  room.onMessage("logLines", () => { answered += 1; });
  const done = (async () => {
    while (busy()) {
      const before = answered;
      room.send("log", { before: 0 });
      await until(() => answered > before, 5000, "log answer");
      await sleep(10);
    }
  })();
  return { answered: () => answered, done };
}

it("a hard bot's search runs off the rooms' process: another room's messages are answered while it thinks", async () => {
  const ana = await server.client().create("zoo", { name: "Ana", seats: 2, bots: 1, botLevel: "hard" });
  await until(() => ana.state?.seats !== undefined && seatsOf(ana)[1]?.kind === "bot", 3000, "the hard bot");
  expect(seatsOf(ana)[1].level).toBe("hard");
  const other = await createRoom(server.client(), { name: "Bo", seats: 2 });
  let playing = true;
  const asking = keepAsking(other, () => playing);
  // Each search the rooms hand to the bot processes: how long it took, and how many answers the other room gave meanwhile.
  const searches: { ms: number; answers: number }[] = [];
  const think = BotPool.prototype.think;
  const spy = jest.spyOn(BotPool.prototype, "think").mockImplementation(async function (this: BotPool, task) {
    const at = performance.now();
    const before = asking.answered();
    try {
      return await think.call(this, task);
    } finally {
      searches.push({ ms: performance.now() - at, answers: asking.answered() - before });
    }
  });

  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  const rng = randomFunction("ana");
  while ((ana.state.moves < 8 || searches.length < 2) && ana.state.moves < 40 && ana.state.status === "playing") {
    const moves = ana.state.moves;
    if (Array.from(ana.state.awaiting as number[]).includes(seatOf(ana))) ana.send("action", zoo.bot.choose(viewOf(ana), seatOf(ana), rng));
    await until(() => ana.state.moves > moves || ana.state.status !== "playing", 10_000, "a move");
  }
  playing = false;
  await asking.done;
  spy.mockRestore();

  // The bot searched (a decision with little to weigh may end early; most take the whole budget)...
  const long = searches.filter((s) => s.ms >= BUDGET_MS / 2);
  expect(long.length).toBeGreaterThanOrEqual(1);
  // ...and the other room answered all along each search.
  expect(Math.min(...long.map((s) => s.answers))).toBeGreaterThanOrEqual(3);
  await Promise.all([ana.leave(), other.leave()]);
}, 90_000);

/** The scheduling policy of each thread of `pid` (field 41 of /proc/<pid>/task/<tid>/stat). */
function threadPolicies(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      return [Number(statFields(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"))[41 - 3])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

/** Fields from the third on of a /proc stat line: they follow the command name's closing parenthesis. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The processes this one started whose command line names the bot process's entry. */
function botProcesses(): number[] {
  return readdirSync("/proc").filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try {
      const parent = Number(statFields(readFileSync(`/proc/${pid}/stat`, "utf8"))[4 - 3]);
      return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("worker-from-source.cjs");
    } catch {
      return false; // the process ended meanwhile
    }
  });
}

const SCHED_IDLE = 5;
it("the bot process runs every thread under SCHED_IDLE (Linux): it yields its cores to any thread that wakes", async () => {
  const ana = await server.client().create("zoo", { name: "Ana", seats: 2, bots: 1, botLevel: "hard" });
  ana.send("start");
  // The bot process starts with the hard bot's first decision, whoever plays first.
  await until(() => ana.state?.status === "playing", 3000, "start");
  const rng = randomFunction("ana");
  while (ana.state.moves < 2) {
    if (Array.from(ana.state.awaiting as number[]).includes(seatOf(ana))) {
      const moves = ana.state.moves;
      ana.send("action", zoo.bot.choose(viewOf(ana), seatOf(ana), rng));
      await until(() => ana.state.moves > moves, 5000, "Ana's move");
    } else await sleep(20);
  }
  const bots = botProcesses();
  expect(bots).toHaveLength(1);
  const policies = threadPolicies(bots[0]);
  // Node's main thread, V8's helpers (the garbage collector's among them) and libuv's: all idle.
  expect(policies.length).toBeGreaterThan(3);
  expect(new Set(policies)).toEqual(new Set([SCHED_IDLE]));
  expect(threadPolicies(process.pid)).not.toContain(SCHED_IDLE);
  await ana.leave();
}, 30_000);
