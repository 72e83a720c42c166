import { encodeEntry, note } from "@space/shared";
import { newLines } from "../src/table/announce-log";

const built = (seat: number) => encodeEntry("base", { event: { type: "build", seat, card: "mining", x: 2, y: 3 } });
const timedOut = (seat: number) => encodeEntry("base", note("notes.timeRanOut", { seat }));

/** A tail of the log as the state has it: the entries, and their words (here simply numbered). */
function tail(entries: string[], logTotal: number) {
  return { entries, worded: entries.map((_, i) => `line ${logTotal - entries.length + i}`), logTotal };
}

test("the lines past the ones already seen are new, in order, with the seat whose event each is", () => {
  const s = tail([built(0), built(1), timedOut(2)], 10);
  const fresh = newLines("base", 8, s.logTotal, s.worded, s.entries, 0, false);
  expect(fresh.lines).toEqual([{ text: "line 8", seat: 1 }, { text: "line 9", seat: null }]);
  expect(fresh.seen).toBe(10);
  expect(fresh.skipped).toBe(0);
});

test("the same tail again (a resync, a reconnection) brings nothing new, though its lines read like new ones", () => {
  const s = tail([built(1), built(1)], 2);
  const first = newLines("base", 1, s.logTotal, s.worded, s.entries, 0, false);
  expect(first.lines).toHaveLength(1);
  expect(newLines("base", first.seen, s.logTotal, s.worded, s.entries, 0, false).lines).toEqual([]);
});

test("two moves that read the same are both new: a line is known by its place in the log, not its words", () => {
  const s = { entries: [built(1), built(1)], worded: ["Bo built.", "Bo built."], logTotal: 2 };
  expect(newLines("base", 0, s.logTotal, s.worded, s.entries, 0, false).lines.map((l) => l.text)).toEqual(["Bo built.", "Bo built."]);
});

test("the player's own move's events are left out when it answers their move; their other lines are not", () => {
  const s = tail([built(0), built(1), timedOut(0)], 3);
  const answering = newLines("base", 0, s.logTotal, s.worded, s.entries, 0, true);
  expect(answering.lines).toEqual([{ text: "line 1", seat: 1 }, { text: "line 2", seat: null }]);
  expect(answering.own).toBe(1);
  // Not awaited before: an event of their seat is something that happened to them.
  expect(newLines("base", 0, s.logTotal, s.worded, s.entries, 0, false).lines).toHaveLength(3);
});

test("a spectator hears every seat's moves", () => {
  const s = tail([built(0), built(1)], 2);
  expect(newLines("base", 0, s.logTotal, s.worded, s.entries, null, true).lines).toHaveLength(2);
});

test("lines the tail no longer holds are counted as skipped, and the tail's lines still come", () => {
  const s = tail([built(1), built(2)], 80);
  const fresh = newLines("base", 70, s.logTotal, s.worded, s.entries, 0, false);
  expect(fresh.skipped).toBe(8);
  expect(fresh.lines.map((l) => l.text)).toEqual(["line 78", "line 79"]);
  expect(fresh.seen).toBe(80);
});
