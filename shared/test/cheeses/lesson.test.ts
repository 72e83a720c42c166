/**
 * The guided first game of Space Colony Cheeses (src/games/cheeses/lesson.ts): what its guided round
 * shows the learner (seat 0), that its moves are the engine's own, and that the numbers its words give
 * are those of the table. The cross-game contract is test/engine/lesson.test.ts.
 */
import { cheeses, type CheesesAction, type CheesesState } from "../../src/games/cheeses";
import type { GameEvent } from "../../src/engine/game";
import { LEARNER, playLesson, scriptedMove, type PlayedLesson } from "../../src/engine/lesson";
import { lesson } from "../../src/games/cheeses/lesson";
import { playerPrices } from "../../src/games/cheeses/market";
import { dairyOutput, demand, supply } from "../../src/games/cheeses/colony";
import { own } from "../../src/games/cheeses/modules";

interface Move {
  seat: number;
  action: CheesesAction;
  parsed: CheesesAction;
  before: CheesesState;
  events: GameEvent[];
}

/** The guided round move by move, as playLesson plays it, with the state before each move. */
function replay(): Move[] {
  let state = cheeses.setup({ players: lesson.players, seed: lesson.seed });
  const played = new Array<number>(lesson.players).fill(0);
  const moves: Move[] = [];
  for (;;) {
    const next = cheeses.awaiting(state).map((seat) => ({ seat, action: scriptedMove(lesson, seat, played[seat]!) })).find((m) => m.action !== undefined);
    if (!next) return moves;
    const r = cheeses.apply(state, next.seat, next.action);
    if (!r.ok) throw new Error(`seat ${next.seat}'s move ${JSON.stringify(next.action)} is refused`);
    moves.push({ seat: next.seat, action: next.action!, parsed: r.action, before: state, events: r.events });
    state = r.state;
    played[next.seat]! += 1;
  }
}

const learnerMoves = () => replay().filter((m) => m.seat === LEARNER);
const mine = (events: GameEvent[], type: string) => events.filter((e) => e.type === type && e.seat === LEARNER);

describe("the guided round has the learner build a Start-Up module, decide energy, collect income, sell at the market and face a lawsuit threat", () => {
  let played: PlayedLesson<CheesesState>;
  beforeAll(() => {
    played = playLesson(cheeses, lesson);
  });

  test("the learner's first module is a Start-Up, built as the first step of turn 1", () => {
    const built = mine(played.events, "built");
    expect(built[0]).toMatchObject({ moduleType: "startUp", price: 40 });
    expect(played.stepEvents[0]).toContainEqual(built[0]);
    expect(learnerMoves()[0]!.before.turn).toBe(1);
  });

  test("the learner's modules use more energy than the Start-Up makes, and the learner chooses the module that goes energy-short", () => {
    const i = lesson.steps.findIndex((s) => s.action.type === "energy");
    expect(i).toBeGreaterThanOrEqual(0);
    const before = learnerMoves()[i]!.before;
    expect(before.step).toBe("energy");
    const colony = own(before, LEARNER);
    expect(demand(colony)).toBeGreaterThan(supply(colony));
    const short = mine(played.events, "energyShort");
    expect(short).toHaveLength(1);
    expect(short[0]!.modules).toEqual((lesson.steps[i]!.action as { short: number[] }).short);
  });

  test("the Start-Up's $5 income reaches the learner in each turn of the guided round", () => {
    expect(mine(played.events, "income").map((e) => e.amount)).toEqual([5, 5, 5]);
  });

  test("the learner sells Cheese made from Dairy Output at the market for money", () => {
    expect(mine(played.events, "dairy")).toContainEqual(expect.objectContaining({ allocation: { cheese: 7 } }));
    const sold = mine(played.events, "sold");
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({ quantities: { cheese: 7 }, earned: 21 });
  });

  test("the learner's working Law Office sues a player holding $50 or more, as the last step", () => {
    const last = learnerMoves().at(-1)!;
    expect(last.parsed).toEqual({ type: "sue", target: 1 });
    expect(last.before.money[1]).toBeGreaterThanOrEqual(50);
    expect(mine(played.stepEvents.at(-1)!, "lawsuit")).toEqual([expect.objectContaining({ target: 1 })]);
  });
});

test("every step's move is the engine's own parsed form, and so is every bot's written move", () => {
  const moves = replay();
  expect(moves.filter((m) => m.seat === LEARNER)).toHaveLength(lesson.steps.length);
  for (const m of moves) expect(JSON.stringify(m.parsed)).toBe(JSON.stringify(m.action));
});

test("the numbers the steps' words give are the table's in this seed", () => {
  const at = learnerMoves().map((m) => m.before);
  expect(at[0]!.money[LEARNER]).toBe(100);
  expect(at[3]!.money[LEARNER]).toBe(30); // step 4: $25 left and $5 income
  expect(at[4]!.money[LEARNER]).toBe(5); // step 5: the last $5
  expect(dairyOutput(at[5]!, LEARNER)).toBe(7); // step 6: the Barn on the Lush Pasture
  expect(playerPrices(at[6]!, LEARNER)!.cheese).toBe(3); // step 7, with the learner's Tofu-Burger Craze
  expect(at[6]!.eventRolls[LEARNER]).toBe(6);
  expect(at[7]!.money[LEARNER]).toBe(26); // step 8
  const colony = own(at[8]!, LEARNER); // step 9: the Barn is sick, 6 used, 5 made
  expect([demand(colony), supply(colony)]).toEqual([6, 5]);
  expect(colony.find((m) => m.id === 6)).toMatchObject({ type: "barn", sick: true });
  expect(at[9]!.money[1]).toBe(55); // step 10
});
