/** States met in seeded games of random legal moves: the positions the bot tests ask every level about. */
import { randomFunction, type AnyGame } from "../../src/engine";
import type { BaseState } from "../../src/games/base";

export interface Met<S> {
  state: S;
  /** A seat that must act in `state`. */
  seat: number;
}

/** Every `every`-th decision of `games` random games with `players` seats (the first decision included). */
export function statesOf<S>(game: AnyGame, players: number, games: number, every: number): Met<S>[] {
  const out: Met<S>[] = [];
  for (let g = 0; g < games; g++) {
    const rng = randomFunction(`states:${game.id}:${players}:${g}`);
    let state = game.setup({ players, seed: `states:${g}` });
    for (let step = 0; !game.result(state); step++) {
      const seats = game.awaiting(state);
      const seat = seats[Math.floor(rng() * seats.length)];
      if (step % every === 0) out.push({ state: state as S, seat });
      const legal = game.legalActions(state, seat);
      const r = game.apply(state, seat, legal[Math.floor(rng() * legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  }
  return out;
}

/**
 * A Space Base state `seat` cannot tell from `state`: another seat's hand swapped with the top of the
 * deck, the deck reversed, a new generator. Null when no other seat holds cards it may swap.
 */
export function hiddenSwapped(state: BaseState, seat: number): BaseState | null {
  const other = state.hands.findIndex((h, p) => p !== seat && h.length > 0 && p !== state.stealTarget);
  if (other < 0) return null;
  const twin: BaseState = structuredClone(state);
  const n = twin.hands[other].length;
  [twin.hands[other], twin.deck] = [twin.deck.slice(0, n), [...twin.hands[other], ...twin.deck.slice(n)].reverse()];
  twin.rng = [1, 2, 3, 4];
  return twin;
}
