import { Schema, MapSchema, defineTypes } from "@colyseus/schema";
import { branchText, leafKey } from "./plain";

/**
 * A game's view as schema: one map of entries (format in plain.ts). Each object or array below the
 * root that holds an object is a branch with a short id of its own; each plain value, or list of
 * plain values, is one entry keyed by its branch's id and its own key, its JSON text. The root's
 * kind and length are fields of the node.
 * One map a view, not a tree of schema nodes: each schema structure carries a change tracker of
 * about 1.3 KiB, and a Zoo view was 17 of them (docs/performance.md, "One map a view").
 */
export class Node extends Schema {
  /** "object" | "array" */
  kind = "object";
  /** Arrays: the number of items. */
  length = 0;
  entries = new MapSchema<string>();
}

/**
 * The same shape as `Node`, for a seat's private view (`SeatSlot.secret`).
 * A class of its own because @colyseus/schema marks filtering per (type, parent type, field):
 * if secrets were `Node`s, the public game's node would count as filtered too.
 */
export class SecretNode extends Schema {
  kind = "object";
  length = 0;
  entries = new MapSchema<string>();
}

defineTypes(Node, { kind: "string", length: "number", entries: { map: "string" } });
defineTypes(SecretNode, { kind: "string", length: "number", entries: { map: "string" } });

export type AnyNode = Node | SecretNode;

function isPlainValue(value: unknown): boolean {
  return typeof value !== "object" || value === null;
}

/** Whether `value` is a branch: an object, or an array holding one. A list of plain values is one entry. */
function isBranch(value: unknown): value is object {
  return typeof value === "object" && value !== null && !(Array.isArray(value) && value.every(isPlainValue));
}

/** Whether a leaf's new value is the one last written: plain values by identity, lists item by item. */
function sameLeaf(written: unknown, value: unknown): boolean {
  if (written === value) return true;
  if (!Array.isArray(written) || !Array.isArray(value) || written.length !== value.length) return false;
  // A loop, not `every` with a closure: this runs for every list of every view after every action.
  for (let i = 0; i < value.length; i++) if (value[i] !== written[i]) return false;
  return true;
}

/** Arrays' keys ("0", "1", ...) made once: `String(i)` for every item of every view was garbage each action. */
const INDEX_KEYS = Array.from({ length: 256 }, (_, i) => String(i));
const indexKey = (i: number): string => INDEX_KEYS[i] ?? String(i);

/**
 * What `reconcile` last wrote under a branch, by key: a leaf as its plain value, a branch as its
 * own `Branch`. Comparing with it costs a JavaScript read where the schema's map would cost a
 * lookup and a JSON text a leaf.
 */
class Branch {
  readonly members = new Map<string, unknown>();
  constructor(readonly id: string, public kind: "object" | "array") {}
}

/** The root's branch (id ""), and the count from which the view's next branch id is made. */
class Root extends Branch {
  made = 0;
  nextId(): string {
    return (++this.made).toString(36);
  }
}

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

function walk(entries: MapSchema<string>, root: Root, branch: Branch, plain: object): void {
  let count = 0;
  if (Array.isArray(plain)) {
    for (let i = 0; i < plain.length; i++, count++) place(entries, root, branch, indexKey(i), plain[i] === undefined ? null : plain[i]);
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
      }
      walk(entries, root, written, value);
      return;
    }
    if (branch.members.has(key)) entries.delete(leafKey(branch.id, key));
    const made = new Branch(root.nextId(), kind);
    entries.set(made.id, branchText(kind, branch.id, key));
    branch.members.set(key, made);
    walk(entries, root, made, value);
    return;
  }
  if (written instanceof Branch) remove(entries, branch, key, written);
  // A leaf is never undefined, so an absent key differs.
  else if (branch.members.has(key) && sameLeaf(written, value)) return;
  entries.set(leafKey(branch.id, key), JSON.stringify(value) ?? "null");
  branch.members.set(key, Array.isArray(value) ? value.slice() : value);
}

/** Deletes the entry `written` under `branch`'s `key`, and if it is a branch everything below it. */
function remove(entries: MapSchema<string>, branch: Branch, key: string, written: unknown): void {
  if (!(written instanceof Branch)) {
    entries.delete(leafKey(branch.id, key));
    return;
  }
  for (const [below, member] of written.members) remove(entries, written, below, member);
  written.members.clear();
  entries.delete(written.id);
}
