import { randomFunction, type AnyGame } from "@space/shared";

/** One accepted action of a recorded game: the seat and the action as the engine parsed it. */
export interface Move {
  seat: number;
  action: unknown;
}

/**
 * A whole game of `players` seats played by the engine's bot from each seat's own view, seeded by
 * `seed`: every state from the set-up to the end, and the moves between them.
 */
export function playBotGame(game: AnyGame, players: number, seed: string): { states: unknown[]; moves: Move[] } {
  let state = game.setup({ players, seed });
  const rng = randomFunction(seed);
  const states = [state];
  const moves: Move[] = [];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(`the bot's move was refused: ${r.error.message}`);
    moves.push({ seat, action: r.action });
    state = r.state;
    states.push(state);
  }
  return { states, moves };
}
