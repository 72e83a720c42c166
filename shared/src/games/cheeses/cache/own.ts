/**
 * Speeds up a seat's modules (modules.ts `own`): kept for a frozen list of modules (every list the
 * engine makes, modules.ts). A seat none of whose modules changed since the list before (changes.ts)
 * keeps that list's array, and with it what was kept for it (figures.ts).
 */
import * as rule from "../modules";
import type { Table } from "../types";
import { listBefore } from "./changes";

type List = Table["modules"];

const owned = new WeakMap<List, List[]>();

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function own(t: Table, seat: number): List {
  if (!Object.isFrozen(t.modules)) return rule.own(t, seat);
  let bySeat = owned.get(t.modules);
  if (!bySeat) owned.set(t.modules, (bySeat = []));
  const known = bySeat[seat];
  if (known) return known;
  const mine = rule.own(t, seat);
  const prior = listBefore(t.modules);
  const before = prior && owned.get(prior)?.[seat];
  return (bySeat[seat] = before && sameItems(before, mine) ? before : Object.freeze(mine));
}
