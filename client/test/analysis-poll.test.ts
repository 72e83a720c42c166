import { AGAIN_MS, BUSY_MS, pollAnalysis, type ShownAnswer } from "../src/story/analysis-poll";
import type { AnalysisAnswer } from "../src/story/turning-points-model";

/** The story page asks for a game's analysis until it is settled (story/analysis-poll.ts), with the answers scripted. */

const DONE: AnalysisAnswer = { status: "done", analysis: { chances: [[0.5, 0.5], [1, 0]], best: [[], []], worst: [[], []] } };

/** A poll over scripted answers: how many asks so far and what was shown. */
function scripted(answers: AnalysisAnswer[]) {
  const shown: ShownAnswer["status"][] = [];
  let asks = 0;
  const stop = pollAnalysis(async () => answers[Math.min(asks++, answers.length - 1)], (a) => void shown.push(a.status));
  return { shown, stop, asks: () => asks };
}

/** Lets the answer's promise settle, then moves the clock on. */
async function after(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("asks again every 5 s while the server works, showing each answer, and stops once it is done", async () => {
  const poll = scripted([{ status: "queued" }, { status: "running", done: 1, total: 3 }, { status: "running", done: 2, total: 3 }, DONE]);
  await after(0);
  expect(poll.shown).toEqual(["queued"]);
  await after(AGAIN_MS - 1);
  expect(poll.asks()).toBe(1);
  await after(1);
  expect(poll.shown).toEqual(["queued", "running"]);
  await after(AGAIN_MS * 2);
  expect(poll.shown).toEqual(["queued", "running", "running", "done"]);
  await after(AGAIN_MS * 10);
  expect(poll.asks()).toBe(4);
});

test("off and failed are asked once", async () => {
  for (const status of ["off", "failed"] as const) {
    const poll = scripted([{ status }]);
    await after(AGAIN_MS * 10);
    expect(poll.asks()).toBe(1);
    expect(poll.shown).toEqual([status]);
  }
});

test("nothing more is asked or shown once stopped (the page went away), even with an ask under way", async () => {
  const poll = scripted([{ status: "queued" }, { status: "running", done: 1, total: 3 }]);
  await after(0);
  poll.stop();
  await after(AGAIN_MS * 5);
  expect(poll.asks()).toBe(1);
  expect(poll.shown).toEqual(["queued"]);

  let answer: (a: AnalysisAnswer) => void = () => {};
  const shown: string[] = [];
  const stop = pollAnalysis(() => new Promise((resolve) => (answer = resolve)), (a) => void shown.push(a.status));
  stop();
  answer(DONE);
  await after(0);
  expect(shown).toEqual([]);
});

test("too many requests shows nothing and asks again after 10 s", async () => {
  const poll = scripted([{ status: "busy" }, DONE]);
  await after(BUSY_MS - 1);
  expect(poll.asks()).toBe(1);
  expect(poll.shown).toEqual([]);
  await after(1);
  expect(poll.shown).toEqual(["done"]);
});

test("a server out of reach is asked again, and only the third time in a row is it said", async () => {
  const blip = scripted([{ status: "unreachable" }, { status: "unreachable" }, DONE]);
  await after(AGAIN_MS * 3);
  expect(blip.shown).toEqual(["done"]);

  const down = scripted([{ status: "unreachable" }]);
  await after(AGAIN_MS * 3);
  expect(down.asks()).toBe(3);
  expect(down.shown).toEqual(["unreachable"]);
  await after(AGAIN_MS * 10);
  expect(down.asks()).toBe(3);

  // A fetch that throws is a server out of reach too.
  const shown: string[] = [];
  pollAnalysis(() => Promise.reject(new Error("offline")), (a) => void shown.push(a.status));
  await after(AGAIN_MS * 3);
  expect(shown).toEqual(["unreachable"]);
});
