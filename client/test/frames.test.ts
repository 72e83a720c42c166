import type { Application, Ticker as PixiTicker } from "pixi.js";
import { drawWhenNeeded } from "../src/boards/frames";

// Pixi's package entry is ES modules throughout (jest runs CommonJS here): its ticker alone, from its CommonJS build.
jest.mock("pixi.js", () => ({
  ...jest.requireActual<object>("../../node_modules/pixi.js/lib/ticker/Ticker.js"),
  ...jest.requireActual<object>("../../node_modules/pixi.js/lib/ticker/const.js"),
}));
const { Ticker } = jest.requireActual<{ Ticker: typeof PixiTicker }>("../../node_modules/pixi.js/lib/ticker/Ticker.js");
type Ticker = PixiTicker;

/** A board's app as frames.ts sees it: a real Pixi ticker, stepped by hand; the canvas and renderer stubbed. */
function board() {
  const ticker = new Ticker();
  ticker.add(() => undefined); // the render
  const app = { ticker, canvas: new EventTarget(), renderer: { name: "webgl", on() {}, off() {} } } as unknown as Application;
  return { ticker, frames: drawWhenNeeded(app) };
}

let clock = 0;
/** The animation frames the page asked for, run by `run` as a browser would. */
const frameRequests = new Map<number, FrameRequestCallback>();
let nextRequest = 1;
beforeEach(() => {
  clock = 1000;
  jest.spyOn(performance, "now").mockImplementation(() => clock);
  jest.useFakeTimers({ doNotFake: ["performance", "requestAnimationFrame", "cancelAnimationFrame"] });
  frameRequests.clear();
  globalThis.requestAnimationFrame = (f) => {
    frameRequests.set(nextRequest, f);
    return nextRequest++;
  };
  globalThis.cancelAnimationFrame = (id) => void frameRequests.delete(id);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Steps the browser, one 16 ms frame at a time, for `ms`: the timers due, then the frames asked for. */
function run(ms: number): void {
  for (const end = clock + ms; clock < end;) {
    clock += 16;
    jest.advanceTimersByTime(16);
    const due = [...frameRequests.values()];
    frameRequests.clear();
    for (const f of due) f(clock);
  }
}

test("an idle board asks for no animation frame and draws a frame every 10 s; woken, it draws the next frame or two and sleeps again", () => {
  const { ticker, frames } = board();
  run(300);
  expect(ticker.started).toBe(false);
  expect(frameRequests.size).toBe(0);
  const idle = frames.stats.drawn;
  run(9000);
  expect(frames.stats.drawn).toBe(idle);
  run(21_000);
  expect(frames.stats.drawn - idle).toBe(3);
  expect(frameRequests.size).toBe(0);
  frames.wake();
  const woken = frames.stats.drawn;
  run(96);
  expect(frames.stats.drawn - woken).toBeGreaterThanOrEqual(1);
  expect(frames.stats.drawn - woken).toBeLessThanOrEqual(3);
  expect(ticker.started).toBe(false);
});

test("a board woken again and again (a pointer moving) draws every frame", () => {
  const { frames } = board();
  run(1200);
  const moving = frames.stats.drawn;
  for (let i = 0; i < 6; i++) {
    frames.wake();
    run(16);
  }
  expect(frames.stats.drawn - moving).toBeGreaterThanOrEqual(5);
});

test("an animation that starts on a wake steps from the wake, not from the last idle frame", () => {
  const { ticker, frames } = board();
  run(2250); // idle: the last frame drawn a few hundred ms ago
  frames.wake();
  const steps: number[] = [];
  ticker.add((t) => { steps.push(t.deltaMS); });
  run(48);
  expect(Math.max(...steps)).toBeLessThanOrEqual(20);
});

test("an animation added while the board sleeps wakes it, draws every frame, and the board sleeps once it ends", () => {
  const { ticker, frames } = board();
  run(2250);
  expect(ticker.started).toBe(false);
  const steps: number[] = [];
  const glide = (t: Ticker) => void steps.push(t.deltaMS);
  ticker.add(glide);
  const asleep = frames.stats.drawn;
  run(160);
  expect(frames.stats.drawn - asleep).toBeGreaterThanOrEqual(9);
  expect(Math.max(...steps)).toBeLessThanOrEqual(20);
  ticker.remove(glide);
  run(100);
  expect(ticker.started).toBe(false);
  expect(frameRequests.size).toBe(0);
});
