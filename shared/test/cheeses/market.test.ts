import { cheeses } from "../../src/games/cheeses";
import { boxPrice, giftEligible, sellBoxes } from "../../src/games/cheeses/gift";
import { defaultSale, hasMarketDecision, playerPrices, rollBasePrices, saleOptions, saleProblem } from "../../src/games/cheeses/market";
import { must, scripted, stateWith, type ModuleSpecInput, said } from "./helpers";
import { rigDice } from "./spec-helpers";
import { refusalWords } from "../../src/engine/game";

const TRADER: ModuleSpecInput[] = [
  ["startUp", 4, 6], ["processingPlant", 4, 4], ["spacePort", 6, 6], ["catalogStore", 4, 8], ["solar", 6, 8],
  ["cheeseStorage", 5, 5], ["beefStorage", 3, 5], ["leatherStorage", 5, 3], ["manureStorage", 3, 3], ["milkStorage", 5, 7],
];
const SICK4: ModuleSpecInput[] = [
  ["barn", 2, 4, { sick: true }], ["barn", 4, 2, { sick: true }], ["barn", 6, 4, { sick: true }], ["megaBarn", 2, 2, { sick: true }],
];
const BASE = { milk: 4, cream: 2, butter: 0, iceCream: 6, cheese: 5, beef: 1, leather: 3, manure: 1 };

describe("§4.9 S7 gift boxes", () => {
  it("C26 Holiday Season: 3 boxes sell for $15 each; 4 is refused", () => {
    const s = stateWith({ modules: TRADER, inventory: [{ cheese: 3, beef: 5 }], step: "gift", turn: 2 });
    s.eventRolls = [7, 6];
    expect(giftEligible(s, 0)).toBe(true);
    expect(boxPrice(s, 0)).toBe(15);
    expect(cheeses.apply(s, 0, { type: "gift", boxes: 4 }).ok).toBe(false);
    expect(must(s, 0, { type: "gift", boxes: 3 }).events).toContainEqual({ type: "giftBoxes", seat: 0, boxes: 3, earned: 45 });
    const t = structuredClone(s);
    sellBoxes(t, 0, 3);
    expect(t.inventory[0]).toMatchObject({ cheese: 0, beef: 2 });
    expect(t.money[0]).toBe(145);
  });

  it("a box usually sells for $10; the timeout sells the most boxes", () => {
    const s = stateWith({ modules: TRADER, inventory: [{ cheese: 3, beef: 5 }], step: "gift", turn: 2 });
    s.eventRolls = [8, 8];
    expect(boxPrice(s, 0)).toBe(10);
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "gift", boxes: 3 });
    expect(cheeses.legalActions(s, 0)).toHaveLength(4);
  });

  it("C16 gift boxes need a Space Port, a Catalog Store, Cheese and Beef, and fewer than 4 diseases", () => {
    expect(giftEligible(stateWith({ modules: [...TRADER, ...SICK4], inventory: [{ cheese: 5, beef: 5, leather: 4 }] }), 0)).toBe(false);
    expect(giftEligible(stateWith({ modules: TRADER, inventory: [{ cheese: 5 }] }), 0)).toBe(false);
    const noPort = TRADER.map(([t, x, y]) => [t, x, y, { energyShort: t === "spacePort" }] as ModuleSpecInput);
    expect(giftEligible(stateWith({ modules: noPort, inventory: [{ cheese: 5, beef: 5 }] }), 0)).toBe(false);
    const s = stateWith({ modules: [...TRADER, ...SICK4], inventory: [{ cheese: 5, beef: 5, leather: 4 }], step: "gift", turn: 2 });
    expect(s.deciders).toEqual([]);
  });
});

describe("§4.10 S8 market", () => {
  it("one shared d6 per product; Leather 4-6 becomes 1-3; Manure is always 1 and not rolled", () => {
    const rolls = [1, 2, 3, 4, 5, 6, 5];
    expect(rollBasePrices(scripted(rolls))).toEqual({ milk: 1, cream: 2, butter: 3, iceCream: 4, cheese: 5, beef: 6, leather: 2, manure: 1 });
    expect(rolls).toEqual([]);
    expect(rollBasePrices(scripted([1, 1, 1, 1, 1, 1, 6])).leather).toBe(3);
  });

  it("C16 with 4 diseases only Leather and Manure sell: Cheese refused, Leather 4 at $3 gives $12", () => {
    const s = stateWith({ modules: [...TRADER, ...SICK4], inventory: [{ cheese: 5, beef: 5, leather: 4 }], step: "market", turn: 2 });
    s.basePrices = { ...BASE };
    s.eventRolls = [7, 7];
    expect(cheeses.awaiting(s)).toEqual([0]);
    const cheese = cheeses.apply(s, 0, { type: "sell", quantities: { cheese: 1 } });
    expect(cheese.ok).toBe(false);
    if (!cheese.ok) expect(refusalWords(cheese.error)).toMatch(/only Leather and Manure/);
    const r = must(s, 0, { type: "sell", quantities: { leather: 4 } });
    expect(r.events).toContainEqual({ type: "sold", seat: 0, quantities: { leather: 4 }, earned: 12 });
    // $100 + $12 from the Leather + $5 Start-Up income in S9; the Leather is gone.
    expect(r.state.money[0]).toBe(117);
    expect(r.state.inventory[0].leather).toBe(0);
  });

  it("selling more than you hold is refused; prices are per player", () => {
    const s = stateWith({ modules: TRADER, inventory: [{ milk: 3 }], step: "market", turn: 2 });
    s.basePrices = { ...BASE };
    s.eventRolls = [5, 8];
    expect(said(saleProblem(s, 0, { milk: 4 }))).toMatch(/only 3/);
    expect(playerPrices(s, 0)!.milk).toBe(3);
    expect(playerPrices(s, 1)!.milk).toBe(5);
    expect(must(s, 0, { type: "sell", quantities: { milk: 3 } }).events).toContainEqual({ type: "sold", seat: 0, quantities: { milk: 3 }, earned: 9 });
  });

  it("the timeout sells Milk-Beef priced at least $1 and keeps Leather and Manure", () => {
    const s = stateWith({ modules: TRADER, inventory: [{ milk: 2, butter: 3, cheese: 4, beef: 1, leather: 5, manure: 2 }] });
    s.basePrices = { ...BASE };
    s.eventRolls = [9, 9];
    expect(defaultSale(s, 0)).toEqual({ milk: 2, cheese: 4, beef: 1 });
    for (const q of saleOptions(s, 0)) expect(said(saleProblem(s, 0, q))).toBeNull();
  });

  it("only players with a functional Space Port and something to sell decide", () => {
    expect(hasMarketDecision(stateWith({ modules: TRADER, inventory: [{ milk: 1 }] }), 0)).toBe(true);
    expect(hasMarketDecision(stateWith({ modules: TRADER }), 0)).toBe(false);
    const noPort = TRADER.filter(([t]) => t !== "spacePort");
    expect(hasMarketDecision(stateWith({ modules: noPort, inventory: [{ milk: 1 }] }), 0)).toBe(false);
    expect(hasMarketDecision(stateWith({ modules: [...TRADER, ...SICK4], inventory: [{ milk: 1 }] }), 0)).toBe(false);
  });

  it("the base prices are rolled and announced when S8 opens", () => {
    let s = stateWith({ modules: [...TRADER, ["startUp", 20, 6, { owner: 1 }]], turn: 2, step: "build", inventory: [{ leather: 3 }] });
    s = must(s, 0, { type: "pass" }).state;
    s = must(s, 1, { type: "pass" }).state;
    expect(s.step).toBe("energy");
    expect(s.basePrices).toBeNull();
    const r = must(s, 0, cheeses.timeoutAction(s, 0));
    const prices = r.events.find((e) => e.type === "prices");
    expect(prices).toBeDefined();
    expect(r.state.step).toBe("market");
    expect(r.state.basePrices).toEqual(prices!.prices);
    expect(cheeses.view(r.state, null).figures[0].prices).not.toBeNull();
  });
});

describe("§4.10 S8 market: the choices offered", () => {
  it("the default, all it may sell, nothing, then all of each stocked product alone", () => {
    const s = stateWith({ modules: TRADER, inventory: [{ milk: 2, cheese: 4, leather: 5 }] });
    s.basePrices = { ...BASE };
    s.eventRolls = [9, 9];
    expect(saleOptions(s, 0)).toEqual([defaultSale(s, 0), { milk: 2, cheese: 4, leather: 5 }, {}, { milk: 2 }, { cheese: 4 }, { leather: 5 }]);
  });

  it("with 4 diseases only Leather and Manure are offered", () => {
    const s = stateWith({ modules: [...TRADER, ...SICK4], inventory: [{ milk: 2, leather: 5, manure: 1 }] });
    s.basePrices = { ...BASE };
    s.eventRolls = [9, 9];
    expect(saleOptions(s, 0).slice(1)).toEqual([{ leather: 5, manure: 1 }, {}, { leather: 5 }, { manure: 1 }]);
  });
});

describe("§4.10 S8 market: prices rolled for a state set by hand", () => {
  afterEach(() => jest.restoreAllMocks());

  it("S8 set by hand without prices: the first sale rolls them and announces them to the table", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["startUp", 20, 6, { owner: 1 }]], inventory: [{ cheese: 2 }], turn: 2 });
    s.step = "market";
    expect(s.basePrices).toBeNull();
    rigDice([1, 2, 3, 4, 5, 6, 6]); // Milk..Beef, then Leather 6 → 3; Manure is always 1
    const prices = { milk: 1, cream: 2, butter: 3, iceCream: 4, cheese: 5, beef: 6, leather: 3, manure: 1 };
    const r = must(s, 0, { type: "sell", quantities: { cheese: 2 } });
    expect(r.events.filter((e) => e.type === "prices")).toEqual([{ type: "prices", prices }]);
    expect(r.events).toContainEqual({ type: "sold", seat: 0, quantities: { cheese: 2 }, earned: 10 });
  });
});
