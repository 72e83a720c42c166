import type { MyTable } from "@space/shared";
import type { RecentGame } from "../src/net/recent";
import { tableRow, tableRows } from "../src/screens/table-rows";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = 1_800_000_000_000;

function table(t: Partial<MyTable>): MyTable {
  return { code: "ABCDE", gameId: "base", pace: "turn-based", status: "playing", seat: 0,
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }, { name: "Cy", kind: "bot" }],
    awaiting: [], deadline: 0, lastMove: "", moves: 0, updatedAt: NOW, ...t };
}

it("a table waiting for me says so, with its time left, the others, the last move, the pace and opens the board", () => {
  expect(tableRow(table({ awaiting: [0], deadline: NOW + 2 * DAY + 3 * HOUR + 59 * MIN, lastMove: "Bo built a mine." }), NOW)).toEqual({
    code: "ABCDE", game: "Space Base", pace: "Turn-based", others: "with Bo and Cy (bot)", turn: "Your turn", mine: true,
    timeLeft: "2 d 3 h left", lastMove: "Bo built a mine.", ended: false, href: "/?room=ABCDE",
  });
  expect(tableRow(table({ pace: "live", awaiting: [0, 1], deadline: NOW + 41 * MIN + 30_000 }), NOW)).toMatchObject({ turn: "Your turn", mine: true, timeLeft: "41 min left", pace: "Live" });
});

it("a table waiting for others names them; one without a clock or a summary says no time", () => {
  expect(tableRow(table({ awaiting: [1], deadline: NOW + 5 * HOUR }), NOW)).toMatchObject({ turn: "Bo's turn", mine: false, timeLeft: "5 h left" });
  expect(tableRow(table({ seat: 2, awaiting: [0, 1] }), NOW)).toMatchObject({ turn: "Ana and Bo to play", timeLeft: "", others: "with Ana and Bo" });
  expect(tableRow(table({ gameId: "zoo" }), NOW)).toMatchObject({ game: "Space Zoo", turn: "In play", timeLeft: "", lastMove: "" });
  expect(tableRow(table({ awaiting: [1], deadline: NOW - 1 }), NOW).timeLeft).toBe("time is up");
});

it("an ended table is over and opens its replay, whatever its clock said", () => {
  expect(tableRow(table({ status: "ended", awaiting: [0], deadline: NOW + HOUR, lastMove: "Ana wins." }), NOW)).toMatchObject({
    turn: "Game over", mine: false, timeLeft: "", ended: true, href: "/replay/ABCDE", lastMove: "Ana wins.",
  });
});

const recent = (code: string, status: RecentGame["status"]): RecentGame => ({ code, gameId: "cheeses", status, seat: 0, updatedAt: NOW });

it("the server's order is kept, with this device's waiting rooms after the tables waiting for me", () => {
  const listed = [table({ code: "MINEA", awaiting: [0] }), table({ code: "OTHRB", awaiting: [1] }), table({ code: "DONEC", status: "ended" })];
  const local = [recent("LBBYD", "lobby"), recent("OTHRB", "playing"), recent("GNEEE", "playing"), recent("NTMNE", "lobby")];
  const rows = tableRows(listed, local, new Set(["MINEA", "OTHRB", "DONEC", "LBBYD", "GNEEE"]), NOW);
  // GNEEE runs as far as this device knows but the server did not list it (gone, or its seat moved): left out; NTMNE holds no seat here.
  expect(rows.map((r) => [r.code, r.turn])).toEqual([["MINEA", "Your turn"], ["LBBYD", "Waiting to start"], ["OTHRB", "Bo's turn"], ["DONEC", "Game over"]]);
});

it("when the server cannot list them, every running game this device remembers with a seat is shown", () => {
  const local = [recent("LBBYD", "lobby"), recent("PLAYE", "playing"), recent("DONEC", "ended"), recent("NTMNE", "playing")];
  const rows = tableRows(null, local, new Set(["LBBYD", "PLAYE", "DONEC"]), NOW);
  expect(rows.map((r) => [r.code, r.turn, r.href])).toEqual([["LBBYD", "Waiting to start", "/?room=LBBYD"], ["PLAYE", "In play", "/?room=PLAYE"]]);
  expect(rows[0]).toMatchObject({ game: "Space Colony Cheeses", pace: "", others: "", timeLeft: "" });
});
