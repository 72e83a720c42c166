import { barCountdown, lengthWords, paceSentence, reserveMs, reserveWords, spanWords, timeLeftWords } from "../src/ui/time-left";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

it("a span reads in its two largest units, rounded down", () => {
  expect(spanWords(2 * DAY + 3 * HOUR + 59 * MIN)).toBe("2 d 3 h");
  expect(spanWords(2 * DAY + 30 * MIN)).toBe("2 d");
  expect(spanWords(5 * HOUR + 20 * MIN + 59_999)).toBe("5 h 20 min");
  expect(spanWords(5 * HOUR)).toBe("5 h");
  expect(spanWords(41 * MIN + 30_000)).toBe("41 min");
  expect(spanWords(59_999)).toBe("less than a minute");
  expect(spanWords(-5)).toBe("less than a minute");
});

it("an awaited seat's time left is the span to its deadline, then time is up", () => {
  expect(timeLeftWords(2 * DAY + 3 * HOUR + 5 * MIN, 0)).toBe("2 d 3 h left");
  expect(timeLeftWords(1000 + 41 * MIN, 1000)).toBe("41 min left");
  expect(timeLeftWords(1000, 1000)).toBe("time is up");
  expect(timeLeftWords(1000, 9000)).toBe("time is up");
});

it("a seat not awaited keeps its whole reserve", () => {
  expect(reserveMs({ deadline: 0, bankMs: 2 * DAY }, 123)).toBe(2 * DAY);
  expect(reserveWords({ deadline: 0, bankMs: DAY + 20 * HOUR }, 0)).toBe("reserve 1 d 20 h");
});

it("an awaited seat's reserve runs down once its move's clock is out", () => {
  const seat = { deadline: 3 * DAY, bankMs: 2 * DAY }; // a 1-day move from 0 with 2 days of reserve
  expect(reserveMs(seat, 12 * HOUR)).toBe(2 * DAY); // still in the move's clock
  expect(reserveMs(seat, DAY + 4 * HOUR)).toBe(DAY + 20 * HOUR);
  expect(reserveWords(seat, DAY + 4 * HOUR)).toBe("reserve 1 d 20 h");
  expect(reserveWords(seat, 3 * DAY - 30_000)).toBe("no reserve left");
  expect(reserveMs(seat, 4 * DAY)).toBe(0);
});

it("no reserve reads as none left", () => {
  expect(reserveWords({ deadline: 0, bankMs: 0 }, 0)).toBe("no reserve left");
});

it("a clock's or reserve's length is in full words", () => {
  expect(lengthWords(12 * 3600)).toBe("12 hours");
  expect(lengthWords(86_400)).toBe("1 day");
  expect(lengthWords(7 * 86_400)).toBe("7 days");
  expect(lengthWords(3600)).toBe("1 hour");
  expect(lengthWords(36 * 3600)).toBe("36 hours");
  expect(lengthWords(90 * 60)).toBe("90 minutes");
  expect(lengthWords(45)).toBe("45 seconds");
  expect(lengthWords(2 * 86_400, true)).toBe("2 extra days");
  expect(lengthWords(86_400, true)).toBe("1 extra day");
});

it("the waiting room says the clock and the reserve each player has", () => {
  expect(paceSentence(86_400, 2 * 86_400)).toBe("Turn-based: 1 day a move, 2 extra days each");
  expect(paceSentence(12 * 3600, 86_400)).toBe("Turn-based: 12 hours a move, 1 extra day each");
  expect(paceSentence(3 * 86_400, 0)).toBe("Turn-based: 3 days a move");
});

it("the game bar counts minutes and seconds under an hour and days and hours beyond", () => {
  expect(barCountdown(65_000, 0)).toBe("time left 1:05");
  expect(barCountdown(500, 0)).toBe("time left 0:01");
  expect(barCountdown(0, 5_000)).toBe("time left 0:00");
  expect(barCountdown(HOUR - 1, 0)).toBe("time left 60:00");
  expect(barCountdown(HOUR, 0)).toBe("time left 1 h");
  expect(barCountdown(2 * DAY + 3 * HOUR + 10 * MIN, 0)).toBe("time left 2 d 3 h");
});
