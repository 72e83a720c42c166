import type { MapSchema } from "@colyseus/schema";
import type { AnyNode } from "./node";
import { Branch, Root, indexKey, isBranch, remove, sameLeaf, wake } from "./branch";
import { realign } from "./realign";
import { asleepText, branchText, leafKey } from "./plain";

const shadows = new WeakMap<AnyNode, Root>();

/** Whether `key` of `plain` holds something JSON would write (an array's holes are written as null). */
function holds(plain: object, key: string): boolean {
  if (Array.isArray(plain)) return Number(key) < plain.length;
  const value = (plain as Record<string, unknown>)[key];
  return Object.hasOwn(plain, key) && value !== undefined && typeof value !== "function";
}

/**
 * Updates `node` in place so that it stands for `plain` (an object or an array): changed leaves
 * are set, unchanged ones untouched, vanished keys deleted with everything below them, so a patch
 * carries only the change. Only `reconcile` may change a node (it keeps a shadow of what it wrote).
 */
export function reconcile<N extends AnyNode>(node: N, plain: object): N {
  let root = shadows.get(node);
  if (!root) {
    root = new Root("", "object");
    shadows.set(node, root);
    node.entries.clear();
  }
  const isArray = Array.isArray(plain);
  const kind = isArray ? "array" : "object";
  if (node.kind !== kind) node.kind = kind;
  const length = isArray ? plain.length : 0;
  if (node.length !== length) node.length = length;
  walk(node.entries, root, root, plain);
  return node;
}

/** Whether `value` is the same as `before` and cannot have changed since: a plain value, or a frozen object. */
function kept(value: unknown, before: unknown): boolean {
  return value === before && (typeof value !== "object" || value === null || Object.isFrozen(value));
}

/** Whether `plain` is the frozen list `source` with items added at its end. */
function grewFrom(source: readonly unknown[], plain: unknown[]): boolean {
  if (plain.length <= source.length) return false;
  for (let i = 0; i < source.length; i++) if (!kept(plain[i], source[i])) return false;
  return true;
}

function walk(entries: MapSchema<string>, root: Root, branch: Branch, plain: object): void {
  let count = 0;
  if (Array.isArray(plain)) {
    // The frozen list walked here last time, item by item as it was written, unless it is realigned
    // now; a list that only grew at its end (Space Base's sites, in the order placed) keeps its items.
    const source = Array.isArray(branch.source) ? branch.source : null;
    const grew = source !== null && grewFrom(source, plain);
    const before = source && source.length === plain.length ? source : null;
    if (plain.length !== branch.members.size && !grew) realign(entries, branch, plain);
    // Items kept from a list that grew were checked by `grewFrom`.
    for (let i = grew ? source.length : 0; i < plain.length; i++) {
      if (before && kept(plain[i], before[i])) continue;
      place(entries, root, branch, indexKey(i), plain[i] === undefined ? null : plain[i]);
    }
    count = plain.length;
  } else {
    const record = plain as Record<string, unknown>;
    // for...in, not Object.keys: no array of keys for every object of every view after every action.
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      const value = record[key];
      if (value === undefined || typeof value === "function") continue;
      count++;
      place(entries, root, branch, key, value);
    }
  }
  if (branch.members.size > count) {
    for (const [key, written] of [...branch.members]) {
      if (holds(plain, key)) continue;
      branch.members.delete(key);
      remove(entries, branch, key, written);
      const asleep = branch.asleep?.get(key);
      if (asleep) {
        branch.asleep!.delete(key);
        remove(entries, branch, key, asleep);
      }
    }
  }
}

/** Writes one member of `plain` under `branch`: a branch (its entry, then its members) or a leaf. */
function place(entries: MapSchema<string>, root: Root, branch: Branch, key: string, value: unknown): void {
  const written = branch.members.get(key);
  if (isBranch(value)) {
    const kind = Array.isArray(value) ? "array" : "object";
    if (written instanceof Branch) {
      if (written.kind !== kind) {
        written.kind = kind;
        entries.set(written.id, branchText(kind, branch.id, key));
      } else if (written.source === value) return;
      walk(entries, root, written, value);
      written.source = Object.isFrozen(value) ? value : undefined;
      return;
    }
    if (branch.members.has(key)) entries.delete(leafKey(branch.id, key));
    const made = wake(entries, branch, key, kind) ?? new Branch(root.nextId(), kind);
    entries.set(made.id, branchText(kind, branch.id, key));
    branch.members.set(key, made);
    walk(entries, root, made, value);
    made.source = Object.isFrozen(value) ? value : undefined;
    return;
  }
  if (written instanceof Branch) {
    entries.set(written.id, asleepText(branch.id, key));
    (branch.asleep ??= new Map()).set(key, written);
  }
  // A leaf is never undefined, so an absent key differs.
  else if (branch.members.has(key) && sameLeaf(written, value)) return;
  entries.set(leafKey(branch.id, key), JSON.stringify(value) ?? "null");
  branch.members.set(key, Array.isArray(value) ? value.slice() : value);
}
