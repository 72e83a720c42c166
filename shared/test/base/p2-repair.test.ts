import { base } from "../../src/games/base";
import { siteAt } from "../../src/games/base/board";
import { statuses } from "../../src/games/base/functional";
import { repair } from "../../src/games/base/repair";
import { at, makeState, play, reject } from "./helpers";
import { rigMeteor } from "./spec-helpers";

const prod = (events: { type: string }[]) => events.find((e) => e.type === "production") as { amount: number; seat: number } | undefined;

const chain = (damage: number) => makeState({
  sites: [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 2, 2, 0, damage], ["solar", 2, 3], ["research", 9, 9, 1, 3]],
  phase: "repair",
  credits: [5, 50],
});

describe("§3.2 Repair phase", () => {
  it("B22 5 credits repair 5 of 7 damage: 2 left, 0 credits, still defunct; next turn 2 more make it work", () => {
    const s = chain(7);
    const err = repair(s, 0, { type: "repair", repairs: [{ at: at(2, 2), points: 5 }] }, []);
    expect(err).toBeNull();
    expect(siteAt(s.sites, at(2, 2))!.damage).toBe(2);
    expect(s.credits[0]).toBe(0);
    expect(statuses(s.sites).get("2,2")).toEqual({ functional: false, reason: "damaged" });
    s.credits[0] = 2;
    expect(repair(s, 0, { type: "repair", repairs: [{ at: at(2, 2), points: 2 }] }, [])).toBeNull();
    expect(statuses(s.sites).get("2,2")!.functional).toBe(true);
    expect(s.credits[0]).toBe(0);
  });

  it("repair through the engine: pays, then the meteor falls and Production follows", () => {
    const r = play(chain(7), 0, { type: "repair", repairs: [{ at: at(2, 2), points: 5 }] });
    expect(r.events[0]).toMatchObject({ type: "repair", seat: 0, cost: 5 });
    expect(r.events.map((e) => e.type).slice(0, 3)).toEqual(["repair", "meteor", "production"]);
    const prod = r.events.find((e) => e.type === "production")!;
    // The 5 credits went on the repair; what the player has after is Production's income alone.
    expect(prod.seat).toBe(0);
    expect(prod.credits).toBe(0 + (prod.amount as number));
    expect(r.state.credits[0]).toBe(prod.amount);
  });

  it("cannot spend more credits than owned", () => {
    const e = reject(chain(7), 0, { type: "repair", repairs: [{ at: at(2, 2), points: 6 }] });
    expect(e.code).toBe("cannot_afford");
    expect(e.message).toBe("That repair costs 6 credits and you have 5.");
  });

  it("cannot remove more damage than there is, or repair twice in one list", () => {
    const s = chain(2);
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(2, 2), points: 3 }] }).code).toBe("illegal");
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(2, 2), points: 1 }, { at: at(2, 2), points: 1 }] }).code).toBe("illegal");
  });

  it("only own installations can be repaired", () => {
    const s = chain(2);
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(9, 9), points: 1 }] }).code).toBe("illegal");
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 2), points: 1 }] }).code).toBe("illegal");
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(5, 5), points: 1 }] }).code).toBe("illegal");
  });

  it("damage can be spread over several sites, partially", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 3], ["solar", 1, 2, 0, 4]], phase: "repair", credits: [5, 50] });
    expect(repair(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 3 }, { at: at(1, 2), points: 2 }] }, [])).toBeNull();
    expect(s.sites.map((t) => t.damage)).toEqual([0, 2]);
    expect(s.credits[0]).toBe(0);
  });

  it("legal repairs are listed; the timeout default is no repair", () => {
    const s = chain(7);
    const legal = base.legalActions(s, 0);
    expect(legal).toContainEqual({ type: "pass" });
    expect(legal).toContainEqual({ type: "repair", repairs: [{ at: at(2, 2), points: 5 }] });
    expect(base.timeoutAction(s, 0)).toEqual({ type: "pass" });
  });

  it("with nothing damaged the phase is skipped", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["transfer"], []], phase: "transfer" });
    const r = play(s, 0, { type: "pass" });
    expect(r.events[0].type).toBe("meteor");
  });
});

describe("§3.2 Repair phase", () => {
  it("X-3.2-1 3 credits: repairing 2+2 is rejected; 2+1 leaves 0 credits, then the repaired Outpost earns +1", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1, 0, 2], ["solar", 1, 2, 0, 2]], phase: "repair", credits: [3, 50] }), 6, 6);
    expect(reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 2 }, { at: at(1, 2), points: 2 }] }).code).toBe("cannot_afford");
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
