/** The story's highlights in words (client/src/story/highlights.ts): the engine's numbers, the game's units. */
import type { GameStoryReport } from "@space/shared";
import { highlightSentences } from "../src/story/highlights";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

function story(over: Partial<GameStoryReport>): GameStoryReport {
  return {
    gameId: "cheeses", names: ["Ana", "Bo", "Cy"], roundLabel: "Turn", rounds: [0, 1, 2, 3],
    measures: [{ id: "money", label: "Money ($)", unit: "$", before: true }],
    series: {}, breakdown: { categories: [], perSeat: [], totals: [] },
    highlights: { biggestGain: null, longestLead: null, closest: null },
    result: { winners: [0], scores: [1, 2, 3] },
    ...over,
  };
}

test("each highlight names the seat, the amount in the game's unit and the round", () => {
  const said = highlightSentences(story({
    highlights: {
      biggestGain: { seat: 1, amount: 54, round: 12 },
      longestLead: { seat: 0, rounds: 7, from: 5, to: 11 },
      closest: { round: 4, gap: 3, leaders: [2], chasers: [0, 1], top: 40 },
    },
  }));
  expect(said).toEqual([
    { id: "gain", title: "Biggest single gain", text: "Bo: +$54 in turn 12" },
    { id: "streak", title: "Longest streak", text: "Ana led alone for 7 turns (turns 5–11)" },
    { id: "closest", title: "Closest moment", text: "End of turn 4: Cy ahead of Ana and Bo by only $3" },
  ]);
});

test("a unit after the number, one round, and a level moment", () => {
  const said = highlightSentences(story({
    roundLabel: "Round",
    measures: [{ id: "vp", label: "Victory points", unit: "VP" }],
    highlights: {
      biggestGain: null,
      longestLead: { seat: 2, rounds: 1, from: 3, to: 3 },
      closest: { round: 2, gap: 0, leaders: [0, 1, 2], chasers: [], top: 5 },
    },
  }));
  expect(said.map((s) => s.text)).toEqual(["Cy led alone for 1 round (round 3)", "End of round 2: Ana, Bo and Cy level at 5 VP"]);
});
