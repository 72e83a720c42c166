import type { GameEvent } from "../../../engine/game";
import type { SequentialStage, ZooState } from "../types";

/**
 * Moves a sequential phase past participants who have nothing to decide (they pass automatically).
 * Returns true when the current participant must decide, false when every participant is done.
 */
export function skipToDecider(s: ZooState, ev: GameEvent[], canAct: (seat: number) => boolean): boolean {
  const st = s.stage as SequentialStage;
  while (st.at < st.order.length) {
    const seat = st.order[st.at];
    if (canAct(seat)) return true;
    ev.push({ type: "cannotAct", seat, phase: st.kind });
    nextParticipant(s);
  }
  return false;
}

export function nextParticipant(s: ZooState): void {
  const st = s.stage as SequentialStage;
  st.at += 1;
  if (st.kind === "expand") st.revealed = false;
}
