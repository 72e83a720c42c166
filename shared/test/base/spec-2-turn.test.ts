/** Cases for §2 (turn structure). */
import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import type { CardKind } from "../../src/games/base/data";
import { rigMeteor } from "./spec-helpers";
import { at, makeState, play, reject } from "./helpers";

describe("§2 turn structure", () => {
  it("X-2-1 opponents never act in another player's turn: P2's pass, repair or take are not_your_turn", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 2], ["outpost", 10, 10, 1, 2]], phase: "repair", hands: [["control"], ["ice"]] });
    expect(reject(s, 1, { type: "pass" }).code).toBe("not_your_turn");
    expect(reject(s, 1, { type: "repair", repairs: [{ at: at(10, 10), points: 2 }] }).code).toBe("not_your_turn");
    const c = makeState({ sites: [["outpost", 1, 1]], phase: "control", hands: [["control"], ["ice"]] });
    const looking = play(c, 0, { type: "steal", target: 1 }).state;
    expect(reject(looking, 1, { type: "take", card: "ice" }).code).toBe("not_your_turn");
    expect(base.legalActions(looking, 1)).toEqual([]);
  });

  it("X-2-2 seat 1 first: after seat 0's Build round 2 starts with seat 1", () => {
    const s = makeState({ sites: [["outpost", 10, 10], ["outpost", 1, 1, 1]], order: [1, 0], turn: 1, phase: "build", hands: [["metal"], []] });
    const r = play(s, 0, { type: "pass" });
    expect(r.events[0]).toEqual({ type: "turn", seat: 1, round: 2 });
    expect(r.state.round).toBe(2);
  });

  it("X-2-3 Transfer comes before the meteor: moving the Research next to a Shield saves it from 6 damage", () => {
    const given = () => rigMeteor(makeState({
      sites: [["solar", 5, 4], ["shield", 5, 5], ["research", 8, 5], ["solar", 8, 4]], hands: [["transfer"], []],
    }), 5, 6, 6);
    const moved = play(given(), 0, { type: "move", from: at(8, 5), to: at(5, 6) });
    expect(moved.events.find((e) => e.type === "meteor")).toMatchObject({ x: 5, y: 6, outcome: "shielded" });
    expect(siteAt(moved.state.sites, at(5, 6))!.damage).toBe(0);
    // Without the move (5,6) is empty and nothing happens; moved elsewhere unshielded it takes 6.
    const elsewhere = rigMeteor(makeState({
      sites: [["solar", 5, 4], ["shield", 5, 5], ["research", 8, 5], ["solar", 8, 4], ["metal", 8, 6]], hands: [["transfer"], []],
    }), 9, 6, 6);
    const r = play(elsewhere, 0, { type: "move", from: at(8, 5), to: at(9, 6) });
    expect(siteAt(r.state.sites, at(9, 6))).toMatchObject({ card: "research", damage: 6 });
  });

  it("X-2-4 the Draw decision only arises at 9+: 7 cards plus the draw make 8 and the player goes on to Build", () => {
    const seven: CardKind[] = ["metal", "metal", "ice", "ice", "solar", "solar", "hub"];
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [seven, []], phase: "control", deck: ["colony", "colony"] });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.hands[0]).toHaveLength(8);
    expect(r.state.phase).toBe("build");
    expect(base.view(r.state, 0).mustDiscard).toBe(0);
  });

  it("X-2-5 every phase's timeout is accepted; in Transfer and Control with a card in hand it is a pass that keeps the card", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5], ["research", 2, 1, 1]], hands: [["transfer", "control"], ["ice"]],
    });
    expect(base.timeoutAction(s, 0)).toEqual({ type: "pass" });
    const t = play(s, 0, base.timeoutAction(s, 0)).state;
    expect(t.hands[0]).toContain("transfer");
    let st = t;
    while (st.phase !== "control") st = play(st, 0, base.timeoutAction(st, 0)).state;
    const c = play(st, 0, base.timeoutAction(st, 0)).state;
    expect(c.hands[0]).toContain("control");
    expect(siteAt(c.sites, at(2, 1))!.owner).toBe(1);
  });
});

describe("§2 timeouts through apply", () => {
  it("X-2-6 { type: 'timeout' } plays the table's default: the Draw discard drops the 2 newest cards (Hub, Colony)", () => {
    const nine: CardKind[] = ["solar", "solar", "solar", "solar", "solar", "solar", "solar", "solar", "hub"];
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [nine, []], phase: "control", deck: ["colony", "ice"] });
    const d = play(s, 0, { type: "pass" }).state;
    expect(d.phase).toBe("discard");
    const r = play(d, 0, { type: "timeout" });
    expect(r.events[0]).toEqual({ type: "discard", seat: 0, cards: ["colony", "hub"] });
    expect(r.state.hands[0]).toEqual(nine.slice(0, 8));
    expect(reject(r.state, 1, { type: "timeout" }).code).toBe("not_your_turn");
  });

  it("X-2-7 a timeout in a hand-edited steal without a target is rejected, never thrown", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [[], ["ice"]], phase: "steal" });
    expect(() => base.apply(s, 0, { type: "timeout" })).not.toThrow();
    expect(reject(s, 0, { type: "timeout" }).code).toBe("illegal");
  });
});
