import { games, type AnyGame } from "../../src";
import { randomFunction } from "../../src/engine/random";
import { CARDS } from "../../src/games/base/data";
import { RESEARCH, planetCard } from "../../src/games/zoo/data";

/** The face-down piles a replay reveals: the state's own order, named, as long as the view's counts. */
function midGame(game: AnyGame, moves: number, seed: string): unknown {
  const rng = randomFunction(`hidden:${seed}`);
  let state = game.setup({ players: 3, seed });
  for (let i = 0; i < moves && game.awaiting(state).length; i++) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

test.each([0, 7, 40])("Space Zoo after %i moves: research pile and planet deck, top first", (moves) => {
  const state = midGame(games.zoo as AnyGame, moves, `zoo-${moves}`) as { pile: string[]; planetDeck: string[] };
  const view = games.zoo!.view(state as never, null) as unknown as { pileCount: number; planetDeckCount: number };
  const [pile, planets] = games.zoo!.hidden!(state as never);
  expect(pile.cards).toEqual(state.pile.map((k) => RESEARCH[k as keyof typeof RESEARCH].name));
  expect(pile.cards).toHaveLength(view.pileCount);
  expect(planets.cards).toEqual(state.planetDeck.map((id) => planetCard(id).name));
  expect(planets.cards).toHaveLength(view.planetDeckCount);
});

test.each([0, 30, 120])("Space Base after %i moves: the draw deck, top first", (moves) => {
  const state = midGame(games.base as AnyGame, moves, `base-${moves}`) as { deck: string[] };
  const view = games.base!.view(state as never, null) as unknown as { deckCount: number };
  const [deck] = games.base!.hidden!(state as never);
  expect(deck.cards).toEqual(state.deck.map((k) => CARDS[k as keyof typeof CARDS].name));
  expect(deck.cards).toHaveLength(view.deckCount);
  expect(new Set(deck.cards).size).toBeGreaterThan(1);
});
