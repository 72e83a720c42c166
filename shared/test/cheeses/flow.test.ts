import { cheeses } from "../../src/games/cheeses";
import type { GameEvent } from "../../src/engine/game";
import type { ModuleType } from "../../src/games/cheeses/data";
import { COLONY_R, must, stateWith, type ModuleSpecInput } from "./helpers";
import { worded } from "./helpers";

describe("§3 turn structure", () => {
  it("a turn runs S2 build, S3 disease, S4-S5, S6 events, S8 prices, S9 income, S10 cure, S11 spoilage in order", () => {
    let s = stateWith({
      modules: [...COLONY_R, ["spacePort", 6, 6], ["solar", 4, 8], ["startUp", 20, 6, { owner: 1 }]],
      turn: 2, step: "build", seed: "d", // a seed whose S3 roll leaves the Mega-Barn healthy, so S5 has a decision
    });
    const barn = s.modules.findIndex((m) => m.type === "barn");
    s.modules = s.modules.map((m, i) => (i === barn ? { ...m, sick: true } : m));
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

describe("§3 who decides, and what a refused action is told", () => {
  const OTHER: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];
  // Supply 5 (Start-Up), demand 6: in S4 this colony must switch one module off.
  const DEFICIT: ModuleSpecInput[] = [
    ["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], ["spacePort", 2, 6], ["lawOffice", 6, 6], ["veterinary", 3, 7], ["habitation", 5, 7],
  ];

  it("a simultaneous step lists exactly the players with a decision as deciders; a step in turn order lists none", () => {
    const energy = stateWith({ modules: [...DEFICIT, OTHER], step: "energy", turn: 2 });
    expect(energy.deciders).toEqual([0]);
    expect(cheeses.view(energy, 1).deciders).toEqual([0]);
    const build = stateWith({ modules: [...DEFICIT, OTHER], step: "build", turn: 2 });
    expect(build.deciders).toEqual([]);
    expect(build.queue).toEqual([0, 1]);
  });

  it("a simultaneous step has no turn order: a submission leaves the queue empty and waits for the other decider", () => {
    const both = [...DEFICIT, ...DEFICIT.map(([t, x, y]) => [t, x + 16, y, { owner: 1 }] as ModuleSpecInput)];
    const s = stateWith({ modules: both, step: "energy", turn: 2 });
    expect([s.deciders, s.queue]).toEqual([[0, 1], []]);
    const one = must(s, 0, { type: "energy", short: [3] }).state;
    expect(one.step).toBe("energy");
    expect(one.queue).toEqual([]);
    expect(one.deciders).toEqual([0, 1]);
    expect(cheeses.awaiting(one)).toEqual([1]);
  });

  it("a seat that is not awaited is told it is not its turn", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], OTHER], step: "build", turn: 2 });
    const r = cheeses.apply(s, 1, { type: "build", module: "solar", x: 22, y: 6 });
    expect(worded(r)).toMatchObject({ ok: false, error: { code: "not_your_turn", message: expect.stringMatching(/not your turn/) } });
  });

  it("an action of another step is refused, naming the action and the step", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], OTHER], step: "build", turn: 2 });
    const sell = cheeses.apply(s, 0, { type: "sell", quantities: {} });
    expect(worded(sell)).toMatchObject({ ok: false, error: { code: "illegal", message: "You cannot sell at the market during the Build step." } });
    const energy = stateWith({ modules: [...DEFICIT, OTHER], step: "energy", turn: 2 });
    const pass = cheeses.apply(energy, 0, { type: "pass" });
    expect(worded(pass)).toMatchObject({ ok: false, error: { code: "illegal", message: "You cannot pass during the Energy step." } });
  });
});

describe("§3 states edited by hand: what the engine still accepts or refuses", () => {
  it("only S2 asks for a Start-Up: in S9 set by hand, a seat without modules at the head of the queue may pass", () => {
    const s = stateWith({ modules: [["startUp", 20, 6, { owner: 1 }]], turn: 2, step: "law" });
    expect(cheeses.awaiting(s)).toEqual([0]);
    const r = must(s, 0, { type: "pass" });
    expect(r.events).toContainEqual({ type: "passed", seat: 0, step: "law" });
  });

  it("an error inside the engine (a module of an unknown type, set by hand) refuses the action with the error's text and changes nothing", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 20, 6, { owner: 1 }]], money: [100, 0], turn: 2, step: "build" });
    s.modules = s.modules.map((m, i) => (i === 1 ? { ...m, type: "bogus" as unknown as ModuleType } : m)); // read when S4 opens after P1's pass (P2 can afford nothing)
    const before = JSON.stringify(s);
    const r = cheeses.apply(s, 0, { type: "pass" });
    expect(worded(r)).toMatchObject({ ok: false, error: { code: "illegal", message: expect.stringMatching(/could not be carried out \(.+\)/) } });
    expect(JSON.stringify(s)).toBe(before);
  });
});
