import { clockWatch } from "../src/table/announce-clock-watch";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));
beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

const seats = [{ seat: 0, deadline: 0, bankMs: 0 }, { seat: 1, deadline: 0, bankMs: 0 }];
/** A live table with a two-minute clock, Ana (seat 0) awaited until `deadline`. */
const live = (deadline: number, awaiting = [0]) => ({ status: "playing", pace: "live", awaiting, mySeat: 0, deadline, turnSeconds: 120, seats });

test("a two-minute clock is heard at a minute and at ten seconds left, once each, on time", () => {
  const heard: [number, string][] = [];
  const start = Date.now();
  const watch = clockWatch((text) => heard.push([Date.now() - start, text]));
  const state = live(start + 120_000);
  watch.update(state);
  jest.advanceTimersByTime(30_000);
  watch.update(state); // another state while the clock runs: nothing again
  jest.advanceTimersByTime(100_000);
  expect(heard).toEqual([[59_700, "1 minute left on your clock."], [109_700, "10 seconds left on your clock."]]);
  watch.destroy();
});

test("a new decision's clock warns again; the clock stops when the player is no longer awaited", () => {
  const heard: string[] = [];
  const watch = clockWatch((text) => heard.push(text));
  const now = Date.now();
  watch.update(live(now + 5_000));
  expect(heard).toEqual(["5 seconds left on your clock."]);
  watch.update(live(now + 120_000, [1]));
  jest.advanceTimersByTime(200_000);
  expect(heard).toHaveLength(1);
  watch.update(live(Date.now() + 8_000));
  expect(heard).toEqual(["5 seconds left on your clock.", "8 seconds left on your clock."]);
  watch.destroy();
});
