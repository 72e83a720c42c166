import type { GameStoryReport } from "@space/shared";
import { highlightSentences } from "../src/story/highlights";
import { readIn } from "./support/read-in";

function story(over: Partial<GameStoryReport>): GameStoryReport {
  return {
    gameId: "cheeses", names: ["Ana", "Bo", "Cy"], roundLabel: "Turn", rounds: [0, 1, 2, 3],
    measures: [{ id: "vp", label: "Victory points", unit: "VP" }],
    series: {}, breakdown: { categories: [], perSeat: [], totals: [] },
    highlights: { biggestGain: null, longestLead: { seat: 0, rounds: 7, from: 5, to: 11 }, closest: null },
    result: { winners: [0], scores: [1, 2, 3] },
    ...over,
  };
}
const streak = (s: GameStoryReport) => highlightSentences(s).find((h) => h.id === "streak")?.text;

it("in Polish a streak counts its turns with their plural, and Space Zoo's turns as rounds", async () => {
  await readIn("pl");
  expect(streak(story({}))).toBe("Ana: samodzielne prowadzenie przez 7 tur (tury 5–11)");
  expect(streak(story({ gameId: "zoo" }))).toBe("Ana: samodzielne prowadzenie przez 7 rund (rundy 5–11)");
  expect(streak(story({ highlights: { biggestGain: null, longestLead: { seat: 1, rounds: 3, from: 2, to: 4 }, closest: null } })))
    .toBe("Bo: samodzielne prowadzenie przez 3 tury (tury 2–4)");
});

it("in French the words agree with manche and tour", async () => {
  await readIn("fr");
  expect(streak(story({ roundLabel: "Round", gameId: "base" }))).toBe("Ana en tête sans partage pendant 7 manches (manches 5 à 11)");
  expect(streak(story({}))).toBe("Ana en tête sans partage pendant 7 tours (tours 5 à 11)");
});
