import { refusalWords, type AnyGame, type GameEvent } from "@space/shared";

/** Replays actions from `state`, keeping each move's events apart (the lines said between moves go between them). */
export function replayByMove(game: AnyGame, state: unknown, actions: readonly { seat: number; action: unknown }[]):
  { state: unknown; eventsByMove: GameEvent[][] } {
  const eventsByMove: GameEvent[][] = [];
  for (const { seat, action } of actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`replay: action rejected (${r.error.code}: ${refusalWords(r.error)})`);
    state = r.state;
    eventsByMove.push(r.events);
  }
  return { state, eventsByMove };
}
