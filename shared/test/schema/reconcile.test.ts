import { Encoder, Reflection, type Schema } from "@colyseus/schema";
import fc from "fast-check";
import { Node, reconcile, toPlain, RoomState, reconcile as sync } from "../../src/schema";

const sample = {
  round: 3,
  phase: "market",
  over: false,
  winner: null,
  code: "007",
  flag: "true",
  empty: "",
  neg: -2.5,
  list: [1, "2", null, true, { a: [] }, [[3]]],
  nested: { deeper: { deepest: { x: 1, y: [null, false] } }, none: {} },
  players: [
    { name: "Ana", coins: 5, hand: null },
    { name: "Bo", coins: 0, hand: ["c1", "c2"] },
  ],
};

/** An encoder plus a reflection decoder, as a client would have it; the node is the room state's `game`. */
function wire(root: Schema) {
  const encoder = new Encoder(root);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  return {
    encoder,
    decoded: () => (decoder.state as unknown as RoomState).game,
    /** Encodes and applies the pending changes; returns the patch size in bytes. */
    patch(): number {
      const bytes = encoder.encode();
      const size = bytes.length;
      decoder.decode(bytes);
      encoder.discardChanges();
      return size;
    },
  };
}

/**
 * The entry key of the member at `path` (keys from the root), found as a client would: a member is
 * keyed "<its branch's id>/<key>", a branch by its id with "<kind>/<parent's id>/<key>" as its text.
 */
function keyAt(node: Node, ...path: string[]): string | undefined {
  let parent = "";
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const branch = [...node.entries.entries()].find(([id, text]) => !id.includes("/") && text.replace(/^#[oa]\d*\//, "") === `${parent}/${key}`);
    if (i === path.length - 1) return branch ? branch[0] : node.entries.has(`${parent}/${key}`) ? `${parent}/${key}` : undefined;
    if (!branch) return undefined;
    parent = branch[0];
  }
  return undefined;
}

describe("reconcile / toPlain", () => {
  it("round-trips nested objects, arrays, nulls, booleans and number-like strings", () => {
    const node = reconcile(new Node(), sample);
    expect(toPlain(node)).toEqual(sample);
    expect(toPlain(reconcile(new Node(), [1, [2, { b: null }], "3"]))).toEqual([1, [2, { b: null }], "3"]);
    expect(toPlain(reconcile(new Node(), {}))).toEqual({});
    expect(toPlain(reconcile(new Node(), []))).toEqual([]);
  });

  it("keeps number-like strings as strings and numbers as numbers", () => {
    const plain = toPlain(reconcile(new Node(), { s: "42", n: 42, b: "false" })) as Record<string, unknown>;
    expect(typeof plain.s).toBe("string");
    expect(typeof plain.n).toBe("number");
    expect(plain.b).toBe("false");
  });

  it("drops undefined object members and turns undefined array items into null, like JSON", () => {
    expect(toPlain(reconcile(new Node(), { a: undefined, b: 1 }))).toEqual({ b: 1 });
    expect(toPlain(reconcile(new Node(), [undefined, 1]))).toEqual([null, 1]);
  });

  it("round-trips through the wire with reflection decoding", () => {
    const state = new RoomState();
    const node = reconcile(state.game, sample);
    const w = wire(state);
    expect(toPlain(w.decoded())).toEqual(sample);
    const next = structuredClone(sample) as any;
    next.players[1].hand.push("c3");
    next.nested.deeper = [1, 2];
    delete next.list;
    next.phase = { kind: "auction" };
    reconcile(node, next);
    w.patch();
    expect(toPlain(w.decoded())).toEqual(next);
  });

  it("updates in place: an unchanged entry is not written again, a vanished branch goes with everything below it", () => {
    const node = reconcile(new Node(), sample);
    const written: string[] = [];
    const set = node.entries.set.bind(node.entries);
    node.entries.set = (key: string, value: string) => { written.push(key); return set(key, value); };
    const nested = keyAt(node, "nested")!;
    const next = structuredClone(sample) as any;
    next.players[0].coins = 9;
    delete next.nested;
    next.round = 4;
    reconcile(node, next);
    expect(written.sort()).toEqual([keyAt(node, "players", "0", "coins"), keyAt(node, "round")].sort());
    expect(node.entries.get(keyAt(node, "players", "0", "coins")!)).toBe("9");
    expect(node.entries.has(nested)).toBe(false);
    expect([...node.entries.values()].filter((text) => text.includes("deep"))).toEqual([]);
    expect(toPlain(node)).toEqual(next);
  });

  it("handles kind switches: leaf to branch, branch to leaf, object to array", () => {
    const node = reconcile(new Node(), { a: 1, b: { x: 1 }, c: { y: 2 } });
    reconcile(node, { a: { z: 1 }, b: "now a leaf", c: [5, { k: 6 }] });
    expect(toPlain(node)).toEqual({ a: { z: 1 }, b: "now a leaf", c: [5, { k: 6 }] });
    expect(node.entries.get(keyAt(node, "c")!)).toBe("#a//c");
    expect(node.entries.get(keyAt(node, "a")!)).toBe("#o//a");
    expect(node.entries.get("/b")).toBe('"now a leaf"');
    expect(node.entries.has("/a")).toBe(false);
    // b's branch is put aside (its text "#z/..."), with its member, in case b is an object again.
    expect([...node.entries.values()].filter((text) => text.startsWith("#z/"))).toEqual(["#z//b"]);
    expect(node.entries.size).toBe(9);
    reconcile(node, [1]);
    expect(toPlain(node)).toEqual([1]);
    expect([...node.entries.keys()]).toEqual(["/0"]);
  });

  it("an array of plain values is one leaf, its JSON text, and becomes a branch once it holds an object", () => {
    const node = reconcile(new Node(), { ids: [3, "x", null, true], empty: [] });
    expect(node.entries.get("/ids")).toBe('[3,"x",null,true]');
    expect(node.entries.get("/empty")).toBe("[]");
    expect(node.entries.size).toBe(2);
    reconcile(node, { ids: [3, { y: 1 }], empty: [] });
    expect(node.entries.get(keyAt(node, "ids")!)).toBe("#a//ids");
    expect(node.entries.get(keyAt(node, "ids", "1", "y")!)).toBe("1");
    reconcile(node, { ids: [4, 5], empty: [] });
    expect(node.entries.get("/ids")).toBe("[4,5]");
    reconcile(node, { ids: [4, 5] });
    reconcile(node, {});
    expect(node.entries.size).toBe(0);
    reconcile(node, { ids: [4, 5], empty: [] });
    expect(toPlain(node)).toEqual({ ids: [4, 5], empty: [] });
  });

  it("keys holding /, # or nothing come back as they were", () => {
    const view = { "a/b": { "#c": 1, "d/": [{ "/": true, "": 2 }] }, "": { "": "" } };
    const node = reconcile(new Node(), view);
    expect(toPlain(node)).toEqual(view);
    const state = new RoomState();
    reconcile(state.game, view);
    expect(toPlain(wire(state).decoded())).toEqual(view);
  });

  it("a new member deep in the view costs its own key on the wire, not its path", () => {
    const long = "a-rather-long-key-name";
    const state = new RoomState();
    const view = { [long]: { [long]: { [long]: { [long]: { first: 1 } } } } };
    reconcile(state.game, view);
    const w = wire(state);
    view[long][long][long][long] = { first: 1, [`${long}-2`]: 2 } as any;
    reconcile(state.game, view);
    const patch = w.patch();
    expect(patch).toBeGreaterThan(long.length);
    expect(patch).toBeLessThan(long.length * 2);
    expect(toPlain(w.decoded())).toEqual(view);
  });

  it("gives every new branch an id not used before in the node, so a client never mistakes an old one for it", () => {
    const node = reconcile(new Node(), { a: { x: 1 } });
    const first = keyAt(node, "a")!;
    reconcile(node, {});
    reconcile(node, { a: { x: 2 } });
    const second = keyAt(node, "a")!;
    expect(second).not.toBe(first);
    expect(node.entries.has(first)).toBe(false);
    expect(toPlain(node)).toEqual({ a: { x: 2 } });
  });

  it("a branch that turns into a plain value is put aside and, when it is back, costs only what changed", () => {
    const prices = { milk: 1, cream: 6, butter: 2, iceCream: 3, cheese: 4, beef: 5, leather: 3, manure: 1 };
    const state = new RoomState();
    reconcile(state.game, { round: 1, prices });
    const w = wire(state);
    reconcile(state.game, { round: 2, prices: null });
    const aside = w.patch();
    expect(toPlain(w.decoded())).toEqual({ round: 2, prices: null });
    reconcile(state.game, { round: 3, prices: { ...prices, milk: 2 } });
    const back = w.patch();
    expect(toPlain(w.decoded())).toEqual({ round: 3, prices: { ...prices, milk: 2 } });
    const fresh = new RoomState();
    reconcile(fresh.game, { round: 2, prices: null });
    const other = wire(fresh);
    reconcile(fresh.game, { round: 3, prices: { ...prices, milk: 2 } });
    const anew = other.patch();
    expect(back * 3).toBeLessThan(anew);
    expect(aside).toBeLessThan(anew);
    // Gone with its key, and a branch of the other kind takes its place anew.
    reconcile(state.game, { round: 4 });
    w.patch();
    expect(state.game.entries.size).toBe(1);
    reconcile(state.game, { round: 5, prices: null });
    reconcile(state.game, { round: 5, prices: [{ milk: 1 }] });
    w.patch();
    expect(toPlain(w.decoded())).toEqual({ round: 5, prices: [{ milk: 1 }] });
    expect(state.game.entries.size).toBe(4);
  });

  it("an item put into or taken out of a sorted list of objects moves the items after it, one entry each", () => {
    const site = (x: number) => ({ x, y: x % 10, card: `card-${x}`, owner: x % 3, damage: 0, functional: true, reason: null });
    let sites = Array.from({ length: 40 }, (_, i) => site(i * 2));
    const state = new RoomState();
    reconcile(state.game, { sites });
    const w = wire(state);
    const sizes: number[] = [];
    for (const [at, x] of [[5, 11], [20, 41], [1, 3]]) {
      sites = [...sites.slice(0, at), site(x), ...sites.slice(at)];
      reconcile(state.game, { sites });
      sizes.push(w.patch());
      expect(toPlain(w.decoded())).toEqual({ sites });
    }
    sites = sites.filter((s) => s.x !== 30);
    reconcile(state.game, { sites });
    sizes.push(w.patch());
    expect(toPlain(w.decoded())).toEqual({ sites });
    // Written in place, every item after the new one would change in most of its members.
    for (const size of sizes) expect(size).toBeLessThan(600);
    expect(sizes[2]).toBeGreaterThan(40 * 8);
  });

  it("a list changed in one item is written again; an equal list in a new array is not", () => {
    const state = new RoomState();
    sync(state.game, { order: [0, 1, 2] });
    const w = wire(state);
    sync(state.game, { order: [0, 1, 2] });
    expect(w.patch()).toBe(0);
    sync(state.game, { order: [0, 2, 1] });
    expect(w.patch()).toBeGreaterThan(0);
    expect(state.game.entries.get("/order")).toBe("[0,2,1]");
    sync(state.game, { order: [0, 2] });
    expect(state.game.entries.get("/order")).toBe("[0,2]");
  });

  it("an unchanged view produces no patch bytes for the game tree", () => {
    const state = new RoomState();
    sync(state.game, sample);
    const w = wire(state);
    sync(state.game, structuredClone(sample));
    expect(w.patch()).toBe(0);
  });

  it("a patch after one small change is small compared to a full encode", () => {
    const big = { cards: Array.from({ length: 60 }, (_, i) => ({ id: `card-${i}`, cost: i % 7, tags: ["a", "b"] })), round: 1 };
    const state = new RoomState();
    const node = reconcile(state.game, big);
    const w = wire(state);
    const fresh = new RoomState();
    reconcile(fresh.game, big);
    const full = new Encoder(fresh).encodeAll().length;
    const next = structuredClone(big);
    next.cards[30].cost = 99;
    reconcile(node, next);
    const patch = w.patch();
    expect(patch).toBeGreaterThan(0);
    expect(patch).toBeLessThan(40);
    expect(full).toBeGreaterThan(2000);
    expect(toPlain(w.decoded())).toEqual(next);
  });
});

/** Freezes a plain value and everything in it, as Space Base's and Cheeses' views keep their boards. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe("reconcile, over any sequence of views", () => {
  it.each([["fresh", false], ["frozen and kept from view to view", true]])("leaves a client equal to the last view when items (%s) of a list of objects come, go and change", (_, frozen) => {
    const item = fc.record({ id: fc.integer({ min: 0, max: 5 }), on: fc.boolean(), more: fc.option(fc.record({ n: fc.integer({ min: 0, max: 2 }) })) });
    const edit = fc.tuple(fc.constantFrom("put", "take", "change"), fc.nat(), item);
    fc.assert(fc.property(fc.array(item, { maxLength: 8 }), fc.array(fc.array(edit, { maxLength: 3 }), { minLength: 1, maxLength: 6 }), (start, steps) => {
      const state = new RoomState();
      const w = wire(state);
      let list: unknown[] = start;
      for (const edits of steps) {
        list = [...list];
        for (const [kind, at, value] of edits) {
          const i = list.length === 0 ? 0 : at % (list.length + (kind === "put" ? 1 : 0));
          if (kind === "put") list.splice(i, 0, value);
          else if (list.length > 0) list.splice(i, 1, ...(kind === "change" ? [value] : []));
        }
        if (frozen) deepFreeze(list);
        reconcile(state.game, { list });
        w.patch();
        expect(toPlain(state.game)).toEqual({ list });
        expect(toPlain(w.decoded())).toEqual({ list });
      }
    }), { numRuns: 300 });
  });

  // Few keys and small arrays, so that successive values overlap: keys stay, vanish, come back, switch kind.
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("object"), tie("array")),
    leaf: fc.oneof(fc.constantFrom(null, true, false, 0, 1, -2.5, "", "1", "x", "null"), fc.integer({ min: -3, max: 3 })),
    object: fc.dictionary(fc.constantFrom("a", "b", "c", "0", "1"), tie("tree"), { maxKeys: 4 }),
    array: fc.array(tie("tree"), { maxLength: 4 }),
  }));
  const root = fc.oneof(fc.dictionary(fc.constantFrom("a", "b", "c", "0"), tree, { maxKeys: 4 }), fc.array(tree, { maxLength: 4 }));

  it("leaves the node, and a client decoding its patches, equal to the last view", () => {
    fc.assert(fc.property(fc.array(root, { minLength: 1, maxLength: 6 }), (views) => {
      const state = new RoomState();
      const w = wire(state);
      for (const view of views) {
        reconcile(state.game, view);
        w.patch();
        expect(toPlain(state.game)).toEqual(view);
        expect(toPlain(w.decoded())).toEqual(view);
      }
    }), { numRuns: 300 });
  });
});

describe("reconcile skips a frozen value it walked last time", () => {
  /** A frozen object whose `x` counts how often it is read. */
  function counted() {
    let reads = 0;
    const inner = Object.freeze({ get x() { reads++; return 1; }, y: "two" });
    return { value: Object.freeze({ inner }), reads: () => reads };
  }

  it("does not read the same frozen object again, and writes it right", () => {
    const { value, reads } = counted();
    const node = reconcile(new Node(), { board: value, round: 1 });
    const first = reads();
    expect(first).toBeGreaterThan(0);
    reconcile(node, { board: value, round: 2 });
    expect(reads()).toBe(first);
    expect(toPlain(node)).toEqual({ board: { inner: { x: 1, y: "two" } }, round: 2 });
  });

  it("walks another frozen object, and an unfrozen object changed in place", () => {
    const node = reconcile(new Node(), { board: Object.freeze({ a: 1 }), open: { b: 1 } });
    const open = { b: 2 };
    reconcile(node, { board: Object.freeze({ a: 2 }), open });
    open.b = 3;
    reconcile(node, { board: Object.freeze({ a: 2 }), open });
    expect(toPlain(node)).toEqual({ board: { a: 2 }, open: { b: 3 } });
    // A frozen list holding an object that is not frozen: that item is walked again.
    const item = { c: 1 };
    reconcile(node, { list: Object.freeze([item, 5]) });
    item.c = 2;
    reconcile(node, { list: Object.freeze([item, 5]) });
    expect(toPlain(node)).toEqual({ list: [{ c: 2 }, 5] });
  });

  it("a frozen branch that was put aside and woken is walked again", () => {
    const board = Object.freeze({ a: Object.freeze([Object.freeze({ k: 1 })]) });
    const node = reconcile(new Node(), { board });
    reconcile(node, { board: null });
    reconcile(node, { board: Object.freeze({ a: Object.freeze([Object.freeze({ k: 2 })]) }) });
    reconcile(node, { board });
    expect(toPlain(node)).toEqual({ board: { a: [{ k: 1 }] } });
  });
});
