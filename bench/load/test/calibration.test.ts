import { calibrate } from "../calibration";

/** The bench's calibration (calibration.ts): the same fixed work every time, timed. */
it("does the same work every time, and times it", () => {
  const first = calibrate();
  const second = calibrate();
  expect(first.actions).toBeGreaterThan(1000);
  expect(second.actions).toBe(first.actions);
  expect(first.runsMs).toHaveLength(7);
  expect(first.usPerActionFastest).toBeGreaterThan(0);
  expect(first.usPerActionFastest).toBeLessThanOrEqual(first.usPerAction);
  // The median run's time, per action.
  const median = [...first.runsMs].sort((a, b) => a - b)[3];
  expect(first.usPerAction).toBeCloseTo((median * 1000) / first.actions, 1);
});
