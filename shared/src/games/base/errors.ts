import type { GameError } from "../../engine/game";
import type { Key } from "../../i18n/compiled/keys";
import type { Params } from "../../i18n/translator";

type Refusal = Key & `base.refusal.${string}`;

/** A move the rules forbid, as its catalog key (`base.refusal.<name>`) and parameters. */
export const illegal = (reason: Refusal, params?: Params): GameError => ({ code: "illegal", reason, params });
export const cannotAfford = (reason: Refusal, params?: Params): GameError => ({ code: "cannot_afford", reason, params });

/** Removes one copy of `kind` from the hand; false if there is none. */
export function takeFromHand(hand: string[], kind: string): boolean {
  const i = hand.indexOf(kind);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}
