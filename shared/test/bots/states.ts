/** States met in seeded games of random legal moves: the positions the bot tests ask every level about. */
import { randomFunction, type AnyGame } from "../../src/engine";

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
