/** Cases for §1 (components and setup). */
import { base } from "../../src/games/base";
import type { CardKind } from "../../src/games/base/data";
import { rigMeteor } from "./spec-helpers";
import { at, incomeOf, makeState, play, reject } from "./helpers";

const spaces = (actions: { type: string; at?: { x: number; y: number } }[]) =>
  actions.filter((a) => a.at).map((a) => `${a.at!.x},${a.at!.y}`).sort();

describe("§1.1 map", () => {
  it("X-1.1-1 one site per space: a site cannot be built on a Volcano or an opponent's site, nor moved onto one", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["volcano", 2, 1], ["solar", 1, 2, 1], ["metal", 1, 3]], hands: [["solar", "volcano"], []], phase: "build" });
    expect(reject(s, 0, { type: "build", card: "solar", at: at(2, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "build", card: "volcano", at: at(1, 2) }).code).toBe("illegal");
    const t = makeState({ sites: [["outpost", 1, 1], ["volcano", 2, 1], ["metal", 3, 1]], hands: [["transfer"], []] });
    expect(reject(t, 0, { type: "move", from: at(3, 1), to: at(2, 1) }).code).toBe("illegal");
  });

  it("X-1.1-2 the map is 10×10: an Outpost at (1,1) may only be built on (2,1) and (1,2); off-map spaces are bad actions", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["solar"], []], phase: "build" });
    expect(spaces(base.legalActions(s, 0))).toEqual(["1,2", "2,1"]);
    expect(reject(s, 0, { type: "build", card: "solar", at: { x: 0, y: 1 } }).code).toBe("bad_action");
    expect(reject(s, 0, { type: "build", card: "solar", at: { x: 1, y: 11 } }).code).toBe("bad_action");
    const edge = makeState({ sites: [["outpost", 10, 10]], hands: [["solar"], []], phase: "build" });
    expect(spaces(base.legalActions(edge, 0))).toEqual(["10,9", "9,10"]);
  });

  it("X-1.1-3 diagonal spaces are not adjacent: a Research diagonal to a Solar earns 0, orthogonal 1", () => {
    expect(incomeOf([["solar", 5, 5], ["research", 6, 6]])).toBe(0);
    expect(incomeOf([["solar", 5, 5], ["research", 6, 5]])).toBe(1);
  });
});

describe("§1.2 cards", () => {
  it("X-1.2-1 power producers pay nothing themselves: Solar, Geothermal, Hub and Shield all work and earn 0; Research +1", () => {
    const board: [CardKind, number, number][] = [["volcano", 4, 5], ["geothermal", 5, 5], ["solar", 6, 6], ["hub", 6, 5], ["shield", 5, 6], ["research", 5, 4]];
    const view = base.view(makeState({ sites: board }), null);
    expect(view.sites.filter((t) => t.card !== "volcano").every((t) => t.functional)).toBe(true);
    expect(view.income[0]).toBe(1);
  });

  it("X-1.2-2 an Outpost is both power source and extractor: alone with a Metal and a Refinery it makes +3", () => {
    expect(incomeOf([["outpost", 5, 5], ["metal", 5, 6], ["refinery", 6, 5]])).toBe(3);
    expect(incomeOf([["outpost", 5, 5], ["refinery", 6, 5]])).toBe(1);
  });
});

describe("§1.3 other components", () => {
  it("X-1.3-1 credits never go negative: 2 credits cannot pay 3 points; listed repairs never exceed 2", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1, 0, 5]], phase: "repair", credits: [2, 50] }), 6, 6);
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 3 }] }).code).toBe("cannot_afford");
    const points = base.legalActions(s, 0).flatMap((a) => (a.type === "repair" ? a.repairs.map((r) => r.points) : []));
    expect(Math.max(...points)).toBe(2);
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 2 }] });
    expect(r.events[0]).toMatchObject({ type: "repair", cost: 2 });
    expect(r.state.sites[0].damage).toBe(3);
    // 2 - 2 = 0, and the Outpost (3 damage left) earns nothing.
    expect(r.state.credits[0]).toBe(0);
  });

  it("X-1.3-2 the discard pile is public: the opponent sees a played Transfer as {transfer: 1}", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5]], hands: [["transfer"], []] });
    const r = play(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) });
    expect(base.view(r.state, 1).discard).toEqual({ transfer: 1 });
  });
});

describe("§1.4 setup", () => {
  it("X-1.4-1 3 players, seat 1 first: seat 1 uses (1,1), seat 2 (10,10), seat 0 (10,1); wrong zones are rejected", () => {
    let s = base.setup({ players: 3, seed: "x141", options: { firstPlayer: 1 } });
    expect(s.order).toEqual([1, 2, 0]);
    expect(reject(s, 0, { type: "placeOutpost", at: at(10, 1) }).code).toBe("not_your_turn");
    s = play(s, 1, { type: "placeOutpost", at: at(1, 3) }).state;
    expect(reject(s, 2, { type: "placeOutpost", at: at(10, 1) }).code).toBe("illegal");
    s = play(s, 2, { type: "placeOutpost", at: at(8, 10) }).state;
    expect(spaces(base.legalActions(s, 0))).toEqual(["10,1", "10,2", "10,3", "8,1", "9,1", "9,2"]);
    s = play(s, 0, { type: "placeOutpost", at: at(9, 2) }).state;
    expect(s.sites.map((t) => [t.x, t.y, t.owner, t.damage])).toEqual([[1, 3, 1, 0], [8, 10, 2, 0], [9, 2, 0, 0]]);
  });

  it("X-1.4-2 4 players: 50 credits and 5 hidden cards each; 95 cards left in the deck", () => {
    const s = base.setup({ players: 4, seed: "x142" });
    expect(s.credits).toEqual([50, 50, 50, 50]);
    const v = base.view(s, 2);
    expect(v.handCounts).toEqual([5, 5, 5, 5]);
    expect(v.deckCount).toBe(95);
    expect(v.private!.hand).toHaveLength(5);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.hands[0]));
  });

  it("X-1.4-3 after the last Outpost round 1 begins with the first player's turn", () => {
    let s = base.setup({ players: 2, seed: "x143", options: { firstPlayer: 1, deck: Array(30).fill("metal") } });
    s = play(s, 1, { type: "placeOutpost", at: at(1, 1) }).state;
    expect(s.round).toBe(0);
    const r = play(s, 0, { type: "placeOutpost", at: at(10, 10) });
    expect(r.events).toContainEqual({ type: "turn", seat: 1, round: 1 });
    expect(r.state.round).toBe(1);
    expect(base.awaiting(r.state)).toEqual([1]);
  });

  it("X-1.4-4 the Outpost timeout puts the 2nd player's Outpost on (10,10)", () => {
    let s = base.setup({ players: 2, seed: "x144", options: { firstPlayer: 0 } });
    s = play(s, 0, base.timeoutAction(s, 0)).state;
    expect(base.timeoutAction(s, 1)).toEqual({ type: "placeOutpost", at: at(10, 10) });
    s = play(s, 1, base.timeoutAction(s, 1)).state;
    expect(s.sites.map((t) => [t.x, t.y, t.owner])).toEqual([[1, 1, 0], [10, 10, 1]]);
  });
});
