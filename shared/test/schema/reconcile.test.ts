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

  it("updates in place: unchanged children keep their identity, vanished keys go", () => {
    const node = reconcile(new Node(), sample);
    const players = node.nodes!.get("players")!;
    const ana = players.nodes!.get("0")!;
    const nested = node.nodes!.get("nested")!;
    const next = structuredClone(sample) as any;
    next.players[0].coins = 9;
    delete next.nested;
    next.round = 4;
    reconcile(node, next);
    expect(node.nodes!.get("players")).toBe(players);
    expect(players.nodes!.get("0")).toBe(ana);
    expect(ana.leaves!.get("coins")).toBe("9");
    expect(node.nodes!.has("nested")).toBe(false);
    expect(nested).toBeDefined();
    expect(toPlain(node)).toEqual(next);
  });

  it("handles kind switches: leaf to branch, branch to leaf, object to array", () => {
    const node = reconcile(new Node(), { a: 1, b: { x: 1 }, c: { y: 2 } });
    reconcile(node, { a: { z: 1 }, b: "now a leaf", c: [5, { k: 6 }] });
    expect(toPlain(node)).toEqual({ a: { z: 1 }, b: "now a leaf", c: [5, { k: 6 }] });
    expect(node.nodes!.get("c")!.kind).toBe("array");
    expect(node.leaves!.has("a")).toBe(false);
    expect(node.nodes!.has("b")).toBe(false);
    reconcile(node, [1]);
    expect(toPlain(node)).toEqual([1]);
  });

  it("an array of plain values is one leaf, its JSON text, and becomes a node once it holds an object", () => {
    const node = reconcile(new Node(), { ids: [3, "x", null, true], empty: [] });
    expect(node.leaves!.get("ids")).toBe('[3,"x",null,true]');
    expect(node.leaves!.get("empty")).toBe("[]");
    expect(node.nodes).toBeUndefined();
    reconcile(node, { ids: [3, { y: 1 }], empty: [] });
    expect(node.leaves!.has("ids")).toBe(false);
    expect(node.nodes!.get("ids")!.kind).toBe("array");
    reconcile(node, { ids: [4, 5], empty: [] });
    expect(node.nodes!.has("ids")).toBe(false);
    expect(node.leaves!.get("ids")).toBe("[4,5]");
    expect(toPlain(node)).toEqual({ ids: [4, 5], empty: [] });
  });

  it("a list changed in one item is written again; an equal list in a new array is not", () => {
    const state = new RoomState();
    sync(state.game, { order: [0, 1, 2] });
    const w = wire(state);
    sync(state.game, { order: [0, 1, 2] });
    expect(w.patch()).toBe(0);
    sync(state.game, { order: [0, 2, 1] });
    expect(w.patch()).toBeGreaterThan(0);
    expect(state.game.leaves!.get("order")).toBe("[0,2,1]");
    sync(state.game, { order: [0, 2] });
    expect(state.game.leaves!.get("order")).toBe("[0,2]");
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

describe("reconcile, over any sequence of views", () => {
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
