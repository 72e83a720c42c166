import type { Application, Ticker as PixiTicker } from "pixi.js";
import { drawWhenNeeded } from "../src/screens/frames";

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
  const app = { ticker, canvas: new EventTarget(), renderer: { on() {}, off() {} } } as unknown as Application;
  return { ticker, frames: drawWhenNeeded(app) };
}

let clock = 0;
beforeEach(() => {
  clock = 1000;
  jest.spyOn(performance, "now").mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

/** Steps the ticker as the browser would, once per 16 ms frame, for `ms`. */
function run(ticker: Ticker, ms: number): void {
  for (const end = clock + ms; clock < end;) {
    clock += 16;
    ticker.update(clock);
  }
}

test("an idle board draws a frame a second; woken, it draws the next frame or two and idles again", () => {
  const { ticker, frames } = board();
  run(ticker, 300);
  const idle = frames.stats.drawn;
  run(ticker, 2000);
  expect(frames.stats.drawn - idle).toBeLessThanOrEqual(3);
  frames.wake();
  const woken = frames.stats.drawn;
  run(ticker, 96);
  expect(frames.stats.drawn - woken).toBeGreaterThanOrEqual(1);
  expect(frames.stats.drawn - woken).toBeLessThanOrEqual(3);
});

test("a board woken again and again (a pointer moving) draws every frame", () => {
  const { ticker, frames } = board();
  run(ticker, 1200);
  const moving = frames.stats.drawn;
  for (let i = 0; i < 6; i++) {
    frames.wake();
    run(ticker, 16);
  }
  expect(frames.stats.drawn - moving).toBeGreaterThanOrEqual(5);
});

test("an animation that starts on a wake steps from the wake, not from the last idle frame", () => {
  const { ticker, frames } = board();
  run(ticker, 2250); // idle: the last frame drawn a few hundred ms ago
  frames.wake();
  const steps: number[] = [];
  ticker.add((t) => { steps.push(t.deltaMS); });
  run(ticker, 48);
  expect(Math.max(...steps)).toBeLessThanOrEqual(20);
});
