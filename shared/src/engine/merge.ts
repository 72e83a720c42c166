import type { AnyGame, GameEvent } from "./game";

/**
 * The events of one change with runs joined where the game says two events read as one line
 * (`mergeEvents`, e.g. Zoo's Mining: seven "took 1 ore" become "Ana took 4 ore and Bo took 3 ore").
 * The log (server journal, replay) describes these; the engine's own events stay one per item.
 */
export function mergeRuns(game: Pick<AnyGame, "mergeEvents">, events: GameEvent[]): GameEvent[] {
  if (!game.mergeEvents) return events;
  const out: GameEvent[] = [];
  for (const event of events) {
    const joined = out.length ? game.mergeEvents(out[out.length - 1], event) : null;
    if (joined) out[out.length - 1] = joined;
    else out.push(event);
  }
  return out;
}
