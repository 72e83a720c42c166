import { refusalWords, type AnyGame, type GameEvent } from "@space/shared";

/** Replays a stored game's actions, keeping each move's events apart (the lines said between moves go between them). */
export function replayByMove(game: AnyGame, ctx: { players: number; seed: string }, actions: { seat: number; action: unknown }[]):
  { state: unknown; eventsByMove: GameEvent[][] } {
  let state = game.setup(ctx);
  const eventsByMove: GameEvent[][] = [];
  for (const { seat, action } of actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`replay: action rejected (${r.error.code}: ${refusalWords(r.error)})`);
    state = r.state;
    eventsByMove.push(r.events);
  }
  return { state, eventsByMove };
}
