import { LIVE_WARNINGS, TURN_BASED_WARNINGS, WARNING_LEAD_MS, dueWarning, myClock, nextWarningIn, warningWords } from "../src/table/announce-clock";
import { readIn } from "./support/read-in";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(() => readIn("en"));

test("a live clock of two minutes warns at a minute and at ten seconds, each once", () => {
  const said = new Set<number>();
  expect(dueWarning(90_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBeNull();
  expect(nextWarningIn(90_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBe(30_000 - WARNING_LEAD_MS);
  expect(dueWarning(MINUTE + WARNING_LEAD_MS, LIVE_WARNINGS, 2 * MINUTE, said)).toBe(MINUTE);
  expect(dueWarning(MINUTE - 500, LIVE_WARNINGS, 2 * MINUTE, said)).toBeNull();
  expect(nextWarningIn(MINUTE, LIVE_WARNINGS, 2 * MINUTE, said)).toBe(50_000 - WARNING_LEAD_MS);
  expect(dueWarning(10_100, LIVE_WARNINGS, 2 * MINUTE, said)).toBe(10_000);
  expect(dueWarning(5_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBeNull();
  expect(nextWarningIn(5_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBeNull();
});

test("a page that first sees the clock past both marks says only the nearer one", () => {
  const said = new Set<number>();
  expect(dueWarning(8_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBe(10_000);
  expect(dueWarning(7_000, LIVE_WARNINGS, 2 * MINUTE, said)).toBeNull();
});

test("a mark as long as the clock itself never sounds (a one-minute clock warns only at ten seconds)", () => {
  const said = new Set<number>();
  expect(dueWarning(MINUTE, LIVE_WARNINGS, MINUTE, said)).toBeNull();
  expect(dueWarning(9_000, LIVE_WARNINGS, MINUTE, said)).toBe(10_000);
});

test("the warning reads the time left rounded down, never more than there is", () => {
  expect(warningWords(MINUTE + WARNING_LEAD_MS)).toBe("1 minute left on your clock.");
  expect(warningWords(10_000 + WARNING_LEAD_MS)).toBe("10 seconds left on your clock.");
  expect(warningWords(9_999)).toBe("9 seconds left on your clock.");
  expect(warningWords(2 * HOUR - 1)).toBe("1 hour left on your clock.");
});

const seat = (n: number, deadline = 0, bankMs = 0, moreTime = 1) => ({ seat: n, deadline, bankMs, moreTime });
const table = { status: "playing", pace: "live", awaiting: [0], mySeat: 0, deadline: 5_000, turnSeconds: 120, seats: [seat(0), seat(1)] };

test("the player's clock runs only while they are awaited; a live table's is the turn clock", () => {
  expect(myClock(table)).toEqual({ deadline: 5_000, clockMs: 120_000, marks: LIVE_WARNINGS });
  expect(myClock({ ...table, awaiting: [1] })).toBeNull();
  expect(myClock({ ...table, mySeat: null })).toBeNull();
  expect(myClock({ ...table, deadline: 0, turnSeconds: 0 })).toBeNull();
  expect(myClock({ ...table, status: "ended" })).toBeNull();
});

test("a player the host gave more time has their own live clock, and one with no clock is never warned", () => {
  const longer = { ...table, seats: [seat(0, 17_000, 0, 4), seat(1, 5_000)] };
  expect(myClock(longer)).toEqual({ deadline: 17_000, clockMs: 480_000, marks: LIVE_WARNINGS });
  expect(myClock({ ...table, seats: [seat(0, 0, 0, 0), seat(1, 5_000)] })).toBeNull();
});

test("a turn-based table's clock is the seat's, its reserve included, with the hour and ten-minute marks", () => {
  const turnBased = { ...table, pace: "turn-based", turnSeconds: 86_400, seats: [seat(0, 9 * HOUR, 2 * HOUR), seat(1)] };
  expect(myClock(turnBased)).toEqual({ deadline: 9 * HOUR, clockMs: 26 * HOUR, marks: TURN_BASED_WARNINGS });
  const said = new Set<number>();
  expect(dueWarning(50 * MINUTE, TURN_BASED_WARNINGS, 26 * HOUR, said)).toBe(HOUR);
  expect(warningWords(50 * MINUTE)).toBe("50 minutes left on your clock.");
});
