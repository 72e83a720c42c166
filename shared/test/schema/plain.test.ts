import { MapSchema } from "@colyseus/schema";
import { Node, reconcile, toPlain } from "../../src/schema";
import { MEMO_SIZE } from "../../src/schema/plain";

/**
 * What `toPlain` keeps from one read to the next (the texts it parsed, the keys it cut) never shows
 * in what it returns: each read is a new tree, and any key or text reads the same however often.
 */
describe("toPlain reads each node anew", () => {
  const view = { round: 2, name: "Ana", hand: ["c1", "c2"], prices: { ore: 3 }, board: [{ at: [1, 2] }], none: null };

  test("changing what one read returned changes nothing in the next", () => {
    const node = reconcile(new Node(), view);
    const first = toPlain(node) as typeof view;
    first.hand.push("c9");
    first.prices.ore = 99;
    first.board[0].at[0] = 7;
    first.round = 5;
    expect(toPlain(node)).toEqual(view);
  });

  test("the same text under other keys, in other branches and other nodes, reads as its own value", () => {
    const a = reconcile(new Node(), { x: 3, y: "3", list: [3, "3"], deep: { x: [3] } });
    const b = reconcile(new Node(), { x: "3", y: 3, list: ["3", 3], deep: { x: 3 } });
    for (let i = 0; i < 3; i++) {
      expect(toPlain(a)).toEqual({ x: 3, y: "3", list: [3, "3"], deep: { x: [3] } });
      expect(toPlain(b)).toEqual({ x: "3", y: 3, list: ["3", 3], deep: { x: 3 } });
    }
  });

  test("more keys and texts than it keeps: every read is still right", () => {
    const many = Object.fromEntries(Array.from({ length: MEMO_SIZE + 500 }, (_, i) => [`k${i}`, i % 3 === 0 ? `t${i}` : i]));
    const node = reconcile(new Node(), many);
    expect(toPlain(node)).toEqual(many);
    const changed = Object.fromEntries(Object.entries(many).map(([k, v]) => [k, typeof v === "number" ? v + 1 : `${v}!`]));
    reconcile(node, changed);
    expect(toPlain(node)).toEqual(changed);
    expect(toPlain(reconcile(new Node(), view))).toEqual(view);
  });

  test("a map whose entries are written by hand, as a decoder gives them", () => {
    const entries = new MapSchema<string>();
    entries.set("/a", "1");
    entries.set("1", "#o//b");
    entries.set("1/c", "[1,2]");
    entries.set("/a2", "\"1\"");
    const first = toPlain({ kind: "object", length: 0, entries }) as { b: { c: number[] } };
    first.b.c.push(3);
    expect(toPlain({ kind: "object", length: 0, entries })).toEqual({ a: 1, b: { c: [1, 2] }, a2: "1" });
  });
});
