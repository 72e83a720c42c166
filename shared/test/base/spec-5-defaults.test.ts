/** Cases for §5 (every DEFAULT, base-D1-D23). */
import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import type { CardKind } from "../../src/games/base/data";
import { functionalSet } from "../../src/games/base/functional";
import { meteor } from "../../src/games/base/meteor";
import { rigMeteor } from "./spec-helpers";
import { at, cardCount, incomeOf, makeState, play, reject, sites, type SiteSpec } from "./helpers";

/** A d10 showing the given faces in order. */
const dice = (...faces: number[]) => () => {
  if (faces.length === 0) throw new Error("rolled too often");
  return faces.shift()!;
};

describe("§5 DEFAULT values", () => {
  it("base-D1 2, 3 and 4 players each get 5 cards; the deck keeps 115 - 5n", () => {
    for (const players of [2, 3, 4]) {
      const s = base.setup({ players, seed: `d1-${players}` });
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(5));
      expect(s.deck).toHaveLength(115 - 5 * players);
    }
    expect(() => base.setup({ players: 1, seed: "d1" })).toThrow();
  });

  it("base-D2 4 players: the 4th places in the (1,10) zone: (1,8) is legal, (1,7) and (10,1) are not", () => {
    let s = base.setup({ players: 4, seed: "d2", options: { firstPlayer: 0 } });
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    s = play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
    s = play(s, 2, { type: "placeOutpost", at: at(10, 1) }).state;
    expect(reject(s, 3, { type: "placeOutpost", at: at(1, 7) }).code).toBe("illegal");
    expect(reject(s, 3, { type: "placeOutpost", at: at(10, 2) }).code).toBe("illegal");
    s = play(s, 3, { type: "placeOutpost", at: at(1, 8) }).state;
    expect(siteAt(s.sites, at(1, 8))).toMatchObject({ card: "outpost", owner: 3 });
  });

  it("base-D3 Manhattan ≤ 2 around (10,10): (8,10) legal; (8,9) (distance 3) and (8,8) rejected", () => {
    let s = base.setup({ players: 2, seed: "d3", options: { firstPlayer: 0 } });
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    expect(reject(s, 1, { type: "placeOutpost", at: at(8, 9) }).code).toBe("illegal");
    expect(reject(s, 1, { type: "placeOutpost", at: at(8, 8) }).code).toBe("illegal");
    expect(play(s, 1, { type: "placeOutpost", at: at(8, 10) }).state.sites[1]).toMatchObject({ x: 8, y: 10, owner: 1 });
  });

  it("base-D4 a 2-player game holds 115 drawable cards plus the 2 Outposts once placed", () => {
    let s = base.setup({ players: 2, seed: "d4", options: { firstPlayer: 0 } });
    expect(cardCount(s)).toBe(115);
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    s = play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
    expect(cardCount(s)).toBe(117);
  });

  it("base-D5 3 players, seat 2 first: 5 cards dealt one at a time in turn order 2,0,1", () => {
    const deck: CardKind[] = ["colony", "metal", "ice", "solar", "hub", "shield", "research", "factory", "volcano", "control", "transfer", "spaceport", "reactor", "biomed", "hightech", "geothermal"];
    const s = base.setup({ players: 3, seed: "d5", options: { firstPlayer: 2, deck } });
    expect(s.hands[2]).toEqual(["colony", "solar", "research", "control", "reactor"]);
    expect(s.hands[0]).toEqual(["metal", "hub", "factory", "transfer", "biomed"]);
    expect(s.hands[1]).toEqual(["ice", "shield", "volcano", "spaceport", "hightech"]);
    expect(s.deck).toEqual(["geothermal"]);
  });

  it("base-D6 a Colony diagonal to its Dome and a Shield diagonal to a meteor are both out of reach", () => {
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["solar", 3, 2], ["colony", 3, 1]])).toBe(3 + 3);
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["solar", 3, 3], ["colony", 3, 2]])).toBe(3);
    const s = makeState({ sites: [["solar", 4, 4], ["shield", 4, 5], ["research", 5, 6], ["solar", 5, 7]] });
    expect(meteor(s, 0, dice(5, 6, 2), []).outcome).toBe("damaged");
  });

  it("base-D7 building costs no credits: with 0 credits P1 still builds 2 sites and keeps 0", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["solar", "research", "metal"], []], phase: "build", credits: [0, 50] });
    const st = play(play(s, 0, { type: "build", card: "solar", at: at(2, 1) }).state, 0, { type: "build", card: "research", at: at(3, 1) }).state;
    expect(st.sites).toHaveLength(3);
    expect(st.phase).toBe("build");
    expect(st.credits).toEqual([0, 50]);
  });

  it("base-D8 after a Steal the Control phase is over: the second Control card cannot also capture", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 2, 1, 1]], hands: [["control", "control"], ["ice", "metal"]], phase: "control", deck: ["hub", "hub"],
    });
    const r = play(play(s, 0, { type: "steal", target: 1 }).state, 0, { type: "take", card: "ice" });
    expect(r.state.phase).toBe("build");
    expect(reject(r.state, 0, { type: "capture", at: at(2, 1) }).code).toBe("illegal");
    expect(r.state.hands[0]).toEqual(["control", "ice", "hub"]);
  });

  it("base-D9 hits of 5 then 10 (face 0) make 15 damage; the Colony stays on the map, defunct", () => {
    const s = makeState({ sites: [["colony", 3, 3]] });
    meteor(s, 0, dice(3, 3, 5), []);
    meteor(s, 0, dice(3, 3, 0), []);
    expect(siteAt(s.sites, at(3, 3))).toMatchObject({ card: "colony", damage: 15 });
    expect(base.view(s, null).sites[0]).toMatchObject({ functional: false, reason: "damaged" });
  });

  it("base-D10 a Shield with 1 damage protects nobody: its neighbour takes 4", () => {
    const s = makeState({ sites: [["solar", 5, 4], ["shield", 5, 5, 0, 1], ["research", 5, 6], ["solar", 4, 6]] });
    expect(meteor(s, 0, dice(5, 6, 4), [])).toMatchObject({ outcome: "damaged", damageRoll: 4 });
    expect(meteor(s, 0, dice(5, 5, 3), [])).toMatchObject({ outcome: "damaged" });
    expect(siteAt(s.sites, at(5, 5))!.damage).toBe(4);
  });

  it("base-D11 volcano heat does not pass through a Hub: Geothermal two steps from a Volcano powers nothing", () => {
    const board: SiteSpec[] = [["volcano", 1, 1], ["hub", 2, 1], ["solar", 2, 2], ["geothermal", 3, 1], ["research", 4, 1]];
    expect(incomeOf(board)).toBe(0);
    expect(functionalSet(sites(...board)).has("2,1")).toBe(true);
  });

  it("base-D12 two Hubs in a row do not chain a Dome to a Colony (+3); one Hub does (+6)", () => {
    const chained: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["hub", 4, 1], ["solar", 4, 2], ["colony", 5, 1], ["solar", 5, 2],
    ];
    expect(incomeOf(chained)).toBe(3);
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["colony", 4, 1], ["solar", 4, 2]])).toBe(6);
  });

  it("base-D13 the functional set does not depend on site order: the reversed board gives the same set and income", () => {
    const board: SiteSpec[] = [
      ["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["solar", 2, 2], ["hub", 3, 1], ["reactor", 4, 1], ["research", 4, 2],
    ];
    const fwd = functionalSet(sites(...board));
    const rev = functionalSet(sites(...board.slice().reverse()));
    expect([...rev].sort()).toEqual([...fwd].sort());
    expect(fwd.has("4,1")).toBe(false);
    expect(incomeOf(board)).toBe(3);
  });

  it("base-D14 a Volcano cannot be moved, switched, captured or repaired and never anchors a Transfer", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["volcano", 2, 1], ["solar", 5, 5]], hands: [["transfer"], []] });
    expect(reject(s, 0, { type: "move", from: at(2, 1), to: at(3, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "switch", a: at(2, 1), b: at(5, 5) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "move", from: at(5, 5), to: at(3, 1) }).code).toBe("illegal");
    const c = makeState({ sites: [["outpost", 1, 1], ["volcano", 2, 1]], hands: [["control"], ["ice"]], phase: "control" });
    expect(reject(c, 0, { type: "capture", at: at(2, 1) }).code).toBe("illegal");
  });

  it("base-D15 a resource goes next to an own site, takes the token and lets the next site be built beyond it", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["metal", "extractor"], []], phase: "build" });
    expect(reject(s, 0, { type: "build", card: "metal", at: at(3, 1) }).code).toBe("illegal");
    const st = play(s, 0, { type: "build", card: "metal", at: at(2, 1) }).state;
    expect(siteAt(st.sites, at(2, 1))!.owner).toBe(0);
    const done = play(st, 0, { type: "build", card: "extractor", at: at(3, 1) }).state;
    expect(siteAt(done.sites, at(3, 1))).toMatchObject({ card: "extractor", owner: 0 });
  });

  it("base-D16 played action cards are discarded: a Transfer and a Control in one turn leave both in the pile", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5], ["research", 2, 2, 1]], hands: [["transfer", "control"], ["ice"]], deck: ["hub", "hub"],
    });
    const moved = play(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) }).state;
    expect(moved.phase).toBe("control");
    const r = play(moved, 0, { type: "capture", at: at(2, 2) });
    expect(r.state.discard.slice().sort()).toEqual(["control", "transfer"]);
    expect(r.state.hands[0]).toEqual(["hub"]);
  });

  it("base-D17 faces (0,0) hit (10,10), (1,0) hit (1,10) and (0,1) hit (10,1)", () => {
    const s = makeState({ sites: [["research", 10, 10], ["research", 1, 10], ["research", 10, 1]] });
    expect(meteor(s, 0, dice(0, 0, 1), [])).toMatchObject({ x: 10, y: 10, outcome: "damaged" });
    expect(meteor(s, 0, dice(1, 0, 2), [])).toMatchObject({ x: 1, y: 10, outcome: "damaged" });
    expect(meteor(s, 0, dice(0, 1, 3), [])).toMatchObject({ x: 10, y: 1, outcome: "damaged" });
    expect(s.sites.map((t) => t.damage)).toEqual([1, 2, 3]);
  });

  it("base-D18 4 players: the 3rd draws the last card; the 4th plays without drawing; then the game is over", () => {
    const s = makeState({
      players: 4, sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["outpost", 10, 1, 2], ["outpost", 1, 10, 3]],
      phase: "control", turn: 2, deck: ["control"], credits: [70, 50, 50, 50],
    });
    const r = play(s, 2, { type: "pass" });
    expect(r.state.finalRound).toBe(true);
    expect(r.state.hands[2]).toEqual(["control"]);
    expect(r.state.phase).toBe("over");
    expect(r.events.filter((e) => e.type === "turn").map((e) => e.seat)).toEqual([3]);
    expect(r.events.filter((e) => e.type === "production").map((e) => e.seat)).toEqual([3]);
    expect(base.result(r.state)!.winners).toEqual([0]);
  });

  it("base-D19 3 players: two tied at 60 share the victory", () => {
    const s = makeState({ players: 3, sites: [["outpost", 1, 1]], phase: "build", turn: 2, deck: [], finalRound: true, credits: [60, 59, 60], hands: [[], [], ["metal"]] });
    const r = play(s, 2, { type: "pass" });
    expect(base.result(r.state)).toEqual({ winners: [0, 2], scores: [60, 59, 60] });
    expect(base.view(r.state, null).winners).toEqual([0, 2]);
  });

  it("base-D20 0 credits and a damaged Outpost: Repair is skipped, credits stay 0 and the Outpost earns nothing", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1, 0, 1], ["research", 2, 1]], phase: "repair", credits: [0, 50] }), 6, 6);
    expect(base.legalActions(s, 0)).toEqual([{ type: "pass" }]);
    const r = play(s, 0, { type: "pass" });
    expect(r.state.credits[0]).toBe(0);
    expect(r.state.sites[0].damage).toBe(1);
  });

  it("base-D21 an empty deck is never refilled from the discard pile", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], phase: "control", deck: [], finalRound: true, hands: [["metal"], []] });
    s.discard = ["solar", "ice", "hub"];
    const r = play(s, 0, { type: "pass" });
    expect(r.state.deck).toEqual([]);
    expect(r.state.discard).toEqual(["solar", "ice", "hub"]);
    expect(r.state.hands[0]).toEqual(["metal"]);
  });

  it("base-D22 the first player is drawn at random: over 40 seeds both seats start, and a seed always gives the same one", () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => base.setup({ players: 2, seed: `d22-${i}` }).order[0]));
    expect([...firsts].sort()).toEqual([0, 1]);
    expect(base.setup({ players: 3, seed: "same" }).order).toEqual(base.setup({ players: 3, seed: "same" }).order);
  });

  it("base-D23 timeouts: Transfer, Repair, Control and Build pass; Outpost on the 3rd corner (10,1); discard the newest", () => {
    const hand: CardKind[] = ["transfer", "control", "metal"];
    const site: SiteSpec[] = [["outpost", 1, 1, 0, 2], ["solar", 1, 2], ["metal", 5, 5], ["solar", 2, 1, 1]];
    for (const phase of ["transfer", "repair", "control", "build"] as const) {
      expect(base.timeoutAction(makeState({ sites: site, hands: [hand, ["ice"]], phase }), 0)).toEqual({ type: "pass" });
    }
    let s = base.setup({ players: 3, seed: "d23", options: { firstPlayer: 0 } });
    s = play(s, 0, base.timeoutAction(s, 0)).state;
    s = play(s, 1, base.timeoutAction(s, 1)).state;
    expect(base.timeoutAction(s, 2)).toEqual({ type: "placeOutpost", at: at(10, 1) });
    const ten: CardKind[] = ["solar", "solar", "solar", "solar", "solar", "solar", "solar", "solar", "hub", "colony"];
    expect(base.timeoutAction(makeState({ hands: [ten, []], phase: "discard" }), 0)).toEqual({ type: "discard", cards: ["colony", "hub"] });
  });
});
