/**
 * The shadow `reconcile` keeps of what it wrote into a node's entries (format in plain.ts): one
 * `Branch` for each object or array, holding its members' last values, and what deletes and wakes them.
 */
import type { MapSchema } from "@colyseus/schema";
import { leafKey } from "./plain";

function isPlainValue(value: unknown): boolean {
  return typeof value !== "object" || value === null;
}

/** Whether `value` is a branch: an object, or an array holding one. A list of plain values is one entry. */
export function isBranch(value: unknown): value is object {
  return typeof value === "object" && value !== null && !(Array.isArray(value) && value.every(isPlainValue));
}

/** Whether a leaf's new value is the one last written: plain values by identity, lists item by item. */
export function sameLeaf(written: unknown, value: unknown): boolean {
  if (written === value) return true;
  if (!Array.isArray(written) || !Array.isArray(value) || written.length !== value.length) return false;
  // A loop, not `every` with a closure: this runs for every list of every view after every action.
  for (let i = 0; i < value.length; i++) if (value[i] !== written[i]) return false;
  return true;
}

/** Arrays' keys ("0", "1", ...) made once: `String(i)` for every item of every view was garbage each action. */
const INDEX_KEYS = Array.from({ length: 256 }, (_, i) => String(i));
export const indexKey = (i: number): string => INDEX_KEYS[i] ?? String(i);

/**
 * What `reconcile` last wrote under a branch, by key: a leaf as its plain value, a branch as its
 * own `Branch`. Comparing with it costs a JavaScript read where the schema's map would cost a
 * lookup and a JSON text a leaf.
 */
export class Branch {
  readonly members = new Map<string, unknown>();
  /**
   * Branches put aside: a member that was an object or array and is now a plain value (often null)
   * keeps its branch, with its entries, until it is one again; then only what changed is written.
   */
  asleep?: Map<string, Branch>;
  /**
   * The value last walked into this branch when it was frozen. A view hands over a frozen object
   * only when all of it is frozen and kept from an earlier view (Space Base's board, Space Colony
   * Cheeses' modules and map), so the same object again means nothing below it changed.
   */
  source?: object;
  constructor(readonly id: string, public kind: "object" | "array") {}
}

/** The root's branch (id ""), and the count from which the view's next branch id is made. */
export class Root extends Branch {
  made = 0;
  nextId(): string {
    return (++this.made).toString(36);
  }
}

/** Deletes the entry `written` under `branch`'s `key`, and if it is a branch everything below it. */
export function remove(entries: MapSchema<string>, branch: Branch, key: string, written: unknown): void {
  if (!(written instanceof Branch)) {
    entries.delete(leafKey(branch.id, key));
    return;
  }
  for (const [below, member] of written.members) remove(entries, written, below, member);
  written.asleep?.forEach((asleep, below) => remove(entries, written, below, asleep));
  written.members.clear();
  written.asleep = undefined;
  written.source = undefined;
  entries.delete(written.id);
}

/** The branch put aside under `key`, taken back if it is of `kind`; one of another kind is deleted. */
export function wake(entries: MapSchema<string>, branch: Branch, key: string, kind: "object" | "array"): Branch | undefined {
  const asleep = branch.asleep?.get(key);
  if (!asleep) return undefined;
  branch.asleep!.delete(key);
  if (asleep.kind === kind) return asleep;
  remove(entries, branch, key, asleep);
  return undefined;
}
