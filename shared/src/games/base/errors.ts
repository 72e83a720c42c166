import type { GameError } from "../../engine/game";

export const illegal = (message: string): GameError => ({ code: "illegal", message });
export const cannotAfford = (message: string): GameError => ({ code: "cannot-afford", message });

/** Removes one copy of `kind` from the hand; false if there is none. */
export function takeFromHand(hand: string[], kind: string): boolean {
  const i = hand.indexOf(kind);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}
