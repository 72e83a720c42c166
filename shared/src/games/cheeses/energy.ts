/** S4 Energy (§4.4): supply, demand, the minimal shortage set and the capacity clamp. */
import { PRODUCTS, spec } from "./data";
import { capacity, demand, isConsumer, supply } from "./colony";
import type { Module, Table } from "./types";
import { refusal, type Refusal } from "./refusal";
import { changeModules, own } from "./cache";

export const inDeficit = (t: Table, seat: number): boolean => {
  const colony = own(t, seat);
  return demand(colony) > supply(colony);
};

/** Why `short` is not a valid shortage set for `seat`, or null (conditions (a) and (b)). */
export function shortageProblem(t: Table, seat: number, short: number[]): Refusal | null {
  const colony = own(t, seat);
  if (new Set(short).size !== short.length) return refusal("cheeses.refusal.namedTwice");
  const chosen: Readonly<Module>[] = [];
  for (const id of short) {
    const m = colony.find((o) => o.id === id);
    if (!m) return refusal("cheeses.refusal.notYourShortage");
    if (!isConsumer(m.type)) return refusal("cheeses.refusal.usesNoEnergy", { x: m.x, y: m.y });
    chosen.push(m);
  }
  const left = demand(colony) - demand(chosen);
  const have = supply(colony);
  if (left > have) return refusal("cheeses.refusal.stillShort", { need: left, have });
  const extra = chosen.find((m) => left + spec(m.type).need <= have);
  if (extra) return refusal("cheeses.refusal.couldStayPowered", { x: extra.x, y: extra.y });
  return null;
}

/**
 * Timeout default: switch off from the most recently built consumer backwards until there is
 * enough energy, then switch back on, oldest first, whatever still fits.
 */
export function greedyShortage(t: Table, seat: number, newestFirst: readonly Readonly<Module>[] = []): number[] {
  const colony = own(t, seat);
  const have = supply(colony);
  const consumers = colony.filter((m) => isConsumer(m.type)).sort((a, b) => b.id - a.id);
  const order = [...newestFirst, ...consumers.filter((m) => !newestFirst.includes(m))];
  let left = demand(colony);
  const chosen: Readonly<Module>[] = [];
  for (const m of order) {
    if (left <= have) break;
    chosen.push(m);
    left -= spec(m.type).need;
  }
  for (const m of chosen.filter((o) => !newestFirst.includes(o)).sort((a, b) => a.id - b.id)) {
    if (left + spec(m.type).need <= have) {
      chosen.splice(chosen.indexOf(m), 1);
      left += spec(m.type).need;
    }
  }
  return chosen.map((m) => m.id).sort((a, b) => a - b);
}

/** A representative set of valid shortage sets: the default, and one starting with each consumer. */
export function shortageOptions(t: Table, seat: number): number[][] {
  const options = new Map<string, number[]>();
  const add = (ids: number[]) => { if (!shortageProblem(t, seat, ids)) options.set(ids.join(","), ids); };
  add(greedyShortage(t, seat));
  for (const m of own(t, seat)) if (isConsumer(m.type)) add(greedyShortage(t, seat, [m]));
  return [...options.values()];
}

/** Sets every flag of `seat` from scratch, then clamps inventory to the new capacity (cheeses-D32). */
export function setShortage(t: Table, seat: number, short: number[]): void {
  changeModules(t, (m) => (m.owner === seat ? { energyShort: short.includes(m.id) } : null));
  const cap = capacity(t, seat);
  for (const p of PRODUCTS) t.inventory[seat][p] = Math.min(t.inventory[seat][p], cap[p]);
}
