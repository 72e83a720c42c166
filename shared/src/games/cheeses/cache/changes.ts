/**
 * Speeds up finding a seat's modules again: the engine changes the modules here, through the rule's
 * `addModule`, `removeModule` and `changeModules` (modules.ts), and the list each new list was made
 * from is recorded, one step back only (so old lists are not kept alive), so what is kept for a seat
 * whose modules did not change is taken over (own.ts).
 */
import * as rule from "../modules";
import type { Module, Table } from "../types";

type Modules = Pick<Table, "modules">;
type List = Table["modules"];

const madeFrom = new WeakMap<List, List>();

export const listBefore = (list: List): List | undefined => madeFrom.get(list);

function recorded(t: Modules, change: () => void): void {
  const before = t.modules;
  change();
  if (t.modules === before) return;
  madeFrom.delete(before);
  madeFrom.set(t.modules, before);
}

/** modules.ts `addModule`, recorded. */
export const addModule = (t: Modules, m: Module): void => recorded(t, () => rule.addModule(t, m));

/** modules.ts `removeModule`, recorded. */
export const removeModule = (t: Modules, id: number): void => recorded(t, () => rule.removeModule(t, id));

/** modules.ts `changeModules`, recorded. */
export const changeModules = (t: Modules, change: (m: Readonly<Module>) => Partial<Module> | null): void =>
  recorded(t, () => rule.changeModules(t, change));
