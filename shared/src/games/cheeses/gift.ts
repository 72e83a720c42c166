/** S7 Gift boxes (§4.9): one Cheese and one Beef per box, sold through a Catalog Store. */
import { EVENT, GIFT_BOX_PRICE, HOLIDAY_GIFT_BOX_PRICE } from "./data";
import { blockedBySickness, hasFunctional } from "./colony";
import type { Table } from "./types";
import { refusal, type Refusal } from "./refusal";

export const maxBoxes = (t: Table, seat: number): number =>
  Math.min(t.inventory[seat].cheese, t.inventory[seat].beef);

export const boxPrice = (t: Table, seat: number): number =>
  t.eventRolls[seat] === EVENT.holiday ? HOLIDAY_GIFT_BOX_PRICE : GIFT_BOX_PRICE;

export const giftEligible = (t: Table, seat: number): boolean =>
  hasFunctional(t, seat, "spacePort") && hasFunctional(t, seat, "catalogStore")
  && maxBoxes(t, seat) >= 1 && !blockedBySickness(t, seat);

export function giftProblem(t: Table, seat: number, boxes: number): Refusal | null {
  if (boxes > maxBoxes(t, seat)) return refusal("cheeses.refusal.tooManyBoxes", { n: maxBoxes(t, seat) });
  return null;
}

/** Sells `boxes` gift boxes; returns the money earned. */
export function sellBoxes(t: Table, seat: number, boxes: number): number {
  const earned = boxes * boxPrice(t, seat);
  t.inventory[seat].cheese -= boxes;
  t.inventory[seat].beef -= boxes;
  t.money[seat] += earned;
  return earned;
}
