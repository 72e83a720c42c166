import { base } from "../../src/games/base";
import type { BaseState } from "../../src/games/base/types";
import { makeState, play } from "./helpers";

/** What a seat and a spectator are shown, and that nothing shown is the state itself. */
describe("view", () => {
  const state = (): BaseState => ({
    ...makeState({
      players: 3, sites: [["outpost", 3, 2], ["metal", 1, 2], ["outpost", 10, 10, 1], ["solar", 2, 1]],
      hands: [["colony", "metal"], ["control", "ice"], ["hub"]], phase: "steal", credits: [40, 70, 70],
    }),
    stealTarget: 1,
  });

  it("a seat that is not a seat of this game sees no hand", () => {
    for (const seat of [null, 3, 4, -1, 0.5]) expect(base.view(state(), seat).private).toBeNull();
    expect(base.view(state(), 2).private).toEqual({ hand: ["hub"], stealHand: null, stolen: null });
  });

  it("the hand being looked at goes to the stealing seat only, and only while it steals", () => {
    const s = state();
    expect(base.view(s, 0).private!.stealHand).toEqual(["control", "ice"]);
    expect(base.view(s, 1).private!.stealHand).toBeNull();
    expect(base.view(s, 0).stealTarget).toBe(1);
    const later = { ...s, phase: "build" as const };
    expect(base.view(later, 0).private!.stealHand).toBeNull();
    expect(base.view(later, 0).stealTarget).toBeNull();
  });

  it("lists the sites in the order they were placed: a build adds one at the end, the others keep their places", () => {
    const s = makeState({ players: 3, sites: [["outpost", 3, 2], ["metal", 1, 2], ["outpost", 10, 10, 1], ["solar", 2, 1]], hands: [["solar"], [], []], phase: "build" });
    const before = base.view(s, null).sites;
    expect(before.map((t) => [t.x, t.y])).toEqual([[3, 2], [1, 2], [10, 10], [2, 1]]);
    const after = play(s, 0, { type: "build", card: "solar", at: { x: 4, y: 2 } }).state;
    const sites = base.view(after, null).sites;
    expect(sites.map((t) => [t.x, t.y])).toEqual([[3, 2], [1, 2], [10, 10], [2, 1], [4, 2]]);
    expect(sites.slice(0, 4)).toEqual(before);
  });

  it("shows the Outpost zone only while Outposts are placed, what must be discarded only in Discard, the winners only at the end", () => {
    const s = state();
    const v = base.view(s, null);
    expect([v.outpostZone, v.mustDiscard, v.winners]).toEqual([null, 0, null]);
    const discarding = makeState({ hands: [["ice", "ice", "ice", "ice", "ice", "ice", "ice", "ice", "ice", "ice"], []], phase: "discard" });
    expect(base.view(discarding, null).mustDiscard).toBe(2);
    expect(base.view({ ...s, phase: "over" }, null).winners).toEqual([1, 2]);
  });

  it("shares no list with the state: a reader changing what it was shown changes nothing", () => {
    const s = { ...state(), discard: ["transfer", "metal", "control"] as BaseState["discard"] };
    const before = JSON.stringify(s);
    const v = base.view(s, 0);
    expect(v.discard).toEqual({ control: 1, metal: 1, transfer: 1 });
    v.order.push(9);
    v.credits[0] = 999;
    v.private!.hand.push("factory");
    v.private!.stealHand!.push("factory");
    expect(JSON.stringify(s)).toBe(before);
  });
});
