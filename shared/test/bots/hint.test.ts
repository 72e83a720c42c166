/**
 * A hint is the hard bot's search asked for its ranking (docs/learning.md, "Hints"): the moves it
 * weighed, best first, each with its chance to win; from the asker's view only, so what the asker
 * cannot see does not change it.
 */
import { randomFunction, type AnyGame } from "../../src/engine";
import { zoo, type ZooState } from "../../src/games/zoo";
import { base, type BaseState } from "../../src/games/base";
import { cheeses } from "../../src/games/cheeses";
import { hiddenSwapped, statesOf } from "./states";

const json = (a: unknown) => JSON.stringify(a);

describe.each([
  ["Space Zoo", zoo as unknown as AnyGame, 5],
  ["Space Base", base as unknown as AnyGame, 9],
  ["Space Colony Cheeses", cheeses as unknown as AnyGame, 7],
])("%s", (_name, game, every) => {
  it("a hint ranks legal moves, best first, each with a chance to win between 0 and 1", () => {
    const met = statesOf<unknown>(game, 3, 1, every).filter(({ state, seat }) => game.legalActions(state, seat).length > 1).slice(0, 8);
    expect(met.length).toBeGreaterThan(3);
    for (const { state, seat } of met) {
      const view = game.view(state, seat);
      const ranked = game.bots!.hard.rank!(view, seat, randomFunction("hint"), { iterations: 2 });
      expect(ranked.length).toBeGreaterThan(1);
      const legal = new Set(game.legalActions(state, seat).map(json));
      for (const choice of ranked) {
        expect(legal.has(json(choice.action))).toBe(true);
        expect(choice.chance).toBeGreaterThanOrEqual(0);
        expect(choice.chance).toBeLessThanOrEqual(1);
        expect(choice.tries).toBe(2);
      }
      expect(ranked.map((c) => c.chance)).toEqual([...ranked.map((c) => c.chance)].sort((a, b) => b - a));
    }
  });
});

it("what the asker cannot see does not change the hint: Space Base, other hands and the deck swapped", () => {
  const met = statesOf<BaseState>(base as unknown as AnyGame, 3, 1, 11).filter(({ state, seat }) =>
    state.deck.length > 3 && state.hands.some((h, p) => p !== seat && h.length > 0) && base.legalActions(state, seat).length > 1);
  expect(met.length).toBeGreaterThan(3);
  for (const { state, seat } of met) {
    const twin = hiddenSwapped(state, seat);
    if (!twin) continue;
    const hint = (s: BaseState) => base.bots!.hard.rank!(base.view(s, seat), seat, randomFunction("fair"), { iterations: 2 });
    expect(hint(twin)).toEqual(hint(state));
  }
});

it("what the asker cannot see does not change the hint: Space Zoo, the others' secret choices and the piles", () => {
  const met = statesOf<ZooState>(zoo as unknown as AnyGame, 3, 2, 2).filter(({ state }) => state.stage.kind === "select");
  expect(met.length).toBeGreaterThan(3);
  for (const { state, seat } of met.slice(0, 6)) {
    const twin: ZooState = structuredClone(state);
    twin.pile.reverse();
    twin.planetDeck.reverse();
    if (twin.stage.kind === "select") {
      twin.stage.choices = twin.stage.choices.map((c, p) => (p === seat || c === null ? c : c === "mining" ? "funding" : "mining"));
    }
    const hint = (s: ZooState) => zoo.bots!.hard.rank!(zoo.view(s, seat), seat, randomFunction("fair"), { iterations: 2 });
    expect(hint(twin)).toEqual(hint(state));
  }
});

it("a hint whose time has already run out (a search process kept waiting) still weighs every candidate once", () => {
  const { state, seat } = statesOf<BaseState>(base as unknown as AnyGame, 2, 1, 5).find(({ state, seat }) => base.legalActions(state, seat).length > 2)!;
  const ranked = base.bots!.hard.rank!(base.view(state, seat), seat, randomFunction("late"), { budgetMs: 0 });
  expect(ranked.length).toBeGreaterThan(1);
  for (const choice of ranked) expect(choice.tries).toBe(1);
});
