import type { GameEvent } from "../../src/engine/game";
import { pastureStatus } from "../../src/games/cheeses/colony";
import { applyEvent, randomEventStep } from "../../src/games/cheeses/events";
import { playerPrices } from "../../src/games/cheeses/market";
import { scripted, stateWith, type ModuleSpecInput } from "./helpers";

const C27: ModuleSpecInput[] = [
  ["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["megaBarn", 3, 5],
  ["milkStorage", 5, 5], ["cheeseStorage", 5, 3], ["pastureDome", 2, 6],
];
const C28: ModuleSpecInput[] = [
  ["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["megaBarn", 3, 5], ["megaBarn", 5, 3],
  ["milkStorage", 5, 5], ["leatherStorage", 3, 3], ["pastureDome", 2, 6],
];
const BASE = { milk: 3, cream: 3, butter: 3, iceCream: 3, cheese: 3, beef: 3, leather: 3, manure: 1 };

describe("§4.7 pasture status", () => {
  it("required domes = ceil(B/3), Mega-Barns count twice, only powered domes count", () => {
    expect(pastureStatus(stateWith({ modules: C27 }), 0)).toBe("well");
    expect(pastureStatus(stateWith({ modules: C28 }), 0)).toBe("under");
    const short = C27.map(([t, x, y]) => [t, x, y, { energyShort: t === "pastureDome" }] as ModuleSpecInput);
    expect(pastureStatus(stateWith({ modules: short }), 0)).toBe("under");
    expect(pastureStatus(stateWith({ modules: [["startUp", 4, 6]] }), 0)).toBe("none");
    const sick = C27.map(([t, x, y]) => [t, x, y, { sick: t === "megaBarn" }] as ModuleSpecInput);
    expect(pastureStatus(stateWith({ modules: sick.filter(([t]) => t !== "pastureDome") }), 0)).toBe("under");
  });
});

describe("§4.8 S6 random events", () => {
  it("each player rolls 2d6; the total picks the event", () => {
    const s = stateWith({ modules: C27 });
    const events: GameEvent[] = [];
    randomEventStep(s, scripted([3, 4, 6, 6]), events);
    expect(s.eventRolls).toEqual([7, 12]);
    expect(events).toContainEqual({ type: "randomEvent", seat: 0, dice: [3, 4], roll: 7 });
  });

  it("2 Bos-quake removes the newest Geothermal Plant, else the newest Solar Panels, never the Start-Up", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["geothermal", 6, 4], ["solar", 4, 8], ["geothermal", 6, 6]] });
    applyEvent(s, 0, 2, scripted([]), []);
    expect(s.modules.map((m) => m.type)).toEqual(["startUp", "geothermal", "solar"]);
    applyEvent(s, 0, 2, scripted([]), []);
    applyEvent(s, 0, 2, scripted([]), []);
    applyEvent(s, 0, 2, scripted([]), []);
    expect(s.modules.map((m) => m.type)).toEqual(["startUp"]);
  });

  it("3 Mad Cows starts a disease", () => {
    const s = stateWith({ modules: C27 });
    applyEvent(s, 0, 3, scripted([1]), []);
    expect(s.modules.find((m) => m.sick)?.type).toBe("megaBarn");
  });

  it("C28 4 Stampede halves every product (rounding the loss down) when Under-Pastured", () => {
    const s = stateWith({ modules: C28, inventory: [{ milk: 7, leather: 5 }] });
    applyEvent(s, 0, 4, scripted([]), []);
    expect(s.inventory[0]).toMatchObject({ milk: 4, leather: 3 });
    const well = stateWith({ modules: C27, inventory: [{ milk: 7 }] });
    applyEvent(well, 0, 4, scripted([]), []);
    expect(well.inventory[0].milk).toBe(7);
  });

  it("C27 9 Contented Cows adds 2 to every stocked product, up to capacity, when Well-Pastured", () => {
    const s = stateWith({ modules: C27, inventory: [{ milk: 9, cheese: 4 }] });
    applyEvent(s, 0, 9, scripted([]), []);
    expect(s.inventory[0]).toMatchObject({ milk: 10, cheese: 6, beef: 0 });
    const under = stateWith({ modules: C28, inventory: [{ milk: 5 }] });
    applyEvent(under, 0, 9, scripted([]), []);
    expect(under.inventory[0].milk).toBe(5);
  });

  it("5-8 change only that player's S8 prices, never below 0, and may lift Leather above 3 and Manure above 1", () => {
    const s = stateWith({ modules: C27 });
    s.basePrices = { ...BASE, milk: 0 };
    s.eventRolls = [5, 8];
    expect(playerPrices(s, 0)).toEqual({ ...BASE, milk: 0, cream: 2, butter: 2, iceCream: 2 });
    expect(playerPrices(s, 1)).toEqual({ ...BASE, milk: 1, iceCream: 4, leather: 5 });
    s.eventRolls = [6, 7];
    expect(playerPrices(s, 0)).toEqual({ ...BASE, milk: 0, beef: 2, manure: 3 });
    expect(playerPrices(s, 1)).toEqual({ ...BASE, milk: 0, cheese: 4, beef: 4 });
  });

  it("5-8 change prices only: the stock is not touched", () => {
    for (const roll of [5, 6, 7, 8]) {
      const s = stateWith({ modules: C28, inventory: [{ milk: 5, leather: 5, beef: 0 }] });
      applyEvent(s, 0, roll, scripted([]), []);
      expect([roll, s.inventory[0].milk, s.inventory[0].leather, s.inventory[0].beef]).toEqual([roll, 5, 5, 0]);
    }
  });

  it("11 Vet Inspection cures everything when Well-Pastured and starts a disease when Under-Pastured", () => {
    const well = stateWith({ modules: C27.map(([t, x, y]) => [t, x, y, { sick: t === "barn" || t === "megaBarn" }] as ModuleSpecInput) });
    applyEvent(well, 0, 11, scripted([]), []);
    expect(well.modules.some((m) => m.sick)).toBe(false);
    const under = stateWith({ modules: C28 });
    applyEvent(under, 0, 11, scripted([0]), []);
    expect(under.modules.filter((m) => m.sick)).toHaveLength(1);
    const none = stateWith({ modules: [["startUp", 4, 6]] });
    const events: GameEvent[] = [];
    applyEvent(none, 0, 11, scripted([]), events);
    expect(events).toEqual([]);
  });
});

describe("§4.8 S6 random events: the edges", () => {
  it("9 Contented Cows counts a product with 1 unit as stocked", () => {
    const s = stateWith({ modules: C27, inventory: [{ milk: 1, cheese: 0 }] });
    applyEvent(s, 0, 9, scripted([]), []);
    expect(s.inventory[0]).toMatchObject({ milk: 3, cheese: 0 });
  });

  it("11 Vet Inspection when Well-Pastured tells the table the colony is cured", () => {
    const s = stateWith({ modules: C27.map(([t, x, y]) => [t, x, y, { sick: t === "barn" }] as ModuleSpecInput) });
    const events: GameEvent[] = [];
    applyEvent(s, 0, 11, scripted([]), events);
    expect(events).toEqual([{ type: "allCured", seat: 0 }]);
  });
});
