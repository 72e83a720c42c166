import type { AnyGame, GameEvent } from "@space/shared";
import type { Logger } from "../log";
import { replayByMove } from "./replay-by-move";
import { readWakeSnapshot } from "./wake-snapshot";

export interface WakeState {
  state: unknown;
  /** Each move's log entries. */
  linesByMove: string[][];
  /** Moves taken from the snapshot (0: replayed from the start). */
  fromSnapshot: number;
}

/**
 * A stored game's state and log at its last action: from its wake snapshot and the actions after
 * it when the snapshot matches, else (none, stale, unreadable, or refused by the engine) by replaying every action.
 */
export function wakeState(game: AnyGame, stored: { code: string; seed: string; seats: unknown[]; actions: { seat: number; action: unknown }[] },
  snapshotText: string | null, linesOf: (events: GameEvent[]) => string[], log: Logger): WakeState {
  const snapshot = readWakeSnapshot(snapshotText, stored.seed, stored.actions);
  if (snapshot) {
    try {
      const rest = replayByMove(game, snapshot.state, stored.actions.slice(snapshot.moves));
      return { state: rest.state, linesByMove: [...snapshot.lines, ...rest.eventsByMove.map(linesOf)], fromSnapshot: snapshot.moves };
    } catch (e) {
      log.warn({ err: e, code: stored.code }, "the wake snapshot did not take the later moves; replaying the game");
    }
  } else if (snapshotText) {
    log.info({ code: stored.code }, "the wake snapshot does not match the stored game; replaying it");
  }
  const all = replayByMove(game, game.setup({ players: stored.seats.length, seed: stored.seed }), stored.actions);
  return { state: all.state, linesByMove: all.eventsByMove.map(linesOf), fromSnapshot: 0 };
}
