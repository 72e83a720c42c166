/** S9 Income and lawsuits (§4.11). */
import type { GameEvent } from "../../engine/game";
import type { Rng } from "../../engine/random";
import {
  EVENT, GRANT_INCOME, LAB_INCOME, START_UP_INCOME, SUE_DISMISSED_ROLL, SUE_LOSS, SUE_MIN_TARGET_MONEY, SUE_WIN_MULTIPLIER,
} from "./data";
import { functional, hasFunctional } from "./colony";
import { own } from "./cache";
import type { Table } from "./types";
import { refusal, type Refusal } from "./refusal";

export function incomeFor(t: Table, seat: number): number {
  const colony = own(t, seat);
  const labs = colony.filter((m) => (m.type === "cheeseLab" || m.type === "sausageLab") && functional(m)).length;
  const startUp = colony.some((m) => m.type === "startUp") ? START_UP_INCOME : 0;
  const grant = t.eventRolls[seat] === EVENT.grant ? GRANT_INCOME * labs : 0;
  return startUp + LAB_INCOME * labs + grant;
}

export function incomeStep(t: Table, events: GameEvent[]): void {
  for (const seat of t.order) {
    const amount = incomeFor(t, seat);
    t.money[seat] += amount;
    events.push({ type: "income", seat, amount });
  }
}

export const suableTargets = (t: Table, seat: number): number[] =>
  t.order.filter((o) => o !== seat && t.money[o] >= SUE_MIN_TARGET_MONEY);

export const hasLawDecision = (t: Table, seat: number): boolean =>
  hasFunctional(t, seat, "lawOffice") && suableTargets(t, seat).length > 0;

export function suitProblem(t: Table, seat: number, target: number): Refusal | null {
  if (!hasFunctional(t, seat, "lawOffice")) return refusal("cheeses.refusal.needLawOffice");
  if (target === seat || target < 0 || target >= t.players) return refusal("cheeses.refusal.sueAnother");
  if (t.money[target] < SUE_MIN_TARGET_MONEY) return refusal("cheeses.refusal.targetTooPoor", { min: SUE_MIN_TARGET_MONEY });
  return null;
}

/** Rolls a d6 for the suit: 1-4 the target pays 10 x roll, 5 dismissed, 6 the suer pays 25 (or all it has). */
export function fileSuit(t: Table, seat: number, target: number, rng: Rng, events: GameEvent[]): void {
  const roll = rng.die(6);
  let paid = 0;
  let payer = target;
  if (roll < SUE_DISMISSED_ROLL) {
    paid = Math.min(t.money[target], SUE_WIN_MULTIPLIER * roll);
    t.money[target] -= paid;
    t.money[seat] += paid;
  } else if (roll > SUE_DISMISSED_ROLL) {
    payer = seat;
    paid = Math.min(t.money[seat], SUE_LOSS);
    t.money[seat] -= paid;
    t.money[target] += paid;
  }
  events.push({ type: "lawsuit", seat, target, roll, payer: roll === SUE_DISMISSED_ROLL ? null : payer, amount: paid });
}
