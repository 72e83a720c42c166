/**
 * The modules a state holds. They are never changed in place: a change makes a new list, frozen with
 * every module in it, so a state shares its modules with the states before it until one of them
 * changes (docs/architecture.md). The engine changes them through cache/, which records how.
 */
import type { Module, Table } from "./types";

type Modules = Pick<Table, "modules">;

/** A player's colony: its modules, in the order they were built. */
export const own = (t: Modules, seat: number): Table["modules"] => t.modules.filter((m) => m.owner === seat);

// A state made by hand may hold modules that are not frozen.
const frozen = (m: Readonly<Module>) => Object.freeze(m);

export function addModule(t: Modules, m: Module): void {
  t.modules = Object.freeze([...t.modules.map(frozen), Object.freeze(m)]);
}

export function removeModule(t: Modules, id: number): void {
  t.modules = Object.freeze(t.modules.filter((m) => m.id !== id).map(frozen));
}

/** Gives each module what `change` returns for it (null: nothing); the list stays the same if nothing changes. */
export function changeModules(t: Modules, change: (m: Readonly<Module>) => Partial<Module> | null): void {
  let changed = false;
  const next = t.modules.map((m) => {
    const c = change(m);
    if (!c || (Object.keys(c) as (keyof Module)[]).every((k) => m[k] === c[k])) return frozen(m);
    changed = true;
    return Object.freeze({ ...m, ...c });
  });
  if (changed) t.modules = Object.freeze(next);
}
