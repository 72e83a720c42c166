/** Hidden-style cases for §3 (phase rules), played through `apply` with the meteor fixed by the rng. */
import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import type { CardKind } from "../../src/games/base/data";
import { rigMeteor } from "./hidden-helpers";
import { at, makeState, play, reject } from "./helpers";

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

describe("§3.2 Repair phase", () => {
  it("X-3.2-1 3 credits: repairing 2+2 is rejected; 2+1 leaves 0 credits, then the repaired Outpost earns +1", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1, 0, 2], ["solar", 1, 2, 0, 2]], phase: "repair", credits: [3, 50] }), 6, 6);
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 2 }, { at: at(1, 2), points: 2 }] }).code).toBe("cannot-afford");
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 2 }, { at: at(1, 2), points: 1 }] });
    expect(r.events[0]).toMatchObject({ type: "repair", cost: 3 });
    expect(siteAt(r.state.sites, at(1, 2))!.damage).toBe(1);
    expect(prod(r.events)!.amount).toBe(1);
    expect(r.state.credits[0]).toBe(1);
  });

  it("X-3.2-2 a Shield repaired this turn protects its neighbour from this turn's meteor; unrepaired it does not (7 damage)", () => {
    const given = () => rigMeteor(makeState({
      sites: [["solar", 5, 4], ["shield", 5, 5, 0, 1], ["research", 6, 5]], phase: "repair",
    }), 6, 5, 7);
    const repaired = play(given(), 0, { type: "repair", repairs: [{ at: at(5, 5), points: 1 }] });
    expect(repaired.events.find((e) => e.type === "meteor")).toMatchObject({ x: 6, y: 5, outcome: "shielded", damageRoll: null });
    expect(siteAt(repaired.state.sites, at(6, 5))!.damage).toBe(0);
    const passed = play(given(), 0, { type: "pass" });
    expect(passed.events.find((e) => e.type === "meteor")).toMatchObject({ outcome: "damaged", damageRoll: 7 });
    expect(siteAt(passed.state.sites, at(6, 5))!.damage).toBe(7);
  });

  it("X-3.2-3 a captured site keeps its damage and its new owner may repair it; the old owner may not", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["refinery", 2, 1, 0, 4], ["outpost", 10, 10, 1]], phase: "repair", credits: [10, 10] });
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(2, 1), points: 4 }] });
    expect(siteAt(r.state.sites, at(2, 1))!.damage).toBe(0);
    const p2 = makeState({ sites: [["outpost", 1, 1], ["refinery", 2, 1, 0, 4], ["outpost", 10, 10, 1]], phase: "repair", turn: 1 });
    expect(reject(p2, 1, { type: "repair", repairs: [{ at: at(2, 1), points: 1 }] }).code).toBe("illegal");
  });

  it("X-3.2-4 with 0 credits there is nothing to decide: the Repair phase is skipped and the damage stays", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2, 0, 3]], hands: [["transfer"], []], credits: [0, 50] }), 6, 6);
    const r = play(s, 0, { type: "pass" });
    expect(r.events[0].type).toBe("meteor");
    expect(siteAt(r.state.sites, at(1, 2))!.damage).toBe(3);
    expect(r.state.credits[0]).toBe(1);
  });
});

describe("§3.3 Meteor phase", () => {
  it("X-3.3-1 a meteor in P1's turn damages P2's unshielded installation (4 damage, P2's credits unchanged)", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["research", 9, 10, 1]], phase: "repair" }), 9, 10, 4);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.find((e) => e.type === "meteor")).toMatchObject({ x: 9, y: 10, outcome: "damaged", owner: 1, damage: 4 });
    expect(siteAt(r.state.sites, at(9, 10))!.damage).toBe(4);
    expect(r.state.credits).toEqual([51, 50]);
  });

  it("X-3.3-2 the meteor falls before Production: hitting the own Extractor makes this turn's income +1 instead of +2", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["extractor", 1, 2], ["metal", 1, 3]], phase: "repair" }), 1, 2, 3);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(["meteor", "production"]);
    expect(prod(r.events)!.amount).toBe(1);
    expect(r.state.credits[0]).toBe(51);
  });

  it("X-3.3-3 a damage face 0 adds 10 to 3 damage: 13, and the site stays on the map", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["research", 4, 4, 0, 3]], phase: "repair", credits: [0, 50] }), 4, 4, 10);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.find((e) => e.type === "meteor")).toMatchObject({ faces: [4, 4], damageRoll: 10, damage: 13 });
    expect(siteAt(r.state.sites, at(4, 4))).toMatchObject({ card: "research", damage: 13, owner: 0 });
  });

  it("X-3.3-4 an unpowered Shield Generator hit by a meteor takes the damage itself (5)", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["shield", 6, 6]], phase: "repair" }), 6, 6, 5);
    const r = play(s, 0, { type: "pass" });
    expect(siteAt(r.state.sites, at(6, 6))!.damage).toBe(5);
  });
});

describe("§3.4 Production phase", () => {
  it("X-3.4-1 with every installation damaged, Production pays 0 and credits stay at 50", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1, 0, 1], ["research", 2, 1, 0, 1]], phase: "repair" }), 6, 6);
    const r = play(s, 0, { type: "pass" });
    expect(prod(r.events)).toMatchObject({ seat: 0, amount: 0 });
    expect(r.state.credits[0]).toBe(50);
  });

  it("X-3.4-2 after P1 captures P2's Outpost, P2 collects 0 in P2's turn and P1's income shows 2", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 9, 10], ["outpost", 10, 10, 1]], phase: "control", hands: [["control"], []], deck: ["volcano", "volcano"],
    });
    const r = play(s, 0, { type: "capture", at: at(10, 10) });
    // Production came before Control: the capture pays P1 nothing this turn.
    expect(r.state.credits).toEqual([50, 50]);
    expect(base.view(r.state, null).income).toEqual([2, 0]);
    // P1 drew a Volcano and may build it; passing ends the turn and P2's turn runs to its Build phase.
    const p2 = play(r.state, 0, { type: "pass" });
    expect(prod(p2.events)).toMatchObject({ seat: 1, amount: 0 });
    expect(p2.state.credits[1]).toBe(50);
  });

  it("X-3.4-3 a Colony repaired from 2 damage pays in the same turn: 50 - 2 + 6 = 54", () => {
    const s = rigMeteor(makeState({
      sites: [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1, 0, 2], ["solar", 3, 2]], phase: "repair",
    }), 6, 6);
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(3, 1), points: 2 }] });
    expect(prod(r.events)!.amount).toBe(6);
    expect(r.state.credits[0]).toBe(54);
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

describe("§3.7 Build phase", () => {
  it("X-3.7-1 a chain of 3 placements from the Outpost in one phase, free: credits stay 50; each gets P1's token", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["solar", "research", "metal", "metal"], []], phase: "build" });
    let st = play(s, 0, { type: "build", card: "solar", at: at(2, 1) }).state;
    st = play(st, 0, { type: "build", card: "research", at: at(3, 1) }).state;
    expect(reject(st, 0, { type: "build", card: "metal", at: at(5, 1) }).code).toBe("illegal");
    st = play(st, 0, { type: "build", card: "metal", at: at(4, 1) }).state;
    expect(st.phase).toBe("build");
    expect(st.sites.map((t) => [t.card, t.owner])).toEqual([["outpost", 0], ["solar", 0], ["research", 0], ["metal", 0]]);
    expect(st.credits).toEqual([50, 50]);
    expect(base.view(st, null).income[0]).toBe(2);
  });

  it("X-3.7-2 a space next to only an opponent's site, or diagonal to an own site, is rejected", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 5, 5, 1]], hands: [["solar"], []], phase: "build" });
    expect(reject(s, 0, { type: "build", card: "solar", at: at(5, 6) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "build", card: "solar", at: at(2, 2) }).code).toBe("illegal");
  });

  it("X-3.7-3 a Volcano on an occupied space is rejected; a Volcano then a Geothermal next to it and to the Outpost works", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [["volcano", "geothermal", "research"], []], phase: "build" });
    expect(reject(s, 0, { type: "build", card: "volcano", at: at(10, 10) }).code).toBe("illegal");
    let st = play(s, 0, { type: "build", card: "volcano", at: at(3, 1) }).state;
    expect(siteAt(st.sites, at(3, 1))!.owner).toBeNull();
    st = play(st, 0, { type: "build", card: "geothermal", at: at(2, 1) }).state;
    st = play(st, 0, { type: "build", card: "research", at: at(2, 2) }).state;
    expect(base.view(st, null).sites.find((t) => t.card === "geothermal")!.functional).toBe(true);
    expect(base.view(st, null).income[0]).toBe(2);
  });

  it("X-3.7-4 a defunct Colony may be built; it shows why it does not work", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["colony", "metal"], []], phase: "build" });
    const st = play(s, 0, { type: "build", card: "colony", at: at(2, 1) }).state;
    expect(base.view(st, null).sites.find((t) => t.card === "colony")).toMatchObject({ functional: false, reason: "needs a working Hydroponic Dome linked to it" });
  });

  it("X-3.7-5 the Build phase stays open until pass; pass starts P2's turn", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [["metal", "metal"], []], phase: "build" });
    const one = play(s, 0, { type: "build", card: "metal", at: at(2, 1) });
    expect(one.state.phase).toBe("build");
    expect(base.awaiting(one.state)).toEqual([0]);
    const passed = play(one.state, 0, { type: "pass" });
    expect(passed.events[0]).toEqual({ type: "turn", seat: 1, round: 1 });
    expect(passed.state.hands[0]).toEqual(["metal"]);
  });

  it("X-3.7-6 a player who controls no site can only place Volcanoes: with only installations in hand Build is skipped", () => {
    const s = makeState({ sites: [["outpost", 10, 10, 1]], hands: [["solar", "colony"], []], phase: "control", deck: ["hub", "volcano", "ice"] });
    const r = play(s, 0, { type: "pass" });
    expect(r.events[0]).toMatchObject({ type: "draw", seat: 0 });
    expect(r.events[1]).toEqual({ type: "turn", seat: 1, round: 1 });
    const v = makeState({ sites: [["outpost", 10, 10, 1]], hands: [["solar", "volcano"], []], phase: "build" });
    const legal = base.legalActions(v, 0).filter((a) => a.type === "build");
    expect(legal.every((a) => a.type === "build" && a.card === "volcano")).toBe(true);
    expect(legal).toHaveLength(99);
  });
});
