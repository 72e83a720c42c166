import { cheeses } from "../../src/games/cheeses";
import type { GameEvent } from "../../src/engine/game";
import type { ModuleType } from "../../src/games/cheeses/data";
import { COLONY_R, must, stateWith } from "./helpers";

describe("§3 turn structure", () => {
  it("a turn runs S2 build, S3 disease, S4-S5, S6 events, S8 prices, S9 income, S10 cure, S11 spoilage in order", () => {
    let s = stateWith({
      modules: [...COLONY_R, ["spacePort", 6, 6], ["solar", 4, 8], ["startUp", 20, 6, { owner: 1 }]],
      turn: 2, step: "build", seed: "d", // a seed whose S3 roll leaves the Mega-Barn healthy, so S5 has a decision
    });
    s.modules.find((m) => m.type === "barn")!.sick = true;
    const events: GameEvent[] = [];
    while (s.turn === 2) {
      const seat = cheeses.awaiting(s)[0];
      const action = s.step === "build" ? { type: "pass" } : cheeses.timeoutAction(s, seat);
      const r = must(s, seat, action);
      events.push(...r.events);
      s = r.state;
    }
    const first = (type: string) => events.findIndex((e) => e.type === type);
    const order = ["passed", "diseaseRoll", "dairy", "randomEvent", "prices", "income", "cureRoll", "turnEnded", "turnStarted"].map(first);
    expect(order.map((i) => i >= 0)).toEqual(order.map(() => true));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(events.filter((e) => e.type === "diseaseRoll")).toHaveLength(2);
    expect(events.filter((e) => e.type === "randomEvent").every((e) => (e.dice as number[]).length === 2)).toBe(true);
    expect(s.step).toBe("build");
    expect(s.eventRolls).toEqual([null, null]);
  });

  it("S1 move comes before S2 build and asks only players with a working Construction Module", () => {
    let s = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4], ["startUp", 20, 6, { owner: 1 }]], turn: 1 });
    s = must(s, 0, { type: "pass" }).state;
    s = must(s, 1, { type: "pass" }).state;
    while (s.turn === 1) {
      const seat = cheeses.awaiting(s)[0];
      s = must(s, seat, cheeses.timeoutAction(s, seat)).state;
    }
    expect(s.step).toBe("move");
    expect(cheeses.awaiting(s)).toEqual([0]);
    s = must(s, 0, { type: "pass" }).state;
    expect(s.step).toBe("build");
  });
});

describe("§3 states edited by hand", () => {
  it("a simultaneous step set by hand asks exactly the seats that have a decision (C26 scenario)", () => {
    const s = cheeses.setup({ players: 2, seed: "hand", options: { firstPlayer: 0 } });
    const put = (id: number, owner: number, type: ModuleType, x: number, y: number) =>
      ({ id, owner, type, x, y, energyShort: false, sick: false });
    s.modules = [put(1, 0, "startUp", 4, 6), put(2, 0, "spacePort", 4, 4), put(3, 0, "catalogStore", 4, 8), put(4, 1, "startUp", 20, 6)];
    s.inventory[0].cheese = 3;
    s.inventory[0].beef = 5;
    s.turn = 2;
    s.step = "gift";
    s.eventRolls = [7, 8];
    expect(cheeses.awaiting(s)).toEqual([0]);
    expect(cheeses.apply(s, 0, { type: "gift", boxes: 4 }).ok).toBe(false);
    const r = must(s, 0, { type: "gift", boxes: 3 });
    expect(r.events).toContainEqual({ type: "giftBoxes", seat: 0, boxes: 3, earned: 45 });
    expect(r.state.money[0]).toBe(145);
    expect(r.state.inventory[0]).toMatchObject({ cheese: 0, beef: 2 });
  });
});
