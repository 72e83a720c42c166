/**
 * The hard bot's guesses of the hidden parts: a determinized state shows the seat exactly its view,
 * and it is made from the view alone (states that differ only in what the seat cannot see give the same guess).
 */
import { randomFunction, type AnyGame } from "../../src/engine";
import { zoo, determinize as zooDeterminize, type ZooState } from "../../src/games/zoo";
import { base, determinize as baseDeterminize, type BaseState } from "../../src/games/base";
import { cheeses, determinizeWith, type CheesesState } from "../../src/games/cheeses";
import { bots as zooBots } from "../../src/games/zoo/bots";
import { hiddenSwapped, statesOf } from "./states";

const cheesesDeterminize = determinizeWith(cheeses.bot);

describe("determinize gives a state the seat cannot tell from the real one", () => {
  it.each([2, 3, 4])("Space Zoo, %i players", (players) => {
    for (const { state, seat } of statesOf<ZooState>(zoo as unknown as AnyGame, players, 3, 1)) {
      const view = zoo.view(state, seat);
      const guess = zooDeterminize(view, seat, randomFunction("z"));
      expect(zoo.view(guess, seat)).toEqual(view);
      expect(zoo.awaiting(guess)).toEqual(zoo.awaiting(state));
      expect(guess.pile.slice().sort()).toEqual(state.pile.slice().sort());
      expect(guess.planetDeck.slice().sort()).toEqual(state.planetDeck.slice().sort());
    }
  });

  it.each([2, 3, 4])("Space Base, %i players", (players) => {
    for (const { state, seat } of statesOf<BaseState>(base as unknown as AnyGame, players, 2, 7)) {
      const view = base.view(state, seat);
      const guess = baseDeterminize(view, seat, randomFunction("b"));
      expect(base.view(guess, seat)).toEqual(view);
      // The cards out of sight are the same cards, only dealt differently.
      const unseen = (s: BaseState) => [...s.deck, ...s.hands.flatMap((h, p) => (p === seat ? [] : h))].sort();
      expect(unseen(guess)).toEqual(unseen(state));
    }
  });

  it.each([2, 3, 4])("Space Colony Cheeses, %i players", (players) => {
    for (const { state, seat } of statesOf<CheesesState>(cheeses as unknown as AnyGame, players, 2, 3)) {
      const view = cheeses.view(state, seat);
      const guess = cheesesDeterminize(view, seat, randomFunction("c"));
      expect(cheeses.view(guess, seat)).toEqual(view);
      expect(guess.pending.map((p) => p !== null)).toEqual(state.pending.map((p) => p !== null));
    }
  });
});

describe("determinize reads nothing hidden", () => {
  it("Space Base: other hands and the deck order do not change the guess or the hard bot's choice", () => {
    const met = statesOf<BaseState>(base as unknown as AnyGame, 3, 1, 11).filter(({ state, seat }) =>
      state.deck.length > 3 && state.hands.some((h, p) => p !== seat && h.length > 0));
    expect(met.length).toBeGreaterThan(5);
    for (const { state, seat } of met) {
      const twin = hiddenSwapped(state, seat);
      if (!twin) continue;
      expect(base.view(twin, seat)).toEqual(base.view(state, seat));
      expect(baseDeterminize(base.view(twin, seat), seat, randomFunction("d"))).toEqual(baseDeterminize(base.view(state, seat), seat, randomFunction("d")));
    }
  });

  it("Space Zoo: the piles' order and the others' secret choices do not change the hard bot's choice", () => {
    const met = statesOf<ZooState>(zoo as unknown as AnyGame, 3, 2, 2).filter(({ state }) => state.stage.kind === "select");
    expect(met.length).toBeGreaterThan(5);
    for (const { state, seat } of met) {
      const twin: ZooState = structuredClone(state);
      twin.pile.reverse();
      twin.planetDeck.reverse();
      twin.rng = [5, 6, 7, 8];
      if (twin.stage.kind === "select") {
        twin.stage.choices = twin.stage.choices.map((c, p) => (p === seat || c === null ? c : c === "mining" ? "funding" : "mining"));
      }
      const choose = (s: ZooState) => zooBots.hard.choose(zoo.view(s, seat), seat, randomFunction("h"), { iterations: 2 });
      expect(choose(twin)).toEqual(choose(state));
    }
  });

  it("a guess is a draw, not a copy: over a few draws another seat's hand differs from the real one", () => {
    const met = statesOf<BaseState>(base as unknown as AnyGame, 2, 3, 5).filter(({ state, seat }) =>
      state.deck.length > 10 && state.hands[1 - seat].length > 0 && state.phase !== "steal");
    expect(met.length).toBeGreaterThan(3);
    for (const { state, seat } of met) {
      const real = state.hands[1 - seat].slice().sort().join();
      const draws = Array.from({ length: 8 }, (_, i) =>
        baseDeterminize(base.view(state, seat), seat, randomFunction(`draw${i}`)).hands[1 - seat].slice().sort().join());
      expect(draws.some((d) => d !== real)).toBe(true);
    }
  });
});
