/** S5 Dairy (§4.5): turning Dairy Output into products within free storage. */
import { PRODUCTS, type Product } from "./data";
import { capacity, dairyOutput } from "./colony";
import type { Quantities, Table } from "./types";
import { refusal, type Refusal } from "./refusal";

const freeSpace = (t: Table, seat: number, p: Product): number =>
  capacity(t, seat)[p] - t.inventory[seat][p];

/** A decision exists only with output and some free storage. */
export const hasDairyDecision = (t: Table, seat: number): boolean =>
  dairyOutput(t, seat) > 0 && PRODUCTS.some((p) => freeSpace(t, seat, p) > 0);

export function allocationProblem(t: Table, seat: number, allocation: Quantities): Refusal | null {
  const d = dairyOutput(t, seat);
  let total = 0;
  for (const p of PRODUCTS) {
    const n = allocation[p] ?? 0;
    total += n;
    if (n > 0 && capacity(t, seat)[p] === 0) return refusal("cheeses.refusal.noStorage", { product: p });
    if (n > 0 && n > freeSpace(t, seat, p)) return refusal("cheeses.refusal.storageFull", { product: p, free: freeSpace(t, seat, p), n });
  }
  if (total > d) return refusal("cheeses.refusal.overOutput", { total, output: d });
  return null;
}

/** Timeout default: fill products in canonical order up to free capacity until D is used up. */
export function defaultAllocation(t: Table, seat: number): Quantities {
  let left = dairyOutput(t, seat);
  const out: Quantities = {};
  for (const p of PRODUCTS) {
    const n = Math.min(left, freeSpace(t, seat, p));
    if (n > 0) { out[p] = n; left -= n; }
  }
  return out;
}

/** Representative choices: the default, all into one product, or nothing. */
export function allocationOptions(t: Table, seat: number): Quantities[] {
  const d = dairyOutput(t, seat);
  const out: Quantities[] = [defaultAllocation(t, seat), {}];
  for (const p of PRODUCTS) {
    const n = Math.min(d, freeSpace(t, seat, p));
    if (n > 0) out.push({ [p]: n });
  }
  return out;
}

export function addAllocation(t: Table, seat: number, allocation: Quantities): void {
  for (const p of PRODUCTS) t.inventory[seat][p] += allocation[p] ?? 0;
}
