import { publicPart } from "../../src/engine/play";
import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import { at, makeState, play, reject } from "./helpers";
import type { CardKind } from "../../src/games/base/data";

const b23 = () => makeState({
  sites: [
    ["extractor", 5, 5], ["refinery", 5, 6, 1], ["factory", 6, 6, 1],
    ["hub", 5, 4, 1], ["solar", 6, 4, 1], ["research", 5, 3, 1], ["volcano", 4, 5],
  ],
  hands: [["control"], ["metal"]],
  phase: "control",
  credits: [50, 50],
});

describe("§3.5 Control phase: Capture", () => {
  it("B23 an orthogonal neighbour can be captured; diagonal, via-Hub and volcano targets cannot", () => {
    const s = b23();
    const r = play(s, 0, { type: "capture", at: at(5, 6) });
    expect(siteAt(r.state.sites, at(5, 6))!.owner).toBe(0);
    expect(r.events[0]).toMatchObject({ type: "capture", seat: 0, from: 1, card: "refinery", x: 5, y: 6 });
    expect(r.state.discard).toEqual(["control"]);
    expect(reject(s, 0, { type: "capture", at: at(6, 6) }).code).toBe("illegal");
    // (5,3) touches P2's working Hub (5,4), which touches P1's Extractor: still not adjacent.
    expect(reject(s, 0, { type: "capture", at: at(5, 3) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "capture", at: at(4, 5) }).message).toBe("Volcanoes are neutral and cannot be captured.");
    const targets = base.legalActions(s, 0).filter((a) => a.type === "capture");
    expect(targets).toEqual([{ type: "capture", at: at(5, 4) }, { type: "capture", at: at(5, 6) }]);
  });

  it("an opponent's resource can be captured; a volcano cannot, even one a hand-made state gives an owner", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["metal", 2, 1, 1], ["volcano", 1, 2, 1]], hands: [["control"], ["ice"]], phase: "control",
    });
    expect(base.legalActions(s, 0).filter((a) => a.type === "capture")).toEqual([{ type: "capture", at: at(2, 1) }]);
    expect(reject(s, 0, { type: "capture", at: at(1, 2) }).message).toBe("Volcanoes are neutral and cannot be captured.");
    const r = play(s, 0, { type: "capture", at: at(2, 1) });
    expect(siteAt(r.state.sites, at(2, 1))).toMatchObject({ card: "metal", owner: 0 });
    expect(r.state.hands[0]).not.toContain("control");
  });

  it("a captured site keeps its damage", () => {
    const s = b23();
    s.sites = s.sites.map((t) => (t.card === "refinery" ? { ...t, damage: 3 } : t));
    const r = play(s, 0, { type: "capture", at: at(5, 6) });
    expect(siteAt(r.state.sites, at(5, 6))).toMatchObject({ owner: 0, damage: 3 });
  });

  it("own sites, empty spaces and missing Control cards are rejected", () => {
    const s = b23();
    expect(reject(s, 0, { type: "capture", at: at(5, 5) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "capture", at: at(1, 1) }).code).toBe("illegal");
    const noCard = makeState({ ...{ phase: "control" }, sites: [["extractor", 5, 5], ["refinery", 5, 6, 1]], hands: [["transfer"], []] });
    expect(reject(noCard, 0, { type: "capture", at: at(5, 6) }).message).toBe("You have no Control card to play.");
  });
});

describe("§3.5 Control phase: Steal", () => {
  const b24 = () => makeState({
    sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]],
    hands: [["control", "solar"], ["transfer", "colony", "metal"]],
    phase: "control",
    deck: ["ice", "ice", "ice"],
  });

  it("B24 P1 sees P2's whole hand and takes the Colony; P2 keeps 2 cards and is told which", () => {
    const s = b24();
    const looking = play(s, 0, { type: "steal", target: 1 });
    expect(looking.state.phase).toBe("steal");
    expect(base.view(looking.state, 0).private!.stealHand).toEqual(["transfer", "colony", "metal"]);
    expect(base.view(looking.state, 1).private!.stealHand).toBeNull();
    expect(JSON.stringify(publicPart(base.view(looking.state, 0)))).not.toMatch(/colony/);
    expect(base.legalActions(looking.state, 0).map((a) => a.type === "take" && a.card)).toEqual(["transfer", "colony", "metal"]);
    expect(base.legalActions(looking.state, 1)).toEqual([]);
    const took = play(looking.state, 0, { type: "take", card: "colony" });
    expect(took.state.hands[1]).toEqual(["transfer", "metal"]);
    // P1: played the Control (-1), took the Colony (+1), then drew (+1).
    expect(took.events.map((e) => e.type)).toEqual(expect.arrayContaining(["took", "draw"]));
    // P1 had 2 cards: -1 Control played, +1 Colony taken, then +1 drawn in the Draw phase.
    expect(took.state.hands[0]).toEqual(["solar", "colony", "ice"]);
    expect(took.state.hands[1]).toHaveLength(2);
    expect(base.view(took.state, 1).private!.stolen).toEqual({ by: 0, card: "colony" });
    expect(base.view(took.state, 0).private!.stealHand).toBeNull();
    expect(JSON.stringify(took.events)).not.toMatch(/colony/);
  });

  it("a take without a chosen opponent is rejected, not thrown", () => {
    const s = b24();
    s.phase = "steal";
    expect(reject(s, 0, { type: "take", card: "colony" }).code).toBe("illegal");
  });

  it("a card not in the target's hand cannot be taken; an empty hand cannot be robbed; not oneself", () => {
    const s = b24();
    const looking = play(s, 0, { type: "steal", target: 1 }).state;
    expect(reject(looking, 0, { type: "take", card: "spaceport" }).code).toBe("illegal");
    expect(reject(looking, 0, { type: "pass" }).code).toBe("illegal");
    const empty = makeState({ ...{ phase: "control" }, hands: [["control"], []], sites: [["outpost", 1, 1]] });
    expect(reject(empty, 0, { type: "steal", target: 1 }).code).toBe("illegal");
    expect(reject(s, 0, { type: "steal", target: 0 }).code).toBe("illegal");
    expect(reject(s, 0, { type: "steal", target: 3 }).code).toBe("illegal");
  });

  it("the hand limit is not checked on a steal, only in Draw", () => {
    const s = makeState({
      sites: [["outpost", 1, 1]], phase: "control", deck: [],
      hands: [["control", "metal", "metal", "metal", "metal", "metal", "metal", "metal", "metal"], ["ice"]],
    });
    const looking = play(s, 0, { type: "steal", target: 1 }).state;
    const r = play(looking, 0, { type: "take", card: "ice" });
    // Deck empty: no draw, yet the 9 cards must be cut to 8 in the Draw phase.
    expect(r.state.phase).toBe("discard");
    expect(r.state.hands[0]).toHaveLength(9);
  });

  it("at most one Control card per phase; pass is the timeout default", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 1, 2, 1], ["research", 2, 1, 1]],
      hands: [["control", "control"], ["metal"]], phase: "control", deck: ["ice", "ice"],
    });
    expect(base.timeoutAction(s, 0)).toEqual({ type: "pass" });
    const r = play(s, 0, { type: "capture", at: at(1, 2) });
    expect(r.state.phase).not.toBe("control");
    expect(reject(r.state, 0, { type: "capture", at: at(2, 1) }).code).toBe("illegal");
    expect(r.state.hands[0].filter((c) => c === "control")).toHaveLength(1);
  });

  it("the steal timeout takes the target's most valuable card", () => {
    const s = b24();
    const looking = play(s, 0, { type: "steal", target: 1 }).state;
    expect(base.timeoutAction(looking, 0)).toEqual({ type: "take", card: "colony" });
  });
});

describe("§3.5 Control phase", () => {
  it("X-3.5-1 an own resource is a site one controls: P1's Metal (5,5) allows capturing P2's Refinery (5,6); income moves 2 → P1", () => {
    const s = makeState({
      sites: [["metal", 5, 5], ["refinery", 5, 6, 1], ["extractor", 4, 6, 1], ["ice", 3, 6, 1], ["solar", 4, 7, 1], ["solar", 6, 6, 1]],
      hands: [["control"], []], phase: "control", deck: ["transfer", "transfer"],
    });
    expect(base.view(s, null).income).toEqual([0, 3]);
    const r = play(s, 0, { type: "capture", at: at(5, 6) });
    expect(siteAt(r.state.sites, at(5, 6))!.owner).toBe(0);
    expect(base.view(r.state, null).income).toEqual([2, 1]);
  });

  it("X-3.5-2 a neutral Volcano next to the target gives no right to capture", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["volcano", 5, 5], ["refinery", 5, 6, 1]], hands: [["control"], ["metal"]], phase: "control" });
    expect(reject(s, 0, { type: "capture", at: at(5, 6) }).code).toBe("illegal");
  });

  it("X-3.5-3 3 players: P1 steals P3's only card; P3 has 0, P2 keeps 2, P1 holds it", () => {
    const s = makeState({
      players: 3, sites: [["outpost", 1, 1]], hands: [["control"], ["ice", "ice"], ["spaceport"]], phase: "control", deck: [],
    });
    const looking = play(s, 0, { type: "steal", target: 2 });
    expect(base.view(looking.state, 0).private!.stealHand).toEqual(["spaceport"]);
    const r = play(looking.state, 0, { type: "take", card: "spaceport" });
    expect(r.state.hands.map((h) => h.length)).toEqual([1, 2, 0]);
    expect(r.state.hands[0]).toEqual(["spaceport"]);
    expect(base.view(r.state, 2).private!.stolen).toEqual({ by: 0, card: "spaceport" });
    expect(base.view(r.state, 1).private!.stolen).toBeNull();
  });

  it("X-3.5-4 8 cards: Control played (7), steal (8), draw (9): discard exactly 1", () => {
    const hand: CardKind[] = ["control", "metal", "metal", "metal", "ice", "ice", "ice", "solar"];
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [hand, ["hub"]], phase: "control", deck: ["colony", "colony"] });
    const r = play(play(s, 0, { type: "steal", target: 1 }).state, 0, { type: "take", card: "hub" });
    expect(r.state.hands[0]).toHaveLength(9);
    expect(r.state.phase).toBe("discard");
    expect(base.view(r.state, 0).mustDiscard).toBe(1);
  });

  it("X-3.5-5 the steal timeout takes the first card of highest income: [Metal, Factory, Colony] gives the Factory", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["control"], ["metal", "factory", "colony"]], phase: "control", deck: ["hub", "hub"] });
    const looking = play(s, 0, { type: "steal", target: 1 }).state;
    const r = play(looking, 0, { type: "timeout" });
    expect(r.state.hands[1]).toEqual(["metal", "colony"]);
    expect(r.state.stolen[1]).toEqual({ by: 0, card: "factory" });
  });
});
