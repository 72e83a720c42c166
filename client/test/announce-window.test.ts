import { newsWindow } from "../src/table/announce-window";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A window holding 250 ms on the fake clock: when it said its news and when the burst settled, in ms from the start. */
function watch() {
  const start = Date.now();
  const said: number[] = [];
  const settled: number[] = [];
  const w = newsWindow(() => said.push(Date.now() - start), () => settled.push(Date.now() - start), 250);
  return { w, said, settled };
}

test("news on a quiet table is said at once, in the same task", () => {
  const { w, said, settled } = watch();
  w.gather();
  expect(said).toEqual([0]);
  jest.advanceTimersByTime(250);
  expect(settled).toEqual([250]);
});

test("news following within the hold is said once, together, when the hold ends", () => {
  const { w, said } = watch();
  for (let i = 0; i < 5; i++) {
    w.gather();
    jest.advanceTimersByTime(40);
  }
  jest.advanceTimersByTime(1000);
  expect(said).toEqual([0, 250]);
});

test("news that keeps coming is said once a hold, never held back longer", () => {
  const { w, said, settled } = watch();
  for (let i = 0; i < 15; i++) {
    w.gather();
    jest.advanceTimersByTime(40);
  }
  jest.advanceTimersByTime(1000);
  expect(said).toEqual([0, 250, 500, 750]);
  expect(settled).toEqual([1000]);
});

test("a cancelled window says nothing more (the screen went away)", () => {
  const { w, said, settled } = watch();
  w.gather();
  w.gather();
  w.cancel();
  jest.advanceTimersByTime(1000);
  expect(said).toEqual([0]);
  expect(settled).toEqual([]);
});
