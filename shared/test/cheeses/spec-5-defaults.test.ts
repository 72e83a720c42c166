/** Cases (§7 Given / When / Then) for the DEFAULT values cheeses-D1 to cheeses-D34 of §5. */
import { cheeses } from "../../src/games/cheeses";
import type { ModuleType } from "../../src/games/cheeses/data";
import { mapOf } from "../../src/games/cheeses/map";
import type { CheesesState, Module } from "../../src/games/cheeses/types";
import { COLONY_R, must, stateWith, type ModuleSpecInput } from "./helpers";
import { playUntil, refused, rigDice } from "./spec-helpers";

afterEach(() => jest.restoreAllMocks());

const FAR: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];
const at = (s: CheesesState, x: number, y: number): Module => s.modules.find((m) => m.x === x && m.y === y)!;
const fig = (s: CheesesState, seat = 0) => cheeses.view(s, seat).figures[seat];
const BASE: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], FAR];

/** Builds `type` at (x,y) on BASE in turn 2 and returns the new state. */
function buildOnBase(type: ModuleType, x: number, y: number, extra: ModuleSpecInput[] = []): CheesesState {
  const s = stateWith({ modules: [...BASE, ...extra], step: "build", turn: 2 });
  return must(s, 0, { type: "build", module: type, x, y }).state;
}

describe("§5 DEFAULT values", () => {
  it("cheeses-D1 2 players: (24,0) is off the map; 3 players: a Start-Up may stand at (24,0)", () => {
    expect(refused(stateWith({}), 0, { type: "build", module: "startUp", x: 24, y: 0 }).message).toMatch(/not a space/);
    expect(must(stateWith({ players: 3 }), 0, { type: "build", module: "startUp", x: 24, y: 0 }).state.money[0]).toBe(60);
  });

  it("cheeses-D2 24 fault spaces per sheet, 48 on the double map", () => {
    expect(mapOf(1).spaces.filter((s) => s.feature === "fault")).toHaveLength(24);
    expect(mapOf(2).spaces.filter((s) => s.feature === "fault")).toHaveLength(48);
  });

  it("cheeses-D3 12 Lush Pastures per sheet, 24 on the double map", () => {
    expect(mapOf(1).spaces.filter((s) => s.feature === "lush")).toHaveLength(12);
    expect(mapOf(2).spaces.filter((s) => s.feature === "lush")).toHaveLength(24);
  });

  it("cheeses-D4 graph distance between squares of one column: from (1,1), (1,9) is 5 (refused), (1,11) is 6 (accepted)", () => {
    const s = stateWith({ modules: [["startUp", 1, 1, { owner: 1 }]] });
    expect(refused(s, 0, { type: "build", module: "startUp", x: 1, y: 9 }).message).toMatch(/within 5/);
    expect(must(s, 0, { type: "build", module: "startUp", x: 1, y: 11 }).state.money[0]).toBe(60);
  });

  it("cheeses-D5 Start-Up: $40, supplies 5, earns $5 in S9", () => {
    const s = must(stateWith({}), 0, { type: "build", module: "startUp", x: 8, y: 8 }).state;
    expect(s.money[0]).toBe(60);
    expect(fig(s).supply).toBe(5);
    const u = stateWith({ modules: [["startUp", 8, 8], FAR], money: [10, 10], step: "build", turn: 3 });
    rigDice([2, 2, 3, 3, 3, 3]);
    const after = playUntil(u, (v) => v.turn === 4).state;
    expect(after.turn).toBe(4);
    expect(after.money).toEqual([15, 15]);
  });

  it("cheeses-D6 Solar Panels: $10, supply 5 → 7", () => {
    const s = buildOnBase("solar", 4, 8);
    expect(s.money[0]).toBe(90);
    expect(fig(s).supply).toBe(7);
  });

  it("cheeses-D7 Geothermal Plant: $20 on the fault (6,4), supply 5 → 10", () => {
    const s = buildOnBase("geothermal", 6, 4);
    expect(s.money[0]).toBe(80);
    expect(fig(s).supply).toBe(10);
  });

  it("cheeses-D8 Hub: $10 and no energy (demand stays 3)", () => {
    const s = buildOnBase("hub", 6, 6);
    expect(s.money[0]).toBe(90);
    expect(fig(s).demand).toBe(3);
  });

  it("cheeses-D9 storage: $5 each, +10 capacity each: two Cheese Storages hold 20", () => {
    let s = buildOnBase("cheeseStorage", 3, 3);
    s = must(s, 0, { type: "build", module: "cheeseStorage", x: 5, y: 3 }).state;
    expect(s.money[0]).toBe(90);
    expect(fig(s).capacity.cheese).toBe(20);
  });

  it("cheeses-D10 Barn: $15, 5 output off Lush, 1 energy", () => {
    const s = buildOnBase("barn", 3, 3);
    expect(s.money[0]).toBe(85);
    expect(fig(s)).toMatchObject({ dairyOutput: 7 + 5, demand: 4 });
  });

  it("cheeses-D11 Mega-Barn: $35, 10 output off Lush, 1 energy", () => {
    const s = buildOnBase("megaBarn", 5, 5);
    expect(s.money[0]).toBe(65);
    expect(fig(s)).toMatchObject({ dairyOutput: 7 + 10, demand: 4 });
  });

  it("cheeses-D12 Pasture Dome: $10, 1 energy, and 1 Dome makes B = 1 Well-Pastured", () => {
    const s = buildOnBase("pastureDome", 1, 3);
    expect(s.money[0]).toBe(90);
    expect(fig(s)).toMatchObject({ demand: 4, pasture: "well" });
  });

  it("cheeses-D13 Processing Plant: $20 and 2 energy", () => {
    const s = buildOnBase("processingPlant", 4, 8);
    expect(s.money[0]).toBe(80);
    expect(fig(s).demand).toBe(5);
  });

  it.each([
    ["cheeses-D14 Habitation", "habitation", 15],
    ["cheeses-D15 Veterinary", "veterinary", 15],
    ["cheeses-D16 Construction", "construction", 20],
    ["cheeses-D17 Cheese Lab", "cheeseLab", 25],
    ["cheeses-D17 Sausage Lab", "sausageLab", 25],
    ["cheeses-D18 Catalog Store", "catalogStore", 15],
    ["cheeses-D19 Space Port", "spacePort", 25],
    ["cheeses-D20 Law Office", "lawOffice", 25],
  ] as [string, ModuleType, number][])("%s: built at (4,8) it leaves 100 − its cost and adds 1 to demand", (_name, type, cost) => {
    const s = buildOnBase(type, 4, 8);
    expect(s.money[0]).toBe(100 - cost);
    expect(fig(s).demand).toBe(4);
  });

  it("cheeses-D16 the Construction discount starts with the next S2: built in turn 2, a Solar in turn 3 costs $9", () => {
    let s = stateWith({ modules: [["startUp", 4, 6], FAR], step: "build", turn: 2 });
    s = must(s, 0, { type: "build", module: "construction", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(s.money[0]).toBe(70);
    rigDice([2, 2, 3, 3, 3, 3]);
    s = playUntil(s, (t) => t.turn === 3 && t.step === "build").state;
    expect(s.money[0]).toBe(75);
    expect(fig(s).discount).toBe(true);
    expect(must(s, 0, { type: "build", module: "solar", x: 6, y: 6 }).state.money[0]).toBe(66);
  });

  it("cheeses-D17 two working labs earn $4 each: S9 income 5 + 8 = $13", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["cheeseLab", 4, 8], FAR], step: "build", turn: 2 });
    rigDice([2, 2, 3, 3, 3, 3]);
    expect(playUntil(s, (t) => t.turn === 3).state.money).toEqual([113, 105]);
  });

  it("cheeses-D20 one suit per player per turn: with two Law Offices and two suable players P1 is asked once", () => {
    const s = stateWith({
      players: 3,
      modules: [["startUp", 4, 6], ["lawOffice", 4, 4], ["lawOffice", 4, 8], ["startUp", 30, 6, { owner: 1 }], ["startUp", 18, 12, { owner: 2 }]],
      money: [10, 100, 100], step: "law", turn: 2,
    });
    rigDice([5]);
    const r = must(s, 0, { type: "sue", target: 1 }).state;
    expect(r.money).toEqual([10, 100, 100]);
    expect(r.step).not.toBe("law");
  });

  it("cheeses-D21 one output unit makes one unit: D = 5 becomes Milk 2 + Cream 3", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 3, 3], ["milkStorage", 5, 5], ["creamStorage", 5, 3], ["spacePort", 6, 6], ["solar", 4, 8], FAR], step: "dairy", turn: 2 });
    rigDice([3, 3, 3, 3]);
    const r = must(s, 0, { type: "dairy", allocation: { milk: 2, cream: 3 } }).state;
    expect(r.inventory[0]).toMatchObject({ milk: 2, cream: 3 });
    expect(refused(s, 0, { type: "dairy", allocation: { milk: 3, cream: 3 } }).message).toMatch(/Dairy Output is 5/);
  });

  it("cheeses-D22 building 0 modules in turn 2 is allowed: P1 passes and keeps $100", () => {
    const s = stateWith({ modules: [...BASE], step: "build", turn: 2 });
    const r = must(s, 0, { type: "pass" }).state;
    expect(r.money[0]).toBe(100);
    expect(cheeses.awaiting(r)).toEqual([1]);
  });

  it("cheeses-D23 4 players, first player seat 3: S2 of turn 2 asks 3, 0, 1, 2 in that order", () => {
    const mods: ModuleSpecInput[] = [["startUp", 4, 6], ["startUp", 40, 6, { owner: 1 }], ["startUp", 20, 14, { owner: 2 }], ["startUp", 30, 0, { owner: 3 }]];
    let s = stateWith({ players: 4, modules: mods, firstPlayer: 3, step: "build", turn: 2 });
    const asked: number[] = [];
    while (s.step === "build" && s.turn === 2) {
      const seat = cheeses.awaiting(s)[0];
      asked.push(seat);
      s = must(s, seat, { type: "pass" }).state;
    }
    expect(asked).toEqual([3, 0, 1, 2]);
  });

  it("cheeses-D24 the disease picks among healthy barns only: with the middle barn sick, pick #1 is the third barn", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["barn", 2, 6], ["barn", 6, 6, { sick: true }], ["barn", 4, 8], FAR], step: "build", turn: 2 });
    rigDice([1, 1, 2, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]); // S3 P1 1 + pick #1, P2 2; S6; S8; S10 no cure
    const { state } = playUntil(s, (t) => t.turn === 3);
    expect(state.modules.filter((m) => m.sick).map((m) => [m.x, m.y])).toEqual([[6, 6], [4, 8]]);
  });

  it("cheeses-D25 B = 7 (5 Barns + 1 Mega-Barn) needs ceil(7/3) = 3 Domes: 2 are Under, 3 are Well", () => {
    const barns: ModuleSpecInput[] = [[2, 6], [6, 6], [4, 8], [3, 7], [5, 7]].map(([x, y]) => ["barn", x, y] as ModuleSpecInput);
    const s = stateWith({ modules: [["startUp", 4, 6], ...barns, ["megaBarn", 4, 10], ["pastureDome", 2, 8], ["pastureDome", 6, 8], FAR] });
    expect(fig(s).pasture).toBe("under");
    s.modules = [...s.modules, { id: 50, owner: 0, type: "pastureDome", x: 4, y: 12, energyShort: false, sick: false }];
    expect(fig(s).pasture).toBe("well");
  });

  it("cheeses-D26 being Under-Pastured does nothing by itself: event 6 leaves Milk 6 and Leather 6 unchanged", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6], ["milkStorage", 3, 7], ["leatherStorage", 5, 7], ["spacePort", 4, 8], FAR],
      inventory: [{ milk: 6, leather: 6 }], step: "build", turn: 2,
    });
    rigDice([2, 2, 3, 3, 3, 3]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(fig(state).pasture).toBe("under");
    expect(state.inventory[0]).toMatchObject({ milk: 6, leather: 6 });
  });

  it("cheeses-D27 the event is the 2d6 total: 6+6 is Preservative Approved, 1+1 is Bos-quake", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], step: "build", turn: 2 });
    rigDice([2, 2, 6, 6, 1, 1]);
    const { events } = playUntil(s, (t) => t.turn === 3);
    const rolled = events.filter((e) => e.type === "randomEvent");
    expect(rolled).toEqual([
      { type: "randomEvent", seat: 0, dice: [6, 6], roll: 12 },
      { type: "randomEvent", seat: 1, dice: [1, 1], roll: 2 },
    ]);
    expect(rolled.map((e) => cheeses.describeEvent(e, ["P1", "P2"]))).toEqual([
      "P1 rolled 12 on the Random Events table: Preservative Approved.",
      "P2 rolled 2 on the Random Events table: Bos-quake.",
    ]);
  });

  it("cheeses-D28 one shared roll per product: with no price events both players see Milk 2, Cheese 5, Leather 1 (roll 4)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["leatherStorage", 4, 8],
      ["startUp", 20, 6, { owner: 1 }], ["spacePort", 20, 4, { owner: 1 }], ["leatherStorage", 20, 8, { owner: 1 }]],
      inventory: [{ leather: 1 }, { leather: 1 }], step: "build", turn: 2 });
    rigDice([2, 2, 4, 5, 5, 4, 2, 3, 3, 3, 5, 3, 4]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(state.turn).toBe(2);
    const shared = { milk: 2, cream: 3, butter: 3, iceCream: 3, cheese: 5, beef: 3, leather: 1, manure: 1 };
    expect(fig(state, 0).prices).toEqual(shared);
    expect(fig(state, 1).prices).toEqual(shared);
  });

  it("cheeses-D29 a gift box sells for $10 (event 8) or $15 (event 7)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["catalogStore", 4, 8], FAR], inventory: [{ cheese: 2, beef: 2, leather: 1 }], turn: 2 });
    s.step = "gift";
    s.eventRolls = [8, 7];
    expect(fig(s, 0).boxPrice).toBe(10);
    expect(fig(s, 1).boxPrice).toBe(15);
    expect(must(s, 0, { type: "gift", boxes: 2 }).state.money[0]).toBe(120);
  });

  it("cheeses-D30 money never goes below 0: a suer with $0 who rolls 6 pays nothing", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4], FAR], money: [0, 60], turn: 2 });
    s.step = "law";
    rigDice([6]);
    expect(must(s, 0, { type: "sue", target: 1 }).state.money).toEqual([0, 60]);
  });

  it("cheeses-D31 any minimal set is a valid choice: R + Dome shorting the Lush Barn leaves D = 10", () => {
    const s = stateWith({ modules: [...COLONY_R, ["pastureDome", 2, 6], FAR], step: "energy", turn: 2 });
    const r = must(s, 0, { type: "energy", short: [at(s, 2, 4).id] }).state;
    expect(fig(r).dairyOutput).toBe(10);
    expect(r.step).toBe("dairy");
  });

  it("cheeses-D32 Leather 7 with its only Leather Storage shorted in S4 is clamped to 0", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["leatherStorage", 5, 5], ["cheeseLab", 4, 8], ["cheeseLab", 2, 6], ["spacePort", 6, 6], FAR],
      inventory: [{ leather: 7 }], step: "energy", turn: 2,
    });
    const r = must(s, 0, { type: "energy", short: [at(s, 5, 5).id] }).state;
    expect(r.inventory[0].leather).toBe(0);
  });

  it("cheeses-D33 two Catalog Stores change nothing: 3 boxes still sell for $30", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["catalogStore", 4, 8], ["catalogStore", 2, 6], FAR], inventory: [{ cheese: 3, beef: 3, leather: 1 }], turn: 2 });
    s.step = "gift";
    s.eventRolls = [6, 6];
    expect(refused(s, 0, { type: "gift", boxes: 4 }).code).toBe("illegal");
    expect(must(s, 0, { type: "gift", boxes: 3 }).state.money[0]).toBe(130);
  });

  it("cheeses-D34 hubs do not chain: a Pasture Dome two Hubs away from the only Barn is refused", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["hub", 2, 6], ["hub", 2, 8], FAR], step: "build", turn: 2 });
    expect(refused(s, 0, { type: "build", module: "pastureDome", x: 2, y: 10 }).message).toMatch(/Barns or Mega-Barns/);
    expect(must(s, 0, { type: "build", module: "pastureDome", x: 1, y: 7 }).state.money[0]).toBe(90);
  });
});
