import { cheeses } from "../../src/games/cheeses";
import { MODULES, MODULE_TYPES, type ModuleType } from "../../src/games/cheeses/data";
import { buildProblem } from "../../src/games/cheeses/build";
import { must, stateWith, said } from "./helpers";

const TABLE: [ModuleType, number, number, number][] = [
  // type, cost, energy need, energy output (§4.0, cheeses-D5-D20)
  ["startUp", 40, 0, 5], ["solar", 10, 0, 2], ["geothermal", 20, 0, 5], ["hub", 10, 0, 0],
  ["milkStorage", 5, 1, 0], ["creamStorage", 5, 1, 0], ["butterStorage", 5, 1, 0], ["iceCreamStorage", 5, 1, 0],
  ["cheeseStorage", 5, 1, 0], ["beefStorage", 5, 1, 0], ["leatherStorage", 5, 1, 0], ["manureStorage", 5, 1, 0],
  ["barn", 15, 1, 0], ["megaBarn", 35, 1, 0], ["pastureDome", 10, 1, 0], ["processingPlant", 20, 2, 0],
  ["habitation", 15, 1, 0], ["veterinary", 15, 1, 0], ["construction", 20, 1, 0], ["cheeseLab", 25, 1, 0],
  ["sausageLab", 25, 1, 0], ["catalogStore", 15, 1, 0], ["spacePort", 25, 1, 0], ["lawOffice", 25, 1, 0],
];

describe("§4.0 modules", () => {
  it("there are 24 module types with the DEFAULT costs and energy", () => {
    expect(MODULE_TYPES).toHaveLength(24);
    for (const [type, cost, need, output] of TABLE) expect([type, MODULES[type].cost, MODULES[type].need, MODULES[type].output]).toEqual([type, cost, need, output]);
  });

  it.each(TABLE.filter(([t]) => t !== "startUp"))("building a %s costs $%i", (type, cost) => {
    // Start-Up (4,6), Processing Plant (4,4), Barn (2,4); the new module goes on (5,5) or, for Geothermal, the fault square (5,3).
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4]], turn: 2, step: "build" });
    const [x, y] = type === "geothermal" ? [5, 3] : type === "pastureDome" ? [3, 5] : [5, 5];
    expect(said(buildProblem(s, 0, type, x, y))).toBeNull();
    expect(must(s, 0, { type: "build", module: type, x, y }).state.money[0]).toBe(100 - cost);
  });

  it("new modules enter healthy and powered, with increasing build numbers", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4, { energyShort: true }]], turn: 2, step: "build" });
    const after = must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state;
    expect(after.modules[2]).toEqual({ id: 3, owner: 0, type: "barn", x: 2, y: 4, energyShort: false, sick: false });
    expect(cheeses.view(after, null).nextId).toBe(4);
  });
});
