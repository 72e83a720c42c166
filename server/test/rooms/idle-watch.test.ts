import { IdleWatch } from "../../src/rooms/idle";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("a room with nobody connected closes after its idle time", () => {
  const close = jest.fn();
  new IdleWatch(() => 1000, () => true, close).check();
  jest.advanceTimersByTime(999);
  expect(close).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(close).toHaveBeenCalledTimes(1);
});

it("a room does not close while someone holding a seat reservation is still connecting, and closes once they never came", () => {
  const close = jest.fn();
  let arriving = true;
  new IdleWatch(() => 1000, () => true, close, () => arriving).check();
  jest.advanceTimersByTime(3000);
  expect(close).not.toHaveBeenCalled();
  arriving = false;
  jest.advanceTimersByTime(1000);
  expect(close).toHaveBeenCalledTimes(1);
});
