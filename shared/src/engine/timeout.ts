import type { ApplyResult } from "./game";
import { fail } from "./game";

/** The action a room's clock may send for an absent seat: the rules' timeout default is played. */
export interface TimeoutAction {
  type: "timeout";
  seat?: number;
}

function isTimeout(action: unknown): action is TimeoutAction {
  return typeof action === "object" && action !== null && (action as { type?: unknown }).type === "timeout";
}

/**
 * Wraps a game's `apply` so that `{ type: "timeout" }` plays `timeoutAction(state, seat)`,
 * the spec's default for that seat, and every other action goes through unchanged.
 */
export function acceptingTimeout<S, A>(
  apply: (state: S, seat: number, action: unknown) => ApplyResult<S, A>,
  awaiting: (state: S) => number[],
  timeoutAction: (state: S, seat: number) => unknown,
): (state: S, seat: number, action: unknown) => ApplyResult<S, A> {
  return (state, seat, action) => {
    if (!isTimeout(action)) return apply(state, seat, action);
    const keys = Object.keys(action).filter((k) => k !== "type" && k !== "seat");
    if (keys.length > 0) return fail("bad_action", `a timeout carries nothing but its seat (got ${keys.join(", ")})`);
    if (action.seat !== undefined && action.seat !== seat) return fail("not_your_turn", "a timeout can only be played for its own seat");
    if (!Number.isInteger(seat) || !awaiting(state).includes(seat)) return fail("not_your_turn", "the game is not waiting for that seat");
    return apply(state, seat, timeoutAction(state, seat));
  };
}
