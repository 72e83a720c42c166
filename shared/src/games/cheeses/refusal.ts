/** Why an action is refused, as a catalog key (`cheeses.refusal.*`) and its parameters: each reader words it (refusalWords). */
import type { Key } from "../../i18n/compiled/keys";
import type { Params } from "../../i18n/translator";

export interface Refusal {
  reason: Key;
  params?: Params;
}

export const refusal = (reason: Key, params?: Params): Refusal => (params ? { reason, params } : { reason });

/** The refusals that mean "not enough money" (code cannot_afford rather than illegal). */
export const UNAFFORDABLE: readonly Key[] = ["cheeses.refusal.cannotAfford", "cheeses.refusal.cannotAffordMove"];
