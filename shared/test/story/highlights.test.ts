/** The highlights of record/highlights.ts on hand-made score series. */
import { biggestGain, closest, highlights, longestLead } from "../../src/record/highlights";

// Samples: the start (0), then the ends of rounds 1-5.
const rounds = [0, 1, 2, 3, 4, 5];
const score = [
  [0, 2, 5, 6, 6, 9], // Ana: +3 in round 2, +3 in round 5
  [0, 1, 2, 7, 8, 9], // Bo: +5 in round 3 (the biggest)
  [0, 0, 1, 1, 1, 2], // Cy
];

test("biggest single gain: the seat, the amount and the round it showed in", () => {
  expect(biggestGain(rounds, score)).toEqual({ seat: 1, amount: 5, round: 3 });
});

test("biggest single gain: the first when two are as big, none when nobody ever gains", () => {
  expect(biggestGain([0, 1, 2], [[0, 3, 6], [0, 0, 3]])).toEqual({ seat: 0, amount: 3, round: 1 });
  expect(biggestGain([0, 1, 2], [[5, 4, 4], [5, 5, 1]])).toBeNull();
});

test("longest streak: consecutive rounds alone in the lead; a tie breaks a streak", () => {
  // Ana leads rounds 1-2, Bo leads 3-4, round 5 is a tie.
  expect(longestLead(rounds, score)).toEqual({ seat: 0, rounds: 2, from: 1, to: 2 });
  expect(longestLead([0, 1, 2, 3, 4], [[0, 1, 1, 3, 4], [0, 0, 2, 1, 1]])).toEqual({ seat: 0, rounds: 2, from: 3, to: 4 });
  expect(longestLead([0, 1, 2], [[0, 1, 2], [0, 1, 2]])).toBeNull();
});

test("closest moment: the smallest gap after round 1, the latest when several are as close", () => {
  expect(closest(rounds, score)).toEqual({ round: 5, gap: 0, leaders: [0, 1], chasers: [], top: 9 });
  // Gaps after round 1: round 2 is 3, round 3 is 1, round 4 is 2; round 1's tie does not count.
  expect(closest([0, 1, 2, 3, 4], [[0, 1, 5, 6, 8], [0, 1, 2, 5, 6]])).toEqual({ round: 3, gap: 1, leaders: [0], chasers: [1], top: 6 });
  // A game of one round: its end is the only moment.
  expect(closest([0, 1], [[0, 4], [0, 1]])).toEqual({ round: 1, gap: 3, leaders: [0], chasers: [1], top: 4 });
});

test("highlights gathers the three", () => {
  expect(highlights(rounds, score)).toEqual({
    biggestGain: biggestGain(rounds, score), longestLead: longestLead(rounds, score), closest: closest(rounds, score),
  });
});
