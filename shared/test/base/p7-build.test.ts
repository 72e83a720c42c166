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
    s.sites.push({ x: 5, y: 5, card: "volcano", owner: 0, damage: 0 });
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
    expect(base.view(r.state, null).sites.find((t) => t.card === "spaceport")).toMatchObject({ functional: false, reason: "needs a working Colony linked to it" });
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
