import { Schema, MapSchema, defineTypes } from "@colyseus/schema";

/**
 * The part of `MapSchema<child>` we use. Typed this way because @colyseus/schema's
 * helper types (ToJSON, AssignableProps) recurse without end on a `MapSchema` of the class itself.
 */
export interface NodeMap<N> {
  readonly size: number;
  get(key: string): N | undefined;
  set(key: string, value: N): unknown;
  has(key: string): boolean;
  delete(key: string): unknown;
  keys(): IterableIterator<string>;
  forEach(callback: (value: N, key: string) => void): void;
}

/**
 * One JSON object or array of a game's view, as schema. Primitives sit in `leaves`
 * as their JSON text; objects and arrays sit in `nodes`. Array keys are "0", "1", ...
 * One generic shape for every game: the client decodes it by reflection.
 * Each map is made with its first member: most nodes hold only leaves, and a schema map
 * with its change tracker is over a kilobyte of the server's memory.
 */
export class Node extends Schema {
  /** "object" | "array" */
  kind = "object";
  /** Arrays: the number of items. */
  length = 0;
  leaves?: MapSchema<string>;
  nodes?: NodeMap<Node>;
}

/**
 * The same shape as `Node`, for a seat's private view (`SeatSlot.secret`).
 * A class of its own because @colyseus/schema marks filtering per (type, parent type, field):
 * if the secret tree were made of `Node`s, every `Node` inside a `Node` would count as
 * filtered, and the public game tree below its first level would reach nobody.
 */
export class SecretNode extends Schema {
  kind = "object";
  length = 0;
  leaves?: MapSchema<string>;
  nodes?: NodeMap<SecretNode>;
}

// The types refer to themselves, which a decorator inside the class cannot do.
defineTypes(Node, { kind: "string", length: "number", leaves: { map: "string" }, nodes: { map: Node } });
defineTypes(SecretNode, { kind: "string", length: "number", leaves: { map: "string" }, nodes: { map: SecretNode } });

export type AnyNode = Node | SecretNode;

function isPlainValue(value: unknown): boolean {
  return typeof value !== "object" || value === null;
}

/**
 * Whether `value` gets a node of its own. An array of plain values travels as one leaf, its JSON text:
 * a node is three schema objects with their change trackers (about 1.5 KiB of the server's memory
 * each), and most of a view's arrays are short lists of ids or numbers (docs/performance.md).
 */
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
 * What `reconcile` last wrote into a node, by key: a leaf as its plain value, a branch as its child
 * node. Comparing with it costs a plain JavaScript read where the schema's own maps would cost a
 * lookup and a JSON text per leaf. One map a node: a leaf is never a schema node.
 */
type Shadow = Map<string, unknown>;

const shadows = new WeakMap<AnyNode, Shadow>();

const isNode = (value: unknown): value is AnyNode => value instanceof Node || value instanceof SecretNode;

function shadowOf(node: AnyNode): Shadow {
  let shadow = shadows.get(node);
  if (!shadow) {
    const made: Shadow = new Map();
    node.leaves?.forEach((text, key) => made.set(key, JSON.parse(text)));
    (node.nodes as NodeMap<AnyNode> | undefined)?.forEach((child, key) => made.set(key, child));
    shadows.set(node, made);
    shadow = made;
  }
  return shadow;
}

/** Whether `key` of `plain` holds something JSON would write (an array's holes are written as null). */
function holds(plain: object, key: string): boolean {
  if (Array.isArray(plain)) return Number(key) < plain.length;
  const value = (plain as Record<string, unknown>)[key];
  return Object.hasOwn(plain, key) && value !== undefined && typeof value !== "function";
}

/**
 * Updates `node` in place so that it stands for `plain` (an object or an array):
 * changed leaves are set, unchanged ones untouched, vanished keys deleted, and
 * children that stay objects/arrays keep their identity, so a patch carries only the change.
 * Only `reconcile` may change a node it has written (it keeps a shadow of what it wrote).
 */
export function reconcile<N extends AnyNode>(node: N, plain: object): N {
  const shadow = shadowOf(node);
  const isArray = Array.isArray(plain);
  const kind = isArray ? "array" : "object";
  if (node.kind !== kind) node.kind = kind;
  const length = isArray ? plain.length : 0;
  if (node.length !== length) node.length = length;

  let count = 0;
  if (isArray) {
    for (let i = 0; i < plain.length; i++, count++) place(node, shadow, indexKey(i), plain[i] === undefined ? null : plain[i]);
  } else {
    const record = plain as Record<string, unknown>;
    // for...in, not Object.keys: no array of keys for every object of every view after every action.
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      const value = record[key];
      if (value === undefined || typeof value === "function") continue;
      count++;
      place(node, shadow, key, value);
    }
  }
  if (shadow.size > count) {
    for (const [key, written] of [...shadow]) {
      if (holds(plain, key)) continue;
      shadow.delete(key);
      if (isNode(written)) node.nodes?.delete(key);
      else node.leaves?.delete(key);
    }
  }
  return node;
}

/** Writes one member of `plain` into `node`: a branch (an object, or an array holding one) or a leaf. */
function place<N extends AnyNode>(node: N, shadow: Shadow, key: string, value: unknown): void {
  const written = shadow.get(key);
  if (isBranch(value)) {
    if (isNode(written)) {
      reconcile(written, value);
      return;
    }
    if (shadow.has(key)) node.leaves?.delete(key);
    const made = reconcile(new (node.constructor as new () => N)(), value);
    branchesOf(node).set(key, made);
    shadow.set(key, made);
    return;
  }
  if (isNode(written)) node.nodes?.delete(key);
  // A leaf is never undefined, so an absent key differs.
  else if (shadow.has(key) && sameLeaf(written, value)) return;
  const text = JSON.stringify(value) ?? "null";
  if (node.leaves?.get(key) !== text) (node.leaves ??= new MapSchema<string>()).set(key, text);
  shadow.set(key, Array.isArray(value) ? value.slice() : value);
}

function branchesOf<N extends AnyNode>(node: N): NodeMap<N> {
  node.nodes ??= new MapSchema<N>() as unknown as NodeMap<N>;
  return node.nodes as NodeMap<N>;
}
