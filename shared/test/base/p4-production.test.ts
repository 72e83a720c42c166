import type { GameEvent } from "../../src/engine/game";
import { production } from "../../src/games/base/production";
import { makeState, play, type SiteSpec } from "./helpers";

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
    s.sites.find((t) => t.card === "research")!.damage = 1;
    const r = play(s, 0, { type: "pass" });
    const prod = r.events.find((e) => e.type === "production")!;
    expect(prod.seat).toBe(0);
    expect(r.state.credits[1]).toBe(50);
    // Research damaged: Bio-Med and its Space Port are defunct unless the meteor changed something.
    const meteor = r.events.find((e) => e.type === "meteor")!;
    if (meteor.outcome !== "damaged") expect(prod.amount).toBe(1 + 2 + 3);
  });
});
