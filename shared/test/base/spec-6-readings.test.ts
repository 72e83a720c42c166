/** Cases for §6 (every resolution, A1-A22). */
import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import type { CardKind } from "../../src/games/base/data";
import { statuses } from "../../src/games/base/functional";
import { meteor } from "../../src/games/base/meteor";
import { rigMeteor } from "./spec-helpers";
import { at, incomeOf, makeState, play, reject, sites, type SiteSpec } from "./helpers";

const dice = (...faces: number[]) => () => {
  if (faces.length === 0) throw new Error("rolled too often");
  return faces.shift()!;
};

const events = (r: { events: { type: string }[] }, type: string) => r.events.filter((e) => e.type === type) as unknown as Record<string, unknown>[];

describe("§6 resolutions", () => {
  it("X-6-A1 a shuffled 2-player deal holds 115 cards in deck and hands, none of them an Outpost", () => {
    const s = base.setup({ players: 2, seed: "a1" });
    const all = [...s.deck, ...s.hands.flat()];
    expect(all).toHaveLength(115);
    expect(all).not.toContain("outpost");
    expect(all.filter((c) => c === "metal")).toHaveLength(9);
  });

  it("X-6-A2 3 players: the 3rd in turn order uses the (10,1) corner, not (1,10)", () => {
    let s = base.setup({ players: 3, seed: "a2", options: { firstPlayer: 0 } });
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    s = play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
    expect(reject(s, 2, { type: "placeOutpost", at: at(1, 10) }).code).toBe("illegal");
    expect(base.view(s, 2).outpostZone!.map((p) => `${p.x},${p.y}`)).toContain("10,1");
  });

  it("X-6-A3 Manhattan, not Chebyshev: (3,2) is 2 steps by Chebyshev but 3 by Manhattan and is rejected", () => {
    const s = base.setup({ players: 2, seed: "a3", options: { firstPlayer: 0 } });
    expect(reject(s, 0, { type: "placeOutpost", at: at(3, 2) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "placeOutpost", at: at(2, 3) }).code).toBe("illegal");
  });

  it("X-6-A4 requirements are orthogonal: a Hydroponic Dome diagonal to the Outpost on Ice is defunct", () => {
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 2], ["solar", 3, 2]])).toBe(1);
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1]])).toBe(3);
  });

  it("X-6-A5 after building a Volcano at (5,5), no space next to it is offered for an installation", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["volcano", "solar"], []], phase: "build" });
    const st = play(s, 0, { type: "build", card: "volcano", at: at(5, 5) }).state;
    const spots = base.legalActions(st, 0).filter((a) => a.type === "build").map((a) => (a.type === "build" ? `${a.at.x},${a.at.y}` : ""));
    expect(spots.sort()).toEqual(["1,2", "2,1"]);
    expect(reject(st, 0, { type: "build", card: "solar", at: at(5, 6) }).code).toBe("illegal");
  });

  it("X-6-A6 a Space Port works with a Bio-Med Lab while its High-Tech Industry is damaged", () => {
    const board: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1], ["solar", 4, 1], ["hub", 3, 2], ["solar", 2, 2],
      ["spaceport", 4, 2], ["hightech", 5, 2, 0, 2], ["biomed", 3, 3], ["solar", 2, 3], ["research", 3, 4], ["solar", 2, 4],
    ];
    // The Hub (3,2) links Colony (3,1), Space Port (4,2) and Bio-Med (3,3); the HTI (5,2) beside the Port is damaged.
    const st = statuses(sites(...board));
    expect(st.get("5,2")!.functional).toBe(false);
    expect(st.get("3,3")!.functional).toBe(true);
    expect(st.get("4,2")!.functional).toBe(true);
    expect(incomeOf(board)).toBe(1 + 2 + 3 + 5 + 4 + 1);
  });

  it("X-6-A7 a Factory next to a damaged Metal Refinery is defunct even with power beside it", () => {
    const board: SiteSpec[] = [["outpost", 1, 1], ["metal", 1, 2], ["refinery", 2, 1, 0, 1], ["factory", 3, 1], ["solar", 3, 2]];
    expect(incomeOf(board)).toBe(1);
    expect(statuses(sites(...board)).get("3,1")!.reason).toBe("needsMetal");
  });

  it("X-6-A8 a Geothermal Plant powers a Hub, a Shield and a Research Station around it: +1", () => {
    const board: SiteSpec[] = [["volcano", 5, 4], ["geothermal", 5, 5], ["hub", 4, 5], ["shield", 6, 5], ["research", 5, 6]];
    const st = statuses(sites(...board));
    expect(["4,5", "6,5", "5,6"].map((k) => st.get(k)!.functional)).toEqual([true, true, true]);
    expect(incomeOf(board)).toBe(1);
  });

  it("X-6-A9 a powered Refinery next to a powered Extractor with no resource is defunct: +1 (Outpost only)", () => {
    const board: SiteSpec[] = [["outpost", 1, 1], ["extractor", 2, 1], ["refinery", 3, 1], ["solar", 3, 2]];
    expect(incomeOf(board)).toBe(1);
    expect(statuses(sites(...board)).get("3,1")!.reason).toBe("needsExtractor");
    expect(incomeOf([...board, ["metal", 2, 2]])).toBe(1 + 1 + 2);
  });

  it("X-6-A10 a Hub carries materials (Refinery → Reactor) but not volcano heat or ore", () => {
    expect(incomeOf([["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["reactor", 4, 1]])).toBe(6);
    expect(incomeOf([["volcano", 1, 1], ["hub", 2, 1], ["solar", 2, 2], ["geothermal", 3, 1], ["research", 4, 1]])).toBe(0);
    expect(incomeOf([["outpost", 1, 1], ["hub", 2, 1], ["radioactives", 3, 1], ["refinery", 1, 2]])).toBe(1);
  });

  it("X-6-A11 an Outpost with no resource next to it pays 1 but feeds neither a Refinery nor a Dome", () => {
    expect(incomeOf([["outpost", 5, 5], ["refinery", 5, 6], ["hydroponics", 6, 5]])).toBe(1);
    expect(incomeOf([["outpost", 5, 5], ["refinery", 5, 6], ["hydroponics", 6, 5], ["ice", 4, 5]])).toBe(1 + 2 + 2);
  });

  it("X-6-A12 a damaged Reactor is defunct until all damage is gone: repairing 3 of 4 leaves it at 1 and its Research unpowered", () => {
    const s = rigMeteor(makeState({
      sites: [["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["reactor", 3, 1, 0, 4], ["research", 4, 1]], phase: "repair",
    }), 7, 7);
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(3, 1), points: 3 }] });
    expect(siteAt(r.state.sites, at(3, 1))!.damage).toBe(1);
    expect(events(r, "production")[0]).toMatchObject({ amount: 3 });
    expect(r.state.credits[0]).toBe(50 - 3 + 3);
  });

  it("X-6-A13 a damaged Shield Generator does not even protect itself: a hit adds 6 to its 2", () => {
    const s = makeState({ sites: [["solar", 5, 4], ["shield", 5, 5, 0, 2]] });
    expect(meteor(s, 0, dice(5, 5, 6), [])).toMatchObject({ outcome: "damaged", damageRoll: 6 });
    expect(siteAt(s.sites, at(5, 5))!.damage).toBe(8);
  });

  it("X-6-A14 one meteor per player turn: a round of 3 players has 3 meteors, in turn order 2, 0, 1", () => {
    const s = makeState({
      players: 3, order: [2, 0, 1], turn: 0, phase: "transfer", hands: [[], ["metal"], []], deck: Array(10).fill("transfer"),
      sites: [["outpost", 1, 1, 2], ["outpost", 10, 10, 0], ["outpost", 10, 1, 1]],
    });
    // Seat 2 passes; nobody can use the Transfer cards they draw, so the round runs by itself up to seat 1's Build.
    const r = play(s, 2, { type: "pass" });
    expect(r.state.phase).toBe("build");
    expect(base.awaiting(r.state)).toEqual([1]);
    expect(events(r, "meteor").map((e) => e.seat)).toEqual([2, 0, 1]);
    expect(events(r, "production").map((e) => e.seat)).toEqual([2, 0, 1]);
  });

  it("X-6-A15 one Transfer card per phase: after a Switch the player cannot also Move", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["solar", 1, 2], ["metal", 2, 1]], hands: [["transfer", "transfer"], []] });
    const r = play(s, 0, { type: "switch", a: at(1, 2), b: at(2, 1) });
    expect(siteAt(r.state.sites, at(1, 2))!.card).toBe("metal");
    expect(r.state.phase).not.toBe("transfer");
    expect(reject(r.state, 0, { type: "move", from: at(1, 2), to: at(3, 1) }).code).toBe("illegal");
  });

  it("X-6-A16 when the first player draws the last card, the second player still gets Production (+1)", () => {
    const s = rigMeteor(makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], []], phase: "control", deck: ["hub"],
    }), 5, 5);
    const r = play(s, 0, { type: "pass" });
    expect(r.state.finalRound).toBe(true);
    expect(r.state.phase).toBe("build");
    const end = play(r.state, 0, { type: "pass" });
    expect(end.state.phase).toBe("over");
    expect(events(end, "production")).toEqual([expect.objectContaining({ seat: 1 })]);
  });

  it("X-6-A17 the stealer chooses: P1 takes the 3rd card (Space Port) of P2's [Metal, Ice, Space Port]", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["control"], ["metal", "ice", "spaceport"]], phase: "control", deck: ["hub", "hub"] });
    const r = play(play(s, 0, { type: "steal", target: 1 }).state, 0, { type: "take", card: "spaceport" });
    expect(r.state.hands[1]).toEqual(["metal", "ice"]);
    expect(r.state.hands[0]).toEqual(["spaceport", "hub"]);
  });

  it("X-6-A18 an opponent's damaged site next to mine is not offered for repair and is rejected", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 1], ["solar", 2, 1, 1, 3]], phase: "repair" });
    const listed = base.legalActions(s, 0).flatMap((a) => (a.type === "repair" ? a.repairs.map((p) => `${p.at.x},${p.at.y}`) : []));
    expect(new Set(listed)).toEqual(new Set(["1,1"]));
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(2, 1), points: 1 }] }).code).toBe("illegal");
  });

  it("X-6-A19 in P1's turn P2's working Colony chain earns P2 nothing", () => {
    const s = rigMeteor(makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["ice", 10, 9, 1], ["hydroponics", 9, 10, 1], ["colony", 8, 10, 1], ["solar", 8, 9, 1]],
      phase: "repair", credits: [50, 50],
    }), 5, 5);
    s.sites = s.sites.map((t, i) => (i === 0 ? { ...t, damage: 1 } : t));
    const r = play(s, 0, { type: "pass" });
    expect(r.state.credits).toEqual([50, 50]);
    expect(base.view(r.state, null).income).toEqual([0, 6]);
  });

  it("X-6-A20 a meteor on a Volcano rolls no damage die and changes nothing", () => {
    const s = makeState({ sites: [["volcano", 4, 4]] });
    const roll = dice(4, 4);
    expect(meteor(s, 0, roll, [])).toMatchObject({ outcome: "volcano", damageRoll: null, card: "volcano" });
    expect(s.sites[0]).toMatchObject({ card: "volcano", owner: null, damage: 0 });
  });

  it("X-6-A21 Ice + Organics is the one resource a Dome accepts: Metal or Radioactives do not feed it", () => {
    for (const ore of ["metal", "radioactives"] as CardKind[]) {
      expect(incomeOf([["outpost", 1, 1], [ore, 1, 2], ["hydroponics", 2, 1]])).toBe(1);
    }
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1]])).toBe(3);
  });

  it("X-6-A22 each player starts with 5 cards and builds for free: the first turn's builds cost nothing", () => {
    let s = base.setup({ players: 2, seed: "a22", options: { firstPlayer: 0, deck: Array(40).fill("solar") } });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    s = play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
    expect(s.phase).toBe("build");
    const before = s.credits[0];
    const r = play(s, 0, { type: "build", card: "solar", at: at(2, 1) });
    expect(r.state.credits[0]).toBe(before);
    expect(r.state.hands[0]).toHaveLength(5);
  });
});
