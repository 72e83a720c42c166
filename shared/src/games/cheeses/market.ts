/** S8 Market (§4.10): shared price rolls, each player's event changes, and sales. */
import type { Rng } from "../../engine/random";
import {
  KEEPING_PRODUCTS, LEATHER_PRICE_CAP, MANURE_PRICE, PRODUCTS, RANDOM_EVENTS, type Product,
} from "./data";
import { blockedBySickness, hasFunctional } from "./colony";
import type { Quantities, Table } from "./types";
import { refusal, type Refusal } from "./refusal";

/** One d6 per product except Manure; Leather above 3 loses 3. */
export function rollBasePrices(rng: Rng): Record<Product, number> {
  const out = {} as Record<Product, number>;
  for (const p of PRODUCTS) {
    if (p === "manure") { out[p] = MANURE_PRICE; continue; }
    const roll = rng.die(6);
    out[p] = p === "leather" && roll > LEATHER_PRICE_CAP ? roll - LEATHER_PRICE_CAP : roll;
  }
  return out;
}

/** This seat's prices: the shared base plus its own event's changes, never below 0. */
export function playerPrices(t: Table, seat: number): Record<Product, number> | null {
  if (!t.basePrices) return null;
  const roll = t.eventRolls[seat];
  const changes = roll === null ? {} : RANDOM_EVENTS[roll]?.prices ?? {};
  const out = {} as Record<Product, number>;
  for (const p of PRODUCTS) out[p] = Math.max(0, t.basePrices[p] + (changes[p] ?? 0));
  return out;
}

/** With 4 diseases only Leather and Manure may be sold. */
const maySell = (t: Table, seat: number, p: Product): boolean =>
  !blockedBySickness(t, seat) || KEEPING_PRODUCTS.includes(p);

export function hasMarketDecision(t: Table, seat: number): boolean {
  if (!hasFunctional(t, seat, "spacePort")) return false;
  const blocked = blockedBySickness(t, seat);
  return PRODUCTS.some((p) => (!blocked || KEEPING_PRODUCTS.includes(p)) && t.inventory[seat][p] > 0);
}

export function saleProblem(t: Table, seat: number, quantities: Quantities): Refusal | null {
  for (const p of PRODUCTS) {
    const n = quantities[p] ?? 0;
    if (n === 0) continue;
    if (!maySell(t, seat, p)) return refusal("cheeses.refusal.sickSale", { product: p });
    if (n > t.inventory[seat][p]) return refusal("cheeses.refusal.notEnough", { n: t.inventory[seat][p], product: p });
  }
  return null;
}

/** Timeout default: every unit of Milk-Beef priced at least $1; Leather and Manure are kept. */
export function defaultSale(t: Table, seat: number): Quantities {
  const prices = playerPrices(t, seat);
  const out: Quantities = {};
  for (const p of PRODUCTS) {
    if (KEEPING_PRODUCTS.includes(p) || !maySell(t, seat, p)) continue;
    if (prices && prices[p] >= 1 && t.inventory[seat][p] > 0) out[p] = t.inventory[seat][p];
  }
  return out;
}

/** Representative choices: the default, everything allowed, nothing, or all of one product. */
export function saleOptions(t: Table, seat: number): Quantities[] {
  const all: Quantities = {};
  const singles: Quantities[] = [];
  for (const p of PRODUCTS) {
    if (maySell(t, seat, p) && t.inventory[seat][p] > 0) {
      all[p] = t.inventory[seat][p];
      singles.push({ [p]: t.inventory[seat][p] });
    }
  }
  return [defaultSale(t, seat), all, {}, ...singles];
}

/** Sells; returns the money earned. */
export function sell(t: Table, seat: number, quantities: Quantities): number {
  const prices = playerPrices(t, seat)!;
  let earned = 0;
  for (const p of PRODUCTS) {
    const n = quantities[p] ?? 0;
    t.inventory[seat][p] -= n;
    earned += n * prices[p];
  }
  t.money[seat] += earned;
  return earned;
}
