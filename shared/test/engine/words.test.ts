import { loadedWords, preloadWords } from "../../src";
import { base } from "../../src/games/base";
import { at, makeState, reject } from "../base/helpers";

/**
 * Lists of names as a person writes them in each reader's language (Words.list, Intl.ListFormat:
 * "Ana and Bo", not "Ana, Bo"; issue 39), the first log line in the reader's words, and the lines
 * that counted with a fixed plural.
 */
beforeAll(() => preloadWords(["de", "pl"]));

test.each([
  ["en", [], ""],
  ["en", ["Ana"], "Ana"],
  ["en", ["Ana", "Bo"], "Ana and Bo"],
  ["en", ["Ana", "Bo", "Cy"], "Ana, Bo and Cy"],
  ["en", ["Ana", "Bo", "Cy", "Di"], "Ana, Bo, Cy and Di"],
  ["de", ["Ana", "Bo", "Cy"], "Ana, Bo und Cy"],
  ["pl", ["Ana", "Bo", "Cy"], "Ana, Bo i Cy"],
] as const)("a %s reader lists %j as %j", (locale, items, expected) => {
  expect(loadedWords(locale).list([...items])).toBe(expected);
});

test("the first log line names the players as a list, in the reader's words", () => {
  const begins = (locale: "en" | "de", names: string[]) => loadedWords(locale).t("common.gameBegins", { names: loadedWords(locale).list(names) });
  expect(begins("en", ["Ana", "Bo"])).toBe("The game begins with Ana and Bo");
  expect(begins("en", ["Ana", "Bo", "Cy"])).toBe("The game begins with Ana, Bo and Cy");
  expect(begins("de", ["Ana", "Bo", "Cy"])).toBe("Das Spiel beginnt mit Ana, Bo und Cy");
});

test("Space Base says 1 credit, not 1 credits", () => {
  const d = (e: Parameters<typeof base.describeEvent>[0]) => base.describeEvent(e, ["Ana", "Bo"]);
  expect(d({ type: "repair", seat: 0, repairs: [{ x: 1, y: 1, points: 1 }], cost: 1 })).toBe("Ana repaired a site for 1 credit.");
  expect(d({ type: "repair", seat: 0, repairs: [{ x: 1, y: 1, points: 2 }], cost: 2 })).toBe("Ana repaired a site for 2 credits.");
  expect(d({ type: "gameOver", seat: 0, winners: [1], scores: [0, 1] })).toBe("Game over. Bo wins with 1 credit.");
  const s = makeState({ sites: [["outpost", 1, 1, 0, 3]], phase: "repair", credits: [0, 50] });
  expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 1 }] }).message).toBe("That repair costs 1 credit and you have 0.");
});
