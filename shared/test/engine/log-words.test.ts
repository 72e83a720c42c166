import { games, mergeRuns, type AnyGame } from "../../src";
import { refusalWords } from "../../src/engine/game";
import { randomFunction } from "../../src/engine/random";
import { describeEvent as describeBase } from "../../src/games/base/describe";
import { describeEvent as describeCheeses } from "../../src/games/cheeses/describe";
import { describeEvent as describeZoo } from "../../src/games/zoo/describe";
import { mergeEvents as mergeZoo } from "../../src/games/zoo/merge";

/** The log reads like a person wrote it: whole games of each game, and the cases that read badly before. */
const NAMES = ["Ana", "Bo", "Cy", "Di"];

/** Every log line of a whole bot game, as the room writes them (runs merged, then described). */
function logOf(game: AnyGame, players: number, seed: string): string[] {
  const rng = randomFunction(`words:${seed}`);
  let state = game.setup({ players, seed });
  const lines: string[] = [];
  while (game.awaiting(state).length) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(refusalWords(r.error));
    lines.push(...mergeRuns(game, r.events).map((e) => game.describeEvent(e, NAMES.slice(0, players))));
    state = r.state;
  }
  return lines;
}

describe.each(["zoo", "base", "cheeses"] as const)("%s: whole games", (id) => {
  // Played in beforeAll: the words a log line needs are loaded only then (test/support/words.ts).
  let lines: string[] = [];
  beforeAll(() => {
    lines = [2, 3, 4].flatMap((n) => [0, 1].flatMap((k) => logOf(games[id] as AnyGame, n, `${id}-${n}-${k}`)));
  });

  test("no 'a' before a vowel, no '(s)', no raw event names, no die face 0", () => {
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((l) => /\ba [AEIOU]/.test(l))).toEqual([]);
    expect(lines.filter((l) => /\((s|es)\)/.test(l))).toEqual([]);
    expect(lines.filter((l) => /^\w+: [a-z]+[A-Z]\w*\.$|^[a-z]+[A-Z]\w*$/.test(l))).toEqual([]);
    expect(lines.filter((l) => /dice show 0 |dice show \d+ and 0,/.test(l))).toEqual([]);
    expect(lines.filter((l) => !/[.!]$/.test(l))).toEqual([]);
  });

  test("no line is repeated word for word right after itself", () => {
    expect(lines.filter((l, i) => i > 0 && l === lines[i - 1] && /took /.test(l))).toEqual([]);
  });
});

test("Space Zoo: a Mining run is one line with each participant's total, in the order they took", () => {
  const run = [2, 0, 2, 0, 2].map((seat, i) => ({ type: "mined", seat, box: 4 - i }));
  const merged = mergeRuns({ mergeEvents: mergeZoo }, [{ type: "phase", phase: 7, selected: true, order: [2, 0] }, ...run, { type: "drill", seat: 0 }]);
  expect(merged.map((e) => describeZoo(e, NAMES))).toEqual([
    "Mining phase: Cy and Ana take part.",
    "Cy took 3 ore and Ana took 2 ore from the Mining box.",
    "Ana took 1 extra ore (Deep Core Drill).",
  ]);
  expect(describeZoo({ type: "mined", seat: 1, box: 0 }, NAMES)).toBe("Bo took 1 ore from the Mining box.");
});

test("Space Zoo: forced Funding picks of one seat join; chosen ones stay one per line", () => {
  const forced = [1, 1, 1].map(() => ({ type: "tookCoin", seat: 1, forced: true, box: 0 }));
  expect(mergeRuns({ mergeEvents: mergeZoo }, forced).map((e) => describeZoo(e, NAMES))).toEqual(["Bo took 3 € from the Funding box (only coins were left)."]);
  const chosen = [{ type: "tookCoin", seat: 1, forced: false, box: 1 }, { type: "tookCoin", seat: 1, forced: false, box: 0 }];
  expect(mergeRuns({ mergeEvents: mergeZoo }, chosen).map((e) => describeZoo(e, NAMES)))
    .toEqual(["Bo took 1 € from the Funding box (1 € left).", "Bo took 1 € from the Funding box (0 € left)."]);
  expect(describeZoo({ type: "placed", seat: 0, planets: ["P01"] }, NAMES)).toBe("Ana placed a camp on Verdantia.");
});

test("Space Base: the dice read 10 for face 0, as the space they hit; articles before vowels", () => {
  expect(describeBase({ type: "meteor", faces: [0, 6], x: 10, y: 6, outcome: "empty" }, NAMES))
    .toBe("A meteor falls: the dice show 10 and 6, hitting (10,6), an empty space. No effect.");
  expect(describeBase({ type: "meteor", faces: [3, 0], x: 3, y: 10, outcome: "resource", card: "ice" }, NAMES))
    .toBe("A meteor falls: the dice show 3 and 10, hitting (3,10), an Ice + Organics resource. No effect.");
  expect(describeBase({ type: "build", seat: 1, card: "extractor", x: 2, y: 2 }, NAMES)).toBe("Bo built an Extractor at (2,2).");
});

test("Space Colony Cheeses: counts in words", () => {
  expect(describeCheeses({ type: "energyShort", seat: 0, modules: [1] }, NAMES)).toBe("Ana is short of energy: 1 module stopped.");
  expect(describeCheeses({ type: "energyShort", seat: 0, modules: [1, 2] }, NAMES)).toBe("Ana is short of energy: 2 modules stopped.");
  expect(describeCheeses({ type: "giftBoxes", seat: 2, boxes: 1, earned: 4 }, NAMES)).toBe("Cy sold 1 gift box for $4.");
});
