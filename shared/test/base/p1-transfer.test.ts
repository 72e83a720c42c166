import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import { at, makeState, play, reject } from "./helpers";
import type { CardKind } from "../../src/games/base/data";
import { rigMeteor } from "./spec-helpers";

const b25 = () => makeState({
  sites: [["outpost", 1, 1], ["extractor", 1, 2], ["solar", 3, 3, 0, 4], ["research", 6, 6, 1], ["volcano", 4, 3]],
  hands: [["transfer", "transfer"], []],
  phase: "transfer",
});

describe("§3.1 Transfer phase", () => {
  it("B25 Move next to another own site; Switch anywhere; damage travels with the card", () => {
    const s = b25();
    const moved = play(s, 0, { type: "move", from: at(3, 3), to: at(2, 1) }).state;
    expect(siteAt(moved.sites, at(2, 1))).toMatchObject({ card: "solar", owner: 0, damage: 4 });
    expect(siteAt(moved.sites, at(3, 3))).toBeUndefined();
    expect(reject(s, 0, { type: "move", from: at(3, 3), to: at(4, 4) }).code).toBe("illegal");
    const switched = play(s, 0, { type: "switch", a: at(1, 2), b: at(3, 3) }).state;
    expect(siteAt(switched.sites, at(1, 2))).toMatchObject({ card: "solar", damage: 4, owner: 0 });
    expect(siteAt(switched.sites, at(3, 3))).toMatchObject({ card: "extractor", damage: 0, owner: 0 });
  });

  it("playing a Transfer card discards it and ends the phase (at most one per phase)", () => {
    const r = play(b25(), 0, { type: "move", from: at(3, 3), to: at(2, 1) });
    expect(r.state.hands[0].filter((c) => c === "transfer")).toHaveLength(1);
    expect(r.state.discard).toContain("transfer");
    expect(r.state.phase).not.toBe("transfer");
    expect(r.events[0]).toMatchObject({ type: "move", seat: 0, card: "solar", from: at(3, 3), to: at(2, 1) });
    expect(reject(r.state, 0, { type: "switch", a: at(1, 1), b: at(1, 2) }).code).toBe("illegal");
  });

  it("the moved site itself does not count as the neighbour it moves next to", () => {
    const s = b25();
    // (3,4) touches only the Solar's old space (3,3).
    expect(reject(s, 0, { type: "move", from: at(3, 3), to: at(3, 4) }).message).toMatch(/another site you control/);
    expect(base.legalActions(s, 0)).not.toContainEqual({ type: "move", from: at(3, 3), to: at(3, 4) });
  });

  it("only own sites move or switch; volcanoes and opponents' sites do not", () => {
    const s = b25();
    expect(reject(s, 0, { type: "move", from: at(6, 6), to: at(2, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "move", from: at(4, 3), to: at(2, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(1, 1), b: at(6, 6) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(1, 1), b: at(1, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "move", from: at(3, 3), to: at(1, 2) }).code).toBe("illegal");
  });

  it("a Volcano is never a site one controls: it cannot move and does not anchor a Move", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 1, 2], ["volcano", 5, 5, 0]], hands: [["transfer"], []], phase: "transfer",
    });
    expect(reject(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "move", from: at(1, 2), to: at(5, 6) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(1, 1), b: at(5, 5) }).code).toBe("illegal");
  });

  it("needs a Transfer card in hand", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2]], hands: [["control"], []], phase: "transfer" });
    expect(reject(s, 0, { type: "switch", a: at(1, 1), b: at(1, 2) }).message).toBe("You have no Transfer card to play.");
  });

  it("a Transfer card with no possible Move or Switch leaves nothing to decide: the phase is skipped", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], ["transfer"]], phase: "build", deck: ["metal", "metal"],
    });
    const r = play(s, 0, { type: "pass" });
    expect(r.events.map((e) => e.type)).toEqual(["turn", "meteor", "production", "draw"]);
    expect(r.state.phase).toBe("build");
  });

  it("pass is the timeout default and moves on to Repair", () => {
    const s = b25();
    expect(base.timeoutAction(s, 0)).toEqual({ type: "pass" });
    const r = play(s, 0, { type: "pass" });
    // The Solar is damaged and P1 has credits, so P1 now decides the repair.
    expect(r.state.phase).toBe("repair");
    expect(r.state.hands[0]).toEqual(["transfer", "transfer"]);
  });

  it("a player without a Transfer card skips the phase automatically", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["solar", 10, 9, 1]], hands: [[], ["transfer"]], phase: "build", turn: 0, deck: ["metal", "metal", "metal"],
    });
    const r = play(s, 0, { type: "pass" });
    // P2 holds a Transfer card, so P2's turn stops in Transfer.
    expect(r.state.phase).toBe("transfer");
    expect(base.awaiting(r.state)).toEqual([1]);
    const r2 = play(r.state, 1, { type: "pass" });
    expect(r2.events.map((e) => e.type)).toEqual(expect.arrayContaining(["meteor", "production", "draw"]));
  });
});

const prod = (events: { type: string }[]) => events.find((e) => e.type === "production") as { amount: number; seat: number } | undefined;

describe("§3.1 Transfer phase", () => {
  it("X-3.1-1 a resource can be moved next to another own site and keeps its token; an occupied target is rejected", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5]], hands: [["transfer"], []] });
    expect(reject(s, 0, { type: "move", from: at(5, 5), to: at(1, 2) }).code).toBe("illegal");
    const r = play(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) });
    expect(siteAt(r.state.sites, at(2, 1))).toMatchObject({ card: "metal", owner: 0 });
    expect(siteAt(r.state.sites, at(5, 5))).toBeUndefined();
    expect(r.state.hands[0]).not.toContain("transfer");
    expect(r.state.discard).toEqual(["transfer"]);
  });

  it("X-3.1-2 Switch Research (2,1) with a far Refinery: this turn's Production is 1+2 = +3 instead of +2", () => {
    const board = { sites: [["outpost", 1, 1], ["metal", 1, 2], ["research", 2, 1], ["refinery", 8, 8]] as never, hands: [["transfer"], []] as CardKind[][] };
    const passed = play(rigMeteor(makeState(board), 6, 6), 0, { type: "pass" });
    expect(prod(passed.events)!.amount).toBe(2);
    const r = play(rigMeteor(makeState(board), 6, 6), 0, { type: "switch", a: at(2, 1), b: at(8, 8) });
    expect(siteAt(r.state.sites, at(2, 1))!.card).toBe("refinery");
    expect(siteAt(r.state.sites, at(8, 8))!.card).toBe("research");
    expect(prod(r.events)!.amount).toBe(3);
    expect(r.state.credits[0]).toBe(53);
  });

  it("X-3.1-3 a Move next to only a Volcano, or diagonal to an own site, is rejected; a Switch with an opponent's site too", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 5, 5], ["volcano", 7, 7], ["solar", 10, 10, 1]], hands: [["transfer"], []],
    });
    expect(reject(s, 0, { type: "move", from: at(5, 5), to: at(7, 6) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "move", from: at(5, 5), to: at(2, 2) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(5, 5), b: at(10, 10) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(5, 5), b: at(7, 7) }).code).toBe("illegal");
  });

  it("X-3.1-4 with two Transfer cards only one is played: after a Move the second Move is rejected and one card stays", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5]], hands: [["transfer", "transfer"], []] });
    const r = play(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) });
    expect(r.state.phase).not.toBe("transfer");
    expect(reject(r.state, 0, { type: "move", from: at(1, 2), to: at(3, 1) }).code).toBe("illegal");
    expect(r.state.hands[0].filter((c) => c === "transfer")).toHaveLength(1);
  });

  it("X-3.1-5 the Outpost itself may move: from (1,1) to (3,1) beside the own Solar (2,1); its damage 2 goes with it", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 2], ["solar", 2, 1]], hands: [["transfer"], []], phase: "transfer", credits: [0, 50] });
    const r = play(s, 0, { type: "move", from: at(1, 1), to: at(3, 1) });
    expect(siteAt(r.state.sites, at(3, 1))).toMatchObject({ card: "outpost", owner: 0, damage: 2 });
    expect(siteAt(r.state.sites, at(1, 1))).toBeUndefined();
  });
});
