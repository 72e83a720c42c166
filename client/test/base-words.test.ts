import { playerStats, roundLine } from "../src/boards/base/words";

/** Space Base's counts in the players' lines and the notes: "1 card", not "1 cards" (issue 39). */
test("a player's line says 1 card and 1 credit", () => {
  expect(playerStats(1, 0, 1, false)).toBe("1 credit · +0 income · 1 card");
  expect(playerStats(51, 3, 8, false)).toBe("51 credits · +3 income · 8 cards");
  expect(playerStats(51, 3, 1, true)).toBe("51 cr +3 · 1 card");
  expect(playerStats(51, 3, 0, true)).toBe("51 cr +3 · 0 cards");
});

test("the notes say Deck 1 card", () => {
  expect(roundLine(7, 1, 12, true)).toBe("Round 7 · Deck 1 card · Discard 12 · FINAL ROUND");
  expect(roundLine(2, 30, 0, false)).toBe("Round 2 · Deck 30 cards · Discard 0");
});
