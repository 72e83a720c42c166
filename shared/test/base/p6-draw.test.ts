import { base } from "../../src/games/base";
import type { CardKind } from "../../src/games/base/data";
import { makeState, play, reject, at } from "./helpers";

const eight: CardKind[] = ["solar", "metal", "ice", "colony", "hub", "shield", "research", "factory"];

describe("§3.6 Draw phase", () => {
  it("B27 holding 8, P1 draws a 9th and must discard exactly 1 of their choice", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [eight, []], phase: "control", deck: ["spaceport", "volcano"] });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.phase).toBe("discard");
    expect(r.state.hands[0]).toHaveLength(9);
    expect(r.state.hands[0][8]).toBe("spaceport");
    expect(base.view(r.state, null).mustDiscard).toBe(1);
    expect(reject(r.state, 0, { type: "discard", cards: ["solar", "metal"] }).code).toBe("illegal");
    expect(reject(r.state, 0, { type: "discard", cards: ["volcano"] }).code).toBe("illegal");
    const d = play(r.state, 0, { type: "discard", cards: ["hub"] });
    expect(d.state.hands[0]).toHaveLength(8);
    expect(d.state.hands[0]).not.toContain("hub");
    expect(d.state.discard).toEqual(["hub"]);
    expect(d.events[0]).toEqual({ type: "discard", seat: 0, cards: ["hub"] });
    expect(d.state.phase).toBe("build");
  });

  it("the discard timeout drops the most recently received cards first", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [[...eight, "metal", "spaceport"], []], phase: "discard" });
    expect(base.timeoutAction(s, 0)).toEqual({ type: "discard", cards: ["spaceport", "metal"] });
    const r = play(s, 0, base.timeoutAction(s, 0));
    expect(r.state.hands[0]).toEqual(eight);
  });

  it("every listed discard is accepted and keeps 8", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [[...eight, "metal", "spaceport"], []], phase: "discard" });
    const legal = base.legalActions(s, 0);
    expect(legal.length).toBeGreaterThan(5);
    for (const a of legal) expect(play(s, 0, a).state.hands[0]).toHaveLength(8);
  });

  it("draws the top card (the deck lists it first); the hand is hidden and its size public", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [[], []], phase: "control", deck: ["colony", "metal"] });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.hands[0]).toEqual(["colony"]);
    expect(r.state.deck).toEqual(["metal"]);
    expect(r.events.find((e) => e.type === "draw")).toEqual({ type: "draw", seat: 0, deckLeft: 1, handSize: 1 });
    expect(base.view(r.state, 1).handCounts).toEqual([1, 0]);
    expect(base.view(r.state, 1).private!.hand).toEqual([]);
    expect(base.view(r.state, null).deckCount).toBe(1);
  });

  it("base-D16 action cards count towards the limit of 8", () => {
    const actions: CardKind[] = ["transfer", "transfer", "transfer", "control", "control", "control", "control", "transfer"];
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [actions, []], phase: "build", turn: 1, deck: ["metal", "ice"] });
    // P2 ends the turn. P1 can use neither card type (one site, nobody to rob), so P1 goes straight to Draw.
    const r = play(s, 1, { type: "pass" });
    expect(r.state.hands[0]).toHaveLength(9);
    expect(r.state.phase).toBe("discard");
    expect(base.view(r.state, 0).mustDiscard).toBe(1);
    expect(base.legalActions(r.state, 0).every((a) => a.type === "discard")).toBe(true);
  });

  it("base-D21 with an empty deck there is no draw, and the discard pile is never reshuffled", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["metal"], []], phase: "control", deck: [], finalRound: true });
    s.discard = ["solar", "transfer"];
    const r = play(s, 0, { type: "pass" });
    expect(r.events.some((e) => e.type === "draw")).toBe(false);
    expect(r.state.hands[0]).toEqual(["metal"]);
    expect(r.state.discard).toEqual(["solar", "transfer"]);
    expect(r.state.deck).toEqual([]);
  });
});

describe("§3.6 Draw phase", () => {
  const nine: CardKind[] = ["control", "metal", "metal", "metal", "ice", "ice", "ice", "solar", "hub"];

  it("X-3.6-1 9 cards before the draw make 10: exactly 2 must go; 1 or 3 are rejected; the pile counts them", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [nine.slice(1).concat("shield"), []], phase: "control", deck: ["colony", "colony"] });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.hands[0]).toHaveLength(10);
    expect(reject(r.state, 0, { type: "discard", cards: ["metal"] }).code).toBe("illegal");
    expect(reject(r.state, 0, { type: "discard", cards: ["metal", "ice", "hub"] }).code).toBe("illegal");
    expect(reject(r.state, 0, { type: "discard", cards: ["spaceport", "metal"] }).code).toBe("illegal");
    const d = play(r.state, 0, { type: "discard", cards: ["metal", "metal"] });
    expect(d.state.hands[0]).toHaveLength(8);
    expect(base.view(d.state, null).discard).toEqual({ metal: 2 });
  });

  it("X-3.6-2 empty deck and 9 cards: no draw, yet the player must discard to 8", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [nine.slice(1).concat("shield"), []], phase: "control", deck: [], finalRound: true });
    const r = play(s, 0, { type: "pass" });
    expect(r.events.some((e) => e.type === "draw")).toBe(false);
    expect(r.state.phase).toBe("discard");
    expect(base.view(r.state, 0).mustDiscard).toBe(1);
  });

  it("X-3.6-3 3 players: P1 draws the last card; P2 and P3 play without drawing; the game ends after P3's Build", () => {
    const s = makeState({
      players: 3, sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["outpost", 10, 1, 2]], phase: "control",
      deck: ["solar"], credits: [50, 60, 51],
    });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.finalRound).toBe(true);
    expect(r.state.deck).toEqual([]);
    const end = play(r.state, 0, { type: "pass" });
    expect(end.state.phase).toBe("over");
    expect(end.events.filter((e) => e.type === "draw")).toEqual([]);
    expect(end.events.filter((e) => e.type === "turn").map((e) => e.seat)).toEqual([1, 2]);
    expect(end.events.at(-1)).toMatchObject({ type: "gameOver", winners: [1] });
  });

  it("X-3.6-4 the last player draws the last card into 8: discards 1, builds, and the game ends with the round", () => {
    const eight: CardKind[] = ["metal", "metal", "metal", "metal", "ice", "ice", "ice", "ice"];
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], eight], phase: "control", turn: 1, deck: ["colony"], credits: [50, 51] });
    const r = play(s, 1, { type: "pass" });
    expect(r.state).toMatchObject({ phase: "discard", finalRound: true });
    const d = play(r.state, 1, { type: "discard", cards: ["colony"] });
    expect(d.state.phase).toBe("build");
    const b = play(d.state, 1, { type: "build", card: "metal", at: at(10, 9) });
    expect(b.state.phase).toBe("build");
    const end = play(b.state, 1, { type: "pass" });
    expect(end.state.phase).toBe("over");
    expect(base.result(end.state)).toEqual({ winners: [1], scores: [50, 51] });
  });
});
