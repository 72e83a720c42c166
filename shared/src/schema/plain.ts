/**
 * Plain JSON back out of a schema `Node`, and the log's lines in order. Decorator-free on purpose:
 * the client calls it on reflection-decoded objects, which are not instances of our classes.
 */
export { logTail } from "./log-ring";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What `toPlain` needs from a map: `MapSchema` (typed or reflection-decoded) or a `Map`. */
export interface MapLike<T> {
  forEach(callback: (value: T, key: string) => void): void;
}

/** The shape of a schema `Node`, as the client sees it after decoding. */
export interface NodeLike {
  kind: string;
  length: number;
  leaves?: MapLike<string>;
  nodes?: MapLike<NodeLike>;
}

/** The plain object or array a node stands for; an absent node (not visible to this client) gives `undefined`. */
export function toPlain(node: NodeLike | undefined | null): Json | undefined {
  if (!node) return undefined;
  if (node.kind === "array") {
    const out: Json[] = new Array(node.length ?? 0).fill(null);
    node.leaves?.forEach((text, key) => { out[Number(key)] = JSON.parse(text); });
    node.nodes?.forEach((child, key) => { out[Number(key)] = toPlain(child) ?? null; });
    return out;
  }
  const out: { [key: string]: Json } = {};
  node.leaves?.forEach((text, key) => { out[key] = JSON.parse(text); });
  node.nodes?.forEach((child, key) => { out[key] = toPlain(child) ?? null; });
  return out;
}
