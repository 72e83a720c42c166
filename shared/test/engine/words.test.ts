import { count, gameBegins, list } from "../../src";
import { base } from "../../src/games/base";
import { at, makeState, reject } from "../base/helpers";

/**
 * The small word helpers every page and the server share (from the package's index): "1 card", not
 * "1 cards"; "Ana and Bo", not "Ana, Bo" (issue 39). And the lines that counted with a fixed plural.
 */
describe("count: a number with its noun, singular for 1", () => {
  test.each([
    [0, "card", undefined, "0 cards"],
    [1, "card", undefined, "1 card"],
    [2, "card", undefined, "2 cards"],
    [1, "credit", undefined, "1 credit"],
    [1, "gift box", "gift boxes", "1 gift box"],
    [3, "gift box", "gift boxes", "3 gift boxes"],
    [5, "ore", "ore", "5 ore"],
  ])("count(%i, %s)", (n, one, many, expected) => {
    expect(count(n, one, many)).toBe(expected);
  });
});

describe("list: names joined as a person writes them", () => {
  test.each([
    [[], ""],
    [["Ana"], "Ana"],
    [["Ana", "Bo"], "Ana and Bo"],
    [["Ana", "Bo", "Cy"], "Ana, Bo and Cy"],
    [["Ana", "Bo", "Cy", "Di"], "Ana, Bo, Cy and Di"],
  ])("list(%j)", (items, expected) => {
    expect(list(items)).toBe(expected);
  });
});

test("the first log line names the players as a list", () => {
  expect(gameBegins(["Ana", "Bo"])).toBe("The game begins with Ana and Bo");
  expect(gameBegins(["Ana", "Bo", "Cy"])).toBe("The game begins with Ana, Bo and Cy");
});

test("Space Base says 1 credit, not 1 credits", () => {
  const d = (e: Parameters<typeof base.describeEvent>[0]) => base.describeEvent(e, ["Ana", "Bo"]);
  expect(d({ type: "repair", seat: 0, repairs: [{ x: 1, y: 1, points: 1 }], cost: 1 })).toBe("Ana repaired a site for 1 credit.");
  expect(d({ type: "repair", seat: 0, repairs: [{ x: 1, y: 1, points: 2 }], cost: 2 })).toBe("Ana repaired a site for 2 credits.");
  expect(d({ type: "gameOver", seat: 0, winners: [1], scores: [0, 1] })).toBe("Game over. Bo wins with 1 credit.");
  const s = makeState({ sites: [["outpost", 1, 1, 0, 3]], phase: "repair", credits: [0, 50] });
  expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 1 }] }).message).toBe("That repair costs 1 credit and you have 0.");
});
