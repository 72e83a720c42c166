/**
 * Speeds up a seat's figures in the view (colony.ts `colonyFigures`): kept, frozen, for the seat's
 * kept modules (own.ts), so a seat whose modules did not change keeps its figures without finding them again.
 */
import * as rule from "../colony";
import type { Table } from "../types";
import { own } from "./own";

const kept = new WeakMap<Table["modules"], rule.ColonyFigures>();

export function colonyFigures(t: Table, seat: number): rule.ColonyFigures {
  const colony = own(t, seat);
  const known = kept.get(colony);
  if (known) return known;
  const found = rule.colonyFigures(t, seat);
  const made = { ...found, capacity: Object.freeze(found.capacity) };
  if (Object.isFrozen(colony)) kept.set(colony, made);
  return made;
}
