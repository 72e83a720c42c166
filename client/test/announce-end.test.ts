import { endWords } from "../src/table/announce-end";
import { readIn } from "./support/read-in";

const NAMES = ["Ana", "Bo", "Cy"];
const nameOf = (seat: number) => NAMES[seat];

beforeAll(() => readIn("en"));

test("the end says who won as the winner panel heads it, the player's own win to them", () => {
  expect(endWords([1], 0, nameOf)).toBe("Game over. Bo wins!");
  expect(endWords([0], 0, nameOf)).toBe("Game over. You win, Ana!");
  expect(endWords([0, 2], 0, nameOf)).toBe("Game over. You share the win: Ana and Cy!");
  expect(endWords([1, 2], null, nameOf)).toBe("Game over. Bo and Cy win!");
});

test("a game that ended with no winner says only that it ended", () => {
  expect(endWords([], 0, nameOf)).toBe("The game has ended");
});

describe("in German", () => {
  beforeAll(() => readIn("de"));
  afterAll(() => readIn("en"));

  test("the end reads in the reader's language", () => {
    expect(endWords([1], 0, nameOf)).toBe("Spiel vorbei. Bo gewinnt!");
  });
});
