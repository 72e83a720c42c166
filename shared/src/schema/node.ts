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
 */
export class Node extends Schema {
  /** "object" | "array" */
  kind = "object";
  /** Arrays: the number of items. */
  length = 0;
  leaves = new MapSchema<string>();
  nodes: NodeMap<Node> = new MapSchema<Node>();
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
  leaves = new MapSchema<string>();
  nodes: NodeMap<SecretNode> = new MapSchema<SecretNode>();
}

// The types refer to themselves, which a decorator inside the class cannot do.
defineTypes(Node, { kind: "string", length: "number", leaves: { map: "string" }, nodes: { map: Node } });
defineTypes(SecretNode, { kind: "string", length: "number", leaves: { map: "string" }, nodes: { map: SecretNode } });

export type AnyNode = Node | SecretNode;

function isBranch(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** The entries of an object or array as JSON would write them (undefined and functions skipped, array holes as null). */
function entriesOf(value: object): [string, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v === undefined ? null : v]);
  return Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== "function");
}

/**
 * Updates `node` in place so that it stands for `plain` (an object or an array):
 * changed leaves are set, unchanged ones untouched, vanished keys deleted, and
 * children that stay objects/arrays keep their identity, so a patch carries only the change.
 */
export function reconcile<N extends AnyNode>(node: N, plain: object): N {
  const nodes = node.nodes as NodeMap<N>;
  const kind = Array.isArray(plain) ? "array" : "object";
  if (node.kind !== kind) node.kind = kind;
  const length = Array.isArray(plain) ? plain.length : 0;
  if (node.length !== length) node.length = length;

  const seen = new Set<string>();
  for (const [key, value] of entriesOf(plain)) {
    seen.add(key);
    if (isBranch(value)) {
      if (node.leaves.has(key)) node.leaves.delete(key);
      const child = nodes.get(key);
      if (child) reconcile(child, value);
      else nodes.set(key, reconcile(new (node.constructor as new () => N)(), value));
    } else {
      if (nodes.has(key)) nodes.delete(key);
      const text = JSON.stringify(value) ?? "null";
      if (node.leaves.get(key) !== text) node.leaves.set(key, text);
    }
  }
  for (const key of [...node.leaves.keys()]) if (!seen.has(key)) node.leaves.delete(key);
  for (const key of [...nodes.keys()]) if (!seen.has(key)) nodes.delete(key);
  return node;
}
