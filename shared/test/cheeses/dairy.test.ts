import { cheeses } from "../../src/games/cheeses";
import { dairyOutput, emptyInventory } from "../../src/games/cheeses/colony";
import { allocationOptions, allocationProblem, defaultAllocation, hasDairyDecision } from "../../src/games/cheeses/dairy";
import { openStep } from "../../src/games/cheeses/flow";
import { COLONY_R, must, stateWith, type ModuleSpecInput, said } from "./helpers";
import { refusalWords } from "../../src/engine/game";

describe("§4.5 S5 dairy", () => {
  it("C12 allocation is limited by storage: Milk 12 refused, Milk 10 accepted, Cheese refused without storage", () => {
    const s = stateWith({ modules: COLONY_R, step: "dairy", turn: 2 });
    expect(dairyOutput(s, 0)).toBe(17);
    expect(cheeses.awaiting(s)).toEqual([0]);
    const twelve = cheeses.apply(s, 0, { type: "dairy", allocation: { milk: 12 } });
    expect(twelve.ok).toBe(false);
    const cheese = cheeses.apply(s, 0, { type: "dairy", allocation: { cheese: 1 } });
    expect(cheese.ok).toBe(false);
    if (!cheese.ok) expect(refusalWords(cheese.error)).toMatch(/no working Cheese storage/);
    const r = must(s, 0, { type: "dairy", allocation: { milk: 10 } });
    expect(r.events).toContainEqual({ type: "dairy", seat: 0, allocation: { milk: 10 } });
  });

  it("C12 the accepted allocation is stored: Milk 10, and the other 7 units are lost", () => {
    // A Space Port stops the turn at S8 (before spoilage), so the stock can be read.
    const s = stateWith({ modules: [...COLONY_R, ["spacePort", 6, 6]], step: "dairy", turn: 2 });
    const after = must(s, 0, { type: "dairy", allocation: { milk: 10 } }).state;
    expect(after.step).toBe("market");
    const stampede = after.eventRolls[0] === 4; // R is Under-Pastured: a Stampede would halve the Milk
    expect(after.inventory[0]).toEqual({ ...emptyInventory(), milk: stampede ? 5 : 10 });
  });

  it("stock above capacity (set by hand) does not block other products", () => {
    const s = stateWith({ modules: COLONY_R, inventory: [{ leather: 6 }] });
    expect(said(allocationProblem(s, 0, { milk: 10 }))).toBeNull();
    expect(said(allocationProblem(s, 0, { leather: 1 }))).toMatch(/no working Leather storage/);
  });

  it("the allocation may not exceed Dairy Output", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 3, 5], ["milkStorage", 5, 5], ["creamStorage", 5, 3]] });
    expect(dairyOutput(s, 0)).toBe(5);
    expect(said(allocationProblem(s, 0, { milk: 3, cream: 3 }))).toMatch(/Dairy Output is 5/);
    expect(said(allocationProblem(s, 0, { milk: 3, cream: 2 }))).toBeNull();
  });

  it("the timeout fills products in canonical order up to their free room", () => {
    const s = stateWith({
      modules: [...COLONY_R, ["leatherStorage", 5, 3], ["creamStorage", 3, 3]],
      inventory: [{ leather: 8 }],
    });
    expect(defaultAllocation(s, 0)).toEqual({ milk: 10, cream: 7 });
    const t = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 3, 5], ["leatherStorage", 5, 5], ["manureStorage", 5, 3]], inventory: [{ leather: 8 }] });
    expect(defaultAllocation(t, 0)).toEqual({ leather: 2, manure: 3 });
  });

  it("productive barns: healthy, powered, next to a powered Processing Plant; Lush and Mega-Barn outputs", () => {
    const base: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4]];
    expect(dairyOutput(stateWith({ modules: [...base, ["megaBarn", 2, 4]] }), 0)).toBe(14);
    expect(dairyOutput(stateWith({ modules: [...base, ["megaBarn", 3, 5]] }), 0)).toBe(10);
    expect(dairyOutput(stateWith({ modules: [...base, ["barn", 2, 4, { sick: true }]] }), 0)).toBe(0);
    expect(dairyOutput(stateWith({ modules: [...base, ["barn", 2, 4, { energyShort: true }]] }), 0)).toBe(0);
    expect(dairyOutput(stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4, { energyShort: true }], ["barn", 2, 4]] }), 0)).toBe(0);
  });

  it("no decision without output or without free storage", () => {
    expect(hasDairyDecision(stateWith({ modules: COLONY_R }), 0)).toBe(true);
    expect(hasDairyDecision(stateWith({ modules: COLONY_R.slice(0, 4) }), 0)).toBe(false);
    expect(hasDairyDecision(stateWith({ modules: COLONY_R, inventory: [{ milk: 10 }] }), 0)).toBe(false);
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["milkStorage", 5, 5]] });
    expect(hasDairyDecision(s, 0)).toBe(false);
    openStep(s, "dairy");
    expect(s.deciders).toEqual([]);
  });

  it("every listed allocation is accepted; unallocated output is lost", () => {
    const s = stateWith({ modules: [...COLONY_R, ["cheeseStorage", 5, 3]], step: "dairy", turn: 2 });
    const options = allocationOptions(s, 0);
    expect(options).toContainEqual({ cheese: 10 });
    expect(options).toContainEqual({});
    for (const o of options) expect(said(allocationProblem(s, 0, o))).toBeNull();
    expect(cheeses.legalActions(s, 0)).toHaveLength(options.length);
  });
});

describe("§4.5 S5 dairy: the allocations offered", () => {
  it("§4.5 the default, nothing, then all each product with free room can take; none for a full or missing storage", () => {
    // R plus Cheese and Cream Storage: D = 17. Milk holds 4 (room 6), Cream is full (10), Cheese empty (room 10);
    // no other product has storage, so it cannot be made.
    const s = stateWith({
      modules: [...COLONY_R, ["cheeseStorage", 5, 3], ["creamStorage", 3, 3]],
      inventory: [{ milk: 4, cream: 10 }], step: "dairy", turn: 2,
    });
    expect(dairyOutput(s, 0)).toBe(17);
    // Timeout: Milk 6 fills its storage, Cream has no room, the other 11 go to Cheese up to its 10.
    expect(defaultAllocation(s, 0)).toEqual({ milk: 6, cheese: 10 });
    const offered = [{ milk: 6, cheese: 10 }, {}, { milk: 6 }, { cheese: 10 }];
    expect(allocationOptions(s, 0)).toEqual(offered);
    expect(cheeses.legalActions(s, 0)).toEqual(offered.map((allocation) => ({ type: "dairy", allocation })));
  });
});
