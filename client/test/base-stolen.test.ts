import { stealNote, type StealStep } from "../src/boards/base/stolen";

/** Space Base: "Bo stole your Colony" shows from the theft to the end of the robbed player's next turn (issue 39). */
const ME = 0;
const BO = 1;
const colony = { by: BO, card: "colony" as const };
const step = (active: number, phase: string, stolen: StealStep["stolen"], stealTarget: number | null = null): StealStep =>
  ({ active, phase, stolen, stealTarget });

test("the note comes with the theft and goes at the end of my next turn", () => {
  const note = stealNote(ME);
  expect(note(step(BO, "control", null))).toBeNull();
  expect(note(step(BO, "steal", null, ME))).toBeNull();
  expect(note(step(BO, "draw", colony))).toEqual(colony);
  expect(note(step(BO, "build", colony))).toEqual(colony);
  expect(note(step(ME, "transfer", colony))).toEqual(colony);
  expect(note(step(ME, "build", colony))).toEqual(colony);
  // Bo's next turn: gone, and it stays gone rounds later (the engine keeps the theft for good).
  expect(note(step(BO, "transfer", colony))).toBeNull();
  expect(note(step(ME, "build", colony))).toBeNull();
  expect(note(step(BO, "build", colony))).toBeNull();
});

test("the same card stolen again shows again", () => {
  const note = stealNote(ME);
  note(step(BO, "draw", colony));
  note(step(ME, "build", colony));
  expect(note(step(BO, "control", colony))).toBeNull();
  expect(note(step(BO, "steal", colony, ME))).toBeNull();
  expect(note(step(BO, "draw", colony))).toEqual(colony);
});

test("a board opened later shows an old theft only during the thief's turn", () => {
  expect(stealNote(ME)(step(BO, "build", colony))).toEqual(colony);
  expect(stealNote(ME)(step(ME, "build", colony))).toBeNull();
  expect(stealNote(null)(step(BO, "build", colony))).toBeNull();
});
