/**
 * Plain JSON back out of a schema `Node`, and the log's lines in order. Decorator-free on purpose:
 * the client calls it on reflection-decoded objects, which are not instances of our classes.
 *
 * A node's `entries`, as `reconcile` (reconcile.ts) writes them:
 * - a branch (an object, or an array holding an object, below the root) is keyed by its id (a
 *   base-36 number, never reused in the node) and its text is its kind, its parent's id ("" for the
 *   root) and its key, joined by "/": `#o/<parent>/<key>` or `#a/<parent>/<key>`. An array's
 *   length is not written: each of its items has an entry (a hole is written as null), so a branch's
 *   text does not change when its array grows or shrinks (an empty array is a plain list, "[]");
 * - a branch put aside (its member is now a plain value, keyed as below; the branch may come back)
 *   has `#z/<parent>/<key>` as its text: it and everything below it are not part of the view;
 * - any other member (a plain value, or a list of plain values) is keyed `<parent>/<key>` and its
 *   text is its JSON text, which never starts with "#".
 * Ids hold no "/", so a key is cut at its first "/" and may itself hold any character.
 */
export { logTail } from "./log-ring";

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const OBJECT = "#o";
const ARRAY = "#a";
const ASLEEP = "#z";

/** The entry key of the member `key` of the branch `parent`. */
export function leafKey(parent: string, key: string): string {
  return `${parent}/${key}`;
}

/** The entry text of a branch. */
export function branchText(kind: "object" | "array", parent: string, key: string): string {
  return `${kind === "array" ? ARRAY : OBJECT}/${parent}/${key}`;
}

/** The entry text of a branch put aside. */
export function asleepText(parent: string, key: string): string {
  return `${ASLEEP}/${parent}/${key}`;
}

/** What `toPlain` needs from a map: `MapSchema` (typed or reflection-decoded) or a `Map`. */
export interface MapLike<T> {
  forEach(callback: (value: T, key: string) => void): void;
  get(key: string): T | undefined;
}

/** The shape of a schema `Node`, as the client sees it after decoding. */
export interface NodeLike {
  kind: string;
  length: number;
  entries?: MapLike<string>;
}

type Container = Json[] | { [key: string]: Json };

/**
 * `toPlain` runs for every state a page receives, over every entry of the view (a Cheeses map holds
 * about 3,000), and the same keys and texts come back each time, so what it made of each is kept:
 * a key's two parts, and a text's value unless it is a list or an object (whoever reads the result
 * may change those). At most MEMO_SIZE of each; a full memo is emptied (npm run bench -- plain).
 */
export const MEMO_SIZE = 8192;
const parsedTexts = new Map<string, Json>();
/** An entry key cut into its branch's id and its own key; null for a branch's own entry. */
const cutKeys = new Map<string, [string, string] | null>();

function remember<T>(memo: Map<string, T>, key: string, value: T): T {
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}

function parseText(text: string): Json {
  const first = text.charCodeAt(0);
  // "[" or "{": a new list or object each time.
  if (first === 91 || first === 123) return JSON.parse(text) as Json;
  const known = parsedTexts.get(text);
  return known !== undefined ? known : remember(parsedTexts, text, JSON.parse(text) as Json);
}

function cutKey(key: string): [string, string] | null {
  const known = cutKeys.get(key);
  if (known !== undefined) return known;
  const cut = key.indexOf("/");
  return remember(cutKeys, key, cut < 0 ? null : [key.slice(0, cut), key.slice(cut + 1)]);
}

function put(parent: Container, key: string, value: Json): void {
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else parent[key] = value;
}

/** The plain object or array a node stands for; an absent node (not visible to this client) gives `undefined`. */
export function toPlain(node: NodeLike | undefined | null): Json | undefined {
  if (!node) return undefined;
  const root: Container = node.kind === "array" ? new Array<Json>(node.length ?? 0).fill(null) : {};
  const entries = node.entries;
  if (!entries) return root;
  const made = new Map<string, Container>([["", root]]);
  // A branch is made from its own entry when first needed: the map's order need not put it first.
  const branch = (id: string): Container => {
    const known = made.get(id);
    if (known) return known;
    const text = entries.get(id) ?? OBJECT;
    const first = text.indexOf("/");
    const second = text.indexOf("/", first + 1);
    const container: Container = text.startsWith(ARRAY) ? [] : {};
    made.set(id, container);
    if (second > 0 && !text.startsWith(ASLEEP)) put(branch(text.slice(first + 1, second)), text.slice(second + 1), container);
    return container;
  };
  entries.forEach((text, key) => {
    const cut = cutKey(key);
    if (cut === null) branch(key);
    else put(branch(cut[0]), cut[1], parseText(text));
  });
  return root;
}
