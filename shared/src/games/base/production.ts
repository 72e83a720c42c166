import type { GameEvent } from "../../engine/game";
import { income } from "./cache";
import type { BaseState } from "./types";

/** §3.4: the active player collects the income of their own functional installations. Mutates `s`. */
export function production(s: BaseState, seat: number, events: GameEvent[]): number {
  const amount = income(s.sites, seat);
  s.credits[seat] += amount;
  events.push({ type: "production", seat, amount, credits: s.credits[seat] });
  return amount;
}
