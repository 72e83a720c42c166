import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import { at, makeState, play, reject } from "./helpers";

const building = () => makeState({
  sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["solar", 9, 10, 1]],
  hands: [["extractor", "metal", "volcano", "solar", "transfer"], ["colony"]],
  phase: "build",
});

describe("§3.7 Build phase", () => {
  it("installations and resources go next to an own site and carry the builder's token", () => {
    const r = play(building(), 0, { type: "build", card: "extractor", at: at(1, 2) });
    expect(siteAt(r.state.sites, at(1, 2))).toEqual({ x: 1, y: 2, card: "extractor", owner: 0, damage: 0 });
    expect(r.state.phase).toBe("build");
    const r2 = play(r.state, 0, { type: "build", card: "metal", at: at(1, 3) });
    expect(siteAt(r2.state.sites, at(1, 3))!.owner).toBe(0);
    expect(r2.events).toEqual([{ type: "build", seat: 0, card: "metal", x: 1, y: 3 }]);
    expect(reject(building(), 0, { type: "build", card: "extractor", at: at(5, 5) }).code).toBe("illegal");
    expect(reject(building(), 0, { type: "build", card: "metal", at: at(2, 2) }).code).toBe("illegal");
  });

  it("placements chain: each is checked against the board as it stands", () => {
    const r = play(building(), 0, { type: "build", card: "extractor", at: at(1, 2) });
    const r2 = play(r.state, 0, { type: "build", card: "solar", at: at(1, 3) });
    expect(play(r2.state, 0, { type: "build", card: "metal", at: at(1, 4) }).state.sites).toHaveLength(6);
  });

  it("a Volcano goes on any empty space, stays neutral and gives no right to build next to it", () => {
    const r = play(building(), 0, { type: "build", card: "volcano", at: at(5, 5) });
    expect(siteAt(r.state.sites, at(5, 5))!.owner).toBeNull();
    expect(reject(r.state, 0, { type: "build", card: "solar", at: at(5, 6) }).code).toBe("illegal");
    expect(reject(r.state, 0, { type: "build", card: "volcano", at: at(1, 1) }).code).toBe("illegal");
  });

  it("base-D14 a Volcano is neutral even if a hand-made state gives it an owner", () => {
    const s = building();
    s.sites = [...s.sites, { x: 5, y: 5, card: "volcano", owner: 0, damage: 0 }];
    expect(reject(s, 0, { type: "build", card: "solar", at: at(5, 6) }).code).toBe("illegal");
    expect(base.legalActions(s, 0)).not.toContainEqual({ type: "build", card: "solar", at: at(5, 6) });
  });

  it("one site per space; action cards and cards not in hand cannot be placed", () => {
    const s = building();
    expect(reject(s, 0, { type: "build", card: "solar", at: at(1, 1) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "build", card: "transfer", at: at(1, 2) }).message).toMatch(/action card/);
    expect(reject(s, 0, { type: "build", card: "colony", at: at(1, 2) }).message).toBe("You have no Colony in your hand.");
    expect(reject(s, 0, { type: "build", card: "solar", at: at(10, 9) }).code).toBe("illegal");
  });

  it("building costs nothing and needs no requirement to be met", () => {
    const s = building();
    s.hands[0].push("spaceport");
    const r = play(s, 0, { type: "build", card: "spaceport", at: at(2, 1) });
    expect(r.state.credits).toEqual([50, 50]);
    expect(base.view(r.state, null).sites.find((t) => t.card === "spaceport")).toMatchObject({ functional: false, reason: "needsColony" });
  });

  it("legal builds list every site card on every legal space; pass ends the turn (timeout default)", () => {
    const s = building();
    const legal = base.legalActions(s, 0);
    expect(legal).toContainEqual({ type: "build", card: "extractor", at: at(2, 1) });
    expect(legal.filter((a) => a.type === "build" && a.card === "volcano")).toHaveLength(97);
    expect(legal.some((a) => a.type === "build" && a.card === "transfer")).toBe(false);
    expect(base.timeoutAction(s, 0)).toEqual({ type: "pass" });
    const r = play(s, 0, { type: "pass" });
    expect(r.events[0]).toEqual({ type: "turn", seat: 1, round: 1 });
  });

  it("building opponents' sites' neighbours is not allowed", () => {
    expect(reject(building(), 0, { type: "build", card: "solar", at: at(8, 10) }).code).toBe("illegal");
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
    expect(base.view(st, null).sites.find((t) => t.card === "colony")).toMatchObject({ functional: false, reason: "needsHydroponics" });
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
