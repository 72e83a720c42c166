/**
 * Modules are never changed in place: a change makes a new list, frozen with every module in it.
 * A state so shares its modules with the states before it until one of them changes, and what is
 * made from a list (the view's spaces, view.ts) is kept for as long as the list lives.
 */
import type { Module, Table } from "./types";

type Modules = Pick<Table, "modules">;
type List = Table["modules"];

const frozen = (m: Readonly<Module>) => Object.freeze(m);

/**
 * The list each new list was made from, one step back only (so old lists are not kept alive):
 * what is kept for a seat whose modules did not change can be taken over (colony.ts `own`).
 */
const madeFrom = new WeakMap<List, List>();

export const listBefore = (list: List): List | undefined => madeFrom.get(list);

function replace(t: Modules, next: Readonly<Module>[]): void {
  madeFrom.delete(t.modules);
  madeFrom.set(Object.freeze(next), t.modules);
  t.modules = next;
}

export function addModule(t: Modules, m: Module): void {
  replace(t, [...t.modules.map(frozen), Object.freeze(m)]);
}

export function removeModule(t: Modules, id: number): void {
  replace(t, t.modules.filter((m) => m.id !== id).map(frozen));
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
  if (changed) replace(t, next);
}
