/** Cases (§7 Given / When / Then) for the chosen readings A1-A29 of §6. */
import { cheeses } from "../../src/games/cheeses";
import type { CheesesState, Module } from "../../src/games/cheeses/types";
import { COLONY_R, must, stateWith, type ModuleSpecInput } from "./helpers";
import { playUntil, refused, rigDice } from "./spec-helpers";

afterEach(() => jest.restoreAllMocks());

const FAR: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];
const at = (s: CheesesState, x: number, y: number): Module => s.modules.find((m) => m.x === x && m.y === y)!;
const fig = (s: CheesesState, seat = 0) => cheeses.view(s, seat).figures[seat];
const SHOP: ModuleSpecInput[] = [["startUp", 4, 6], ["spacePort", 4, 4], ["catalogStore", 4, 8]];

describe("§6 contradictions and ambiguities", () => {
  it("X-6-A1 the distance rule binds only the Start-Up: a Solar may touch another colony's module", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 8, 6, { owner: 1 }]], step: "build", turn: 2 });
    const r = must(s, 0, { type: "build", module: "solar", x: 6, y: 6 }).state;
    expect(at(r, 6, 6)).toMatchObject({ owner: 0, type: "solar" });
  });

  it("X-6-A2 only turn 1's Start-Up is mandatory: in turn 1 a pass after the Start-Up is accepted ($60 kept)", () => {
    let s = cheeses.setup({ players: 2, seed: "a2", options: { firstPlayer: 0 } });
    expect(refused(s, 0, { type: "pass" }).message).toMatch(/Start-Up/);
    s = must(s, 0, { type: "build", module: "startUp", x: 4, y: 6 }).state;
    s = must(s, 0, { type: "pass" }).state;
    expect(s.money[0]).toBe(60);
    expect(cheeses.awaiting(s)).toEqual([1]);
  });

  it("X-6-A3 price events apply in S8: in S7 no prices exist yet; in S8 Cheese is base + 1 after event 7", () => {
    const s = stateWith({ modules: SHOP.concat([FAR]), inventory: [{ cheese: 2, beef: 1 }], turn: 2 });
    s.step = "gift";
    s.eventRolls = [7, 6];
    expect(fig(s).prices).toBeNull();
    rigDice([1, 1, 1, 1, 4, 1, 1]);
    const r = must(s, 0, { type: "gift", boxes: 1 }).state;
    expect(r.step).toBe("market");
    expect(fig(r).prices).toMatchObject({ cheese: 5, beef: 2 });
    expect(r.money[0]).toBe(115);
  });

  it("X-6-A4 one shared base, modifiers per player: base Milk 3 is $2 for P1 (event 5) and $4 for P2 (event 8)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4]], inventory: [{ milk: 1 }], turn: 2 });
    s.step = "market";
    s.eventRolls = [5, 8];
    s.basePrices = { milk: 3, cream: 3, butter: 3, iceCream: 3, cheese: 3, beef: 3, leather: 3, manure: 1 };
    expect(fig(s, 0).prices!.milk).toBe(2);
    expect(fig(s, 1).prices!.milk).toBe(4);
    expect(fig(s, 1).prices!.leather).toBe(5);
  });

  it("X-6-A5 Manure is never rolled and Leather 4-6 lose 3: dice all 6 give Milk 6, Leather 3, Manure 1", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["leatherStorage", 4, 8], FAR], inventory: [{ leather: 1 }], step: "build", turn: 2 });
    rigDice([2, 2, 3, 3, 3, 3, 6, 6, 6, 6, 6, 6, 6]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(state.basePrices).toEqual({ milk: 6, cream: 6, butter: 6, iceCream: 6, cheese: 6, beef: 6, leather: 3, manure: 1 });
    expect(fig(state).prices).toMatchObject({ beef: 5, manure: 3 }); // event 6
  });

  it("X-6-A6 producers consume nothing: Start-Up + Geothermal + Solar have supply 12, demand 0", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["geothermal", 6, 6], ["solar", 4, 8], FAR] });
    expect(fig(s)).toMatchObject({ supply: 12, demand: 0 });
  });

  it("X-6-A7 one hop only: a Milk Storage behind two Hubs from the Processing Plant is refused", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["hub", 6, 4], ["hub", 8, 4], FAR], step: "build", turn: 2 });
    expect(refused(s, 0, { type: "build", module: "milkStorage", x: 10, y: 4 }).message).toMatch(/Processing Plants/);
    // (7,5) touches both Hubs; the one at (6,4) also touches the Processing Plant, so it is one hop.
    expect(must(s, 0, { type: "build", module: "milkStorage", x: 7, y: 5 }).state.money[0]).toBe(95);
  });

  it("X-6-A8 a dark Habitation does not block a colony of fewer than 12 modules", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["habitation", 4, 8, { energyShort: true }], FAR], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state.money[0]).toBe(85);
  });

  it("X-6-A9 a Mega-Barn on Lush makes 14, is 1 module, 1 Sick counter and 2 barns for pasture", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["megaBarn", 2, 4], ["pastureDome", 1, 5], FAR] });
    expect(fig(s)).toMatchObject({ dairyOutput: 14, pasture: "well" });
    at(s, 2, 4).sick = true;
    expect(fig(s)).toMatchObject({ dairyOutput: 0, diseases: 1 });
    s.modules = [...s.modules, { id: 60, owner: 0, type: "megaBarn", x: 3, y: 3, energyShort: false, sick: false }];
    expect(fig(s).pasture).toBe("under"); // B = 4 needs 2 Domes
  });

  it("X-6-A10 a sick barn never gets a second counter: with one healthy barn the disease always hits it", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["barn", 2, 6, { sick: true }], ["barn", 6, 6], FAR], step: "build", turn: 2 });
    rigDice([1, 0, 2, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const { state, events } = playUntil(s, (t) => t.turn === 3);
    expect(events).toContainEqual(expect.objectContaining({ type: "diseaseStarted", seat: 0, x: 6, y: 6 }));
    expect(state.modules.filter((m) => m.sick)).toHaveLength(2);
  });

  it("X-6-A11 a Well-Pastured colony hit by Stampede keeps all its stock", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6], ["pastureDome", 1, 7], ["milkStorage", 3, 7], ["spacePort", 4, 8], FAR],
      inventory: [{ milk: 9 }], step: "build", turn: 2,
    });
    rigDice([2, 2, 1, 3, 3, 3]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(state.eventRolls[0]).toBe(4);
    expect(state.inventory[0].milk).toBe(9);
  });

  it("X-6-A12 a Construction Module moved in S1 still discounts S2 of the same turn: move $10, Solar $9", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4], FAR], money: [30, 100], step: "move", turn: 2 });
    let r = must(s, 0, { type: "move", module: at(s, 4, 4).id, x: 4, y: 8 }).state;
    expect(r.money[0]).toBe(20);
    expect(r.step).toBe("build");
    r = must(r, 0, { type: "build", module: "solar", x: 6, y: 6 }).state;
    expect(r.money[0]).toBe(11);
  });

  it("X-6-A13 an energy-short Construction Module gives no move: P1 is not asked in S1", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4, { energyShort: true }], FAR], step: "law", turn: 1 });
    const r = playUntil(s, (t) => t.turn === 2).state;
    expect(r.step).toBe("build");
    expect(cheeses.awaiting(r)).toEqual([0]);
  });

  it("X-6-A14 storage capacity needs only its own power: with the Processing Plant dark, Milk Storage still holds 10", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4, { energyShort: true }], ["milkStorage", 5, 5], FAR] });
    expect(fig(s).capacity.milk).toBe(10);
  });

  it("X-6-A15 a Barn may be built next to a dark Processing Plant ($15) but produces nothing", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4, { energyShort: true }], FAR], step: "build", turn: 2 });
    const r = must(s, 0, { type: "build", module: "barn", x: 3, y: 3 }).state;
    expect(r.money[0]).toBe(85);
    expect(fig(r).dairyOutput).toBe(0);
  });

  it("X-6-A16 each player files at most one suit: P1 sues P2, then P2 sues P1", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4], ["startUp", 20, 6, { owner: 1 }], ["lawOffice", 20, 4, { owner: 1 }]], money: [100, 100], turn: 2 });
    s.step = "law";
    s.queue = [0, 1];
    rigDice([1, 3]);
    let r = must(s, 0, { type: "sue", target: 1 }).state;
    expect(r.money).toEqual([110, 90]);
    expect(cheeses.awaiting(r)).toEqual([1]);
    r = must(r, 1, { type: "sue", target: 0 }).state;
    expect(r.money).toEqual([80, 120]);
    expect(r.step).not.toBe("law");
  });

  it("X-6-A17 a suer with $7 who rolls 6 pays $7", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4], FAR], money: [7, 90], turn: 2 });
    s.step = "law";
    rigDice([6]);
    expect(must(s, 0, { type: "sue", target: 1 }).state.money).toEqual([7 - 7, 97]);
  });

  it("X-6-A18 the $50 check is made when filing: P3 reduced from $70 to exactly $50 may still be sued by P2", () => {
    const s = stateWith({
      players: 3,
      modules: [["startUp", 4, 6], ["lawOffice", 4, 4], ["startUp", 30, 6, { owner: 1 }], ["lawOffice", 30, 4, { owner: 1 }], ["startUp", 18, 12, { owner: 2 }]],
      money: [10, 20, 70], turn: 2,
    });
    s.step = "law";
    s.queue = [0, 1, 2];
    rigDice([2, 1]);
    let r = must(s, 0, { type: "sue", target: 2 }).state;
    expect(r.money).toEqual([30, 20, 50]);
    expect(cheeses.awaiting(r)).toEqual([1]);
    r = must(r, 1, { type: "sue", target: 2 }).state;
    expect(r.money).toEqual([30, 30, 40]);
  });

  it("X-6-A19 event 7 is personal: P2's Holiday Season leaves P1's boxes at $10", () => {
    const s = stateWith({ modules: SHOP.concat([FAR]), inventory: [{ cheese: 1, beef: 1, leather: 1 }], turn: 2 });
    s.step = "gift";
    s.eventRolls = [8, 7];
    expect(must(s, 0, { type: "timeout" }).state.money[0]).toBe(110);
  });

  it("X-6-A20 event 12 for P1 keeps Milk 5 into turn 3; P2's Milk 5 spoils", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["milkStorage", 5, 5], ["startUp", 20, 6, { owner: 1 }], ["processingPlant", 20, 4, { owner: 1 }], ["milkStorage", 21, 5, { owner: 1 }]],
      inventory: [{ milk: 5 }, { milk: 5 }], step: "build", turn: 2,
    });
    rigDice([2, 2, 6, 6, 3, 3]);
    const { state } = playUntil(s, (t) => t.turn === 3);
    expect(state.inventory.map((inv) => inv.milk)).toEqual([5, 0]);
  });

  it("X-6-A21 with 4 diseases no gift box is made, even by the timeout: Cheese 3, Beef 3 are kept for S8", () => {
    const sick: ModuleSpecInput[] = [["barn", 2, 6, { sick: true }], ["barn", 6, 6, { sick: true }], ["barn", 3, 7, { sick: true }], ["barn", 5, 7, { sick: true }]];
    const s = stateWith({ modules: [...SHOP, ...sick, FAR], inventory: [{ cheese: 3, beef: 3, leather: 1 }], turn: 2 });
    s.step = "gift";
    expect(cheeses.awaiting(s)).toEqual([]);
    expect(cheeses.legalActions(s, 0)).toEqual([]);
  });

  it("X-6-A22 no second Start-Up is ever offered once a colony exists", () => {
    const s = stateWith({ modules: [...COLONY_R, FAR], step: "build", turn: 5 });
    const builds = cheeses.legalActions(s, 0).filter((a) => a.type === "build");
    expect(builds.length).toBeGreaterThan(0);
    expect(builds.some((a) => a.type === "build" && a.module === "startUp")).toBe(false);
  });

  it("X-6-A23 the Random Events roll is two dice: 5 + 6 = 11", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], step: "build", turn: 2 });
    rigDice([2, 2, 5, 6, 3, 3]);
    const { events, state } = playUntil(s, (t) => t.turn === 3);
    const rolled = events.find((e) => e.type === "randomEvent" && e.seat === 0)!;
    expect(rolled).toMatchObject({ dice: [5, 6], roll: 11 });
    expect(cheeses.describeEvent(rolled, ["P1", "P2"])).toMatch(/: Vet Inspection\.$/);
    expect(state.modules.filter((m) => m.owner === 0)).toHaveLength(1);
  });

  it("X-6-A24 simultaneous steps have no order: P2 may submit its dairy allocation before P1", () => {
    const mine: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 3, 3], ["milkStorage", 5, 5], ["spacePort", 3, 5]];
    const theirs = mine.map(([t, x, y]) => [t, x + 16, y, { owner: 1 }] as ModuleSpecInput);
    const s = stateWith({ modules: [...mine, ...theirs], step: "dairy", turn: 2 });
    expect(cheeses.awaiting(s)).toEqual([0, 1]);
    const r = must(s, 1, { type: "dairy", allocation: { milk: 5 } }).state;
    expect(cheeses.awaiting(r)).toEqual([0]);
  });

  it("X-6-A25 4 players, $150, $150, $150, $90 after turn 15: three winners", () => {
    const s = stateWith({ players: 4 });
    s.step = "over";
    s.money = [150, 150, 150, 90];
    expect(cheeses.result(s)).toEqual({ winners: [0, 1, 2], scores: [150, 150, 150, 90] });
  });

  it("X-6-A26 fault lines are spaces: F2's first space (12,0) takes a Geothermal Plant, its neighbour (14,2) does not", () => {
    const s = stateWith({ modules: [["startUp", 12, 2], FAR], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "geothermal", x: 12, y: 0 }).state.money[0]).toBe(80);
    expect(refused(s, 0, { type: "build", module: "geothermal", x: 14, y: 2 }).message).toMatch(/Fault Line/);
  });

  it("X-6-A27 a Catalog Store uses 1 energy: Start-Up + Port + Store + 4 Labs is 6 > 5", () => {
    const s = stateWith({ modules: [...SHOP, ["cheeseLab", 2, 6], ["cheeseLab", 6, 6], ["cheeseLab", 3, 7], ["cheeseLab", 5, 7], FAR] });
    expect(fig(s)).toMatchObject({ supply: 5, demand: 6 });
  });

  it("X-6-A28 the greedy default shorts the newest Sausage Lab: S9 pays 5 + 4 = $9, not $13", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["veterinary", 4, 8], ["habitation", 2, 6], ["catalogStore", 5, 5], ["cheeseLab", 6, 6], ["sausageLab", 3, 7], FAR],
      step: "energy", turn: 2,
    });
    rigDice([3, 3, 3, 3]);
    const r = must(s, 0, { type: "timeout" }).state;
    expect(at(r, 3, 7).energyShort).toBe(true);
    expect(r.money[0]).toBe(109);
  });

  it("X-6-A29 building never checks energy: supply 5 = demand 5, a Processing Plant is still built, unflagged", () => {
    const s = stateWith({ modules: [...COLONY_R, FAR], step: "build", turn: 2 });
    const r = must(s, 0, { type: "build", module: "processingPlant", x: 4, y: 8 }).state;
    expect(at(r, 4, 8).energyShort).toBe(false);
    expect(fig(r)).toMatchObject({ supply: 5, demand: 7 });
  });
});
