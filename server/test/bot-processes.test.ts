import { readdirSync, readFileSync } from "node:fs";
import { randomFunction } from "@space/shared";
import { zoo } from "@space/shared/zoo";
import { useServer, until, sleep, createRoom, seatsOf } from "./helpers";
import { seatOf, viewOf } from "./support/rooms";

/**
 * A searching (hard) bot thinks in a bot process: its whole budget passes while another room's
 * messages are answered at once (docs/server.md, "Bots").
 */
const BUDGET_MS = 400;
// Timings on a shared 2-core machine: a retry measures again from scratch (logged), as in flood.test.ts.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
const server = useServer({ botDelayMs: 0, botProcesses: 1, botBudgetMs: BUDGET_MS, limits: { messagesPerSecond: 1000 } });

/** Round trips of `log` requests to `room` (answered by its room's event loop) while `busy()` holds. */
async function roundTrips(room: Awaited<ReturnType<typeof createRoom>>, busy: () => boolean): Promise<number[]> {
  const times: number[] = [];
  let answered = 0;
  room.onMessage("logLines", () => { answered += 1; });
  while (busy()) {
    const sent = performance.now();
    const before = answered;
    room.send("log", { before: 0 });
    await until(() => answered > before, 3000, "log answer");
    times.push(performance.now() - sent);
    await sleep(20);
  }
  return times;
}

it("a hard bot's search runs off the rooms' process: another room answers at once while it thinks", async () => {
  const ana = await server.client().create("zoo", { name: "Ana", seats: 2, bots: 1, botLevel: "hard" });
  await until(() => ana.state?.seats !== undefined && seatsOf(ana)[1]?.kind === "bot", 3000, "the hard bot");
  expect(seatsOf(ana)[1].level).toBe("hard");
  const other = await createRoom(server.client(), { name: "Bo", seats: 2 });

  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  const rng = randomFunction("ana");
  const waits: number[] = [];
  let playing = true;
  const trips = roundTrips(other, () => playing);
  // Ana plays as soon as she is awaited; the bot's decisions are what she waits for. A loaded machine
  // may deliver the bot's move before Ana looks (she then only ever sees herself awaited): play on
  // until at least one of the bot's decisions was waited for.
  while ((ana.state.moves < 8 || waits.length === 0) && ana.state.moves < 40 && ana.state.status === "playing") {
    const mine = Array.from(ana.state.awaiting as number[]).includes(seatOf(ana));
    if (mine) {
      const moves = ana.state.moves;
      ana.send("action", zoo.bot.choose(viewOf(ana), seatOf(ana), rng));
      await until(() => ana.state.moves > moves, 5000, "Ana's move");
    } else {
      const since = performance.now();
      const moves = ana.state.moves;
      await until(() => ana.state.moves > moves || ana.state.status !== "playing", 10_000, "the bot's move");
      waits.push(performance.now() - since);
    }
  }
  playing = false;
  const times = await trips;

  expect(ana.state.moves).toBeGreaterThanOrEqual(8);
  // The bot searched (the heuristic's pick takes a few ms) on at least one decision: Ana sees her own
  // move some ms after the bot began, so the wait she measures is a little under the bot's time...
  expect(Math.max(...waits)).toBeGreaterThan(BUDGET_MS * 0.6);
  // ...while the other room never waited anywhere near that long.
  expect(times.length).toBeGreaterThan(10);
  expect(Math.max(...times)).toBeLessThan(BUDGET_MS / 2);
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
