import { actionLabel, viewLines } from "../src/boards/describe";

test("an action reads as its type and its fields", () => {
  expect(actionLabel({ type: "choose", phase: "trade" })).toBe("choose phase=trade");
  expect(actionLabel({ type: "build", at: { q: 1, r: -2 } })).toBe('build at={"q":1,"r":-2}');
  expect(actionLabel({ type: "pass" })).toBe("pass");
});

test("a view reads as indented key: value lines", () => {
  expect(viewLines({ turn: 2, hand: [1, 2], players: [{ vp: 3 }], empty: [], private: null })).toEqual([
    "turn: 2",
    "hand: [1, 2]",
    "players:",
    "  -",
    "    vp: 3",
    "empty: []",
    "private: null",
  ]);
});
