import { randomFunction, type AnyGame, type GameResult } from "@space/shared";
import type { GameStore, RecordedAction } from "../../src/store";

/** A whole game of random legal moves, from its seed: the actions and the result. */
export function playedGame(game: AnyGame, players: number, seed: string): { actions: RecordedAction[]; result: GameResult } {
  const rng = randomFunction(seed);
  let state = game.setup({ players, seed });
  const actions: RecordedAction[] = [];
  while (game.awaiting(state).length) {
    const seat = game.awaiting(state)[0];
    const legal = game.legalActions(state, seat);
    const r = game.apply(state, seat, legal[Math.floor(rng() * legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ seat, action: r.action });
    state = r.state;
  }
  return { actions, result: game.result(state)! };
}

/**
 * Stores a played game under `code` action by action, as a room stores it, with a record's
 * fairness options; `kept` says whether its end keeps the result, as now, or not, as servers did before.
 */
export async function storeFinished(store: GameStore, code: string, game: AnyGame, seed: string,
  played: { actions: RecordedAction[]; result: GameResult }, kept: boolean): Promise<void> {
  await store.createGame({ code, gameId: game.id, seed, createdAt: 1,
    options: { seats: 2, fairness: { salt: "salt", fixedSeed: false } },
    seats: [{ name: "Ana", kind: "human" }, { name: "Bot 1", kind: "bot" }] });
  for (const [i, entry] of played.actions.entries()) await store.appendAction(code, i, entry);
  await store.finishGame(code, kept ? played.result : undefined);
}
