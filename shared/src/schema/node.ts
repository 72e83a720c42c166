import { Schema, MapSchema, defineTypes } from "@colyseus/schema";

/**
 * A game's view as schema: one map of entries (format in plain.ts). Each object, or array holding
 * an object, below the root is a branch with a short id of its own; each plain value, or list of
 * plain values, is one entry keyed by its branch's id and its own key, its JSON text. The root's
 * kind and length are fields of the node.
 * One map a view, not a tree of schema nodes: each schema structure carries a change tracker of
 * about 1.3 KiB, and a Zoo view was 17 of them (docs/results-log.md, "One map a view").
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
