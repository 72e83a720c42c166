import type { GameEvent } from "../../src/engine/game";
import { production } from "../../src/games/base/production";
import { makeState, play, type SiteSpec, at } from "./helpers";
import { base } from "../../src/games/base";
import { rigMeteor } from "./spec-helpers";

const prod = (events: { type: string }[]) => events.find((e) => e.type === "production") as { amount: number; seat: number } | undefined;

const b15: SiteSpec[] = [
  ["ice", 1, 1], ["outpost", 1, 2], ["hydroponics", 1, 3], ["colony", 2, 3], ["solar", 2, 4], ["solar", 3, 2],
  ["hub", 3, 3], ["spaceport", 4, 3], ["solar", 4, 2], ["biomed", 3, 4], ["research", 3, 5], ["solar", 2, 5],
];

describe("§3.4 Production phase", () => {
  it("B30 in P2's Production P1's Space Port pays nothing; only P2's installations pay", () => {
    const s = makeState({ sites: [...b15, ["outpost", 10, 10, 1]], credits: [50, 50] });
    const ev: GameEvent[] = [];
    expect(production(s, 1, ev)).toBe(1);
    expect(s.credits).toEqual([50, 51]);
    expect(ev).toEqual([{ type: "production", seat: 1, amount: 1, credits: 51 }]);
    expect(production(s, 0, ev)).toBe(16);
    expect(s.credits).toEqual([66, 51]);
  });

  it("B13 P1 collects +3 in P1's turn; P2's Colony uses P1's Dome and P2 collects +3 in P2's turn", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1, 1], ["solar", 3, 2, 1]] });
    expect(production(s, 0, [])).toBe(3);
    expect(production(s, 1, [])).toBe(3);
    expect(s.credits).toEqual([53, 53]);
  });

  it("the engine runs Production right after the meteor, for the active player only", () => {
    const s = makeState({ sites: b15, phase: "repair", hands: [["transfer"], []] });
    s.sites = s.sites.map((t) => (t.card === "research" ? { ...t, damage: 1 } : t));
    const r = play(s, 0, { type: "pass" });
    const prod = r.events.find((e) => e.type === "production")!;
    expect(prod.seat).toBe(0);
    expect(r.state.credits[1]).toBe(50);
    // Research damaged: Bio-Med and its Space Port are defunct unless the meteor changed something.
    const meteor = r.events.find((e) => e.type === "meteor")!;
    if (meteor.outcome !== "damaged") expect(prod.amount).toBe(1 + 2 + 3);
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
