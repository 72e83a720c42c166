import { burstLine, type Burst } from "../src/table/announce-burst";
import { readIn } from "./support/read-in";

const NAMES = ["Ana", "Bo", "Cy"];
const nameOf = (seat: number) => NAMES[seat];
const list = (names: string[]) => names.join(" and ");
const line = (text: string, seat: number | null = 1) => ({ text, seat });

beforeAll(() => readIn("en"));

test("one line is said as the log words it", () => {
  const burst: Burst = { lines: [line("Bo built a Mining module at C4.")], skipped: 0, moves: 1 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("Bo built a Mining module at C4.");
});

test("the few lines of a single move are said together, in order", () => {
  const burst: Burst = { lines: [line("Bo drew a card."), line("Round 2 begins.", null)], skipped: 0, moves: 1 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("Bo drew a card. Round 2 begins.");
});

test("a bot's burst of moves becomes one summary line with the count of moves and the last line", () => {
  const burst: Burst = { lines: [line("Bo drew."), line("Bo built."), line("Bo repaired."), line("Bo ended.")], skipped: 0, moves: 4 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("Bo made 4 moves; last: Bo ended.");
});

test("moves by several players name them all", () => {
  const burst: Burst = { lines: [line("Bo submitted."), line("Cy submitted.", 2), line("All revealed.", null)], skipped: 0, moves: 2 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("Bo and Cy made 2 moves; last: All revealed.");
});

test("many lines of no known moves (back after an absence) are counted, the missed ones too", () => {
  const burst: Burst = { lines: [line("Bo built."), line("Cy built.", 2)], skipped: 30, moves: 0 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("32 new lines in the log; last: Cy built.");
});

test("a burst said in part already: a single move's lines go on with the new ones only; a summary counts the whole burst", () => {
  const oneMove: Burst = { lines: [line("Bo built."), line("Cy is away.", null)], skipped: 0, moves: 1 };
  expect(burstLine(oneMove, 1, 0, nameOf, list)).toBe("Cy is away.");
  const moves: Burst = { lines: [line("Bo drew."), line("Bo built."), line("Bo ended.")], skipped: 0, moves: 3 };
  expect(burstLine(moves, 1, 0, nameOf, list)).toBe("Bo made 3 moves; last: Bo ended.");
  expect(burstLine(moves, 3, 0, nameOf, list)).toBeNull();
});

test("a window with no line to say says nothing", () => {
  expect(burstLine({ lines: [], skipped: 3, moves: 2 }, 0, 0, nameOf, list)).toBeNull();
});

test("an event of the player's own seat in a burst (their income) does not make them one of the movers", () => {
  const burst: Burst = { lines: [line("Cy built.", 2), line("Cy ended.", 2), line("Ana collected 1 credit.", 0)], skipped: 0, moves: 2 };
  expect(burstLine(burst, 0, 0, nameOf, list)).toBe("Cy made 2 moves; last: Ana collected 1 credit.");
});

describe("in Polish", () => {
  beforeAll(() => readIn("pl"));
  afterAll(() => readIn("en"));

  test("the count of moves takes its plural form: 2 ruchy, 5 ruchów", () => {
    const lines = [line("a"), line("b")];
    expect(burstLine({ lines, skipped: 0, moves: 2 }, 0, 0, nameOf, list)).toBe("Bo: 2 ruchy; ostatni: b");
    expect(burstLine({ lines, skipped: 0, moves: 5 }, 0, 0, nameOf, list)).toBe("Bo: 5 ruchów; ostatni: b");
  });
});
