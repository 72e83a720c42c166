import { games, type AnyGame, type GameFile } from "@space/shared";
import { storyOf } from "../src/replay/story";
import type { Timeline } from "../src/replay/timeline";
import { readIn } from "./support/read-in";

/** A timeline of no actions yet: only the replay log's first line. */
function beginning(names: string[]): Timeline {
  return {
    game: games.zoo as AnyGame,
    file: { seats: names.map((name) => ({ name })) } as unknown as GameFile,
    length: 0,
    steps: [],
    refused: null,
    stateAt: () => null,
  };
}

beforeAll(() => readIn("en"));

test("the replay's first line names the players as a person would (issue 39)", () => {
  expect(storyOf(beginning(["Ana", "Bo"]))[0]).toEqual([{ text: "The game begins with Ana and Bo", quiet: false }]);
  expect(storyOf(beginning(["Ana", "Bo", "Cy"]))[0][0].text).toBe("The game begins with Ana, Bo and Cy");
});

test("the replay reads in the reader's language: a German reader's first line is German", async () => {
  await readIn("de");
  try {
    expect(storyOf(beginning(["Ana", "Bo", "Cy"]))[0][0].text).toBe("Das Spiel beginnt mit Ana, Bo und Cy");
  } finally {
    await readIn("en");
  }
});
