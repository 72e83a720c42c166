/** Cases (§7 Given / When / Then) for §1 setup, §2 board geometry and §3 turn structure. */
import { cheeses } from "../../src/games/cheeses";
import { PRODUCTS } from "../../src/games/cheeses/data";
import { dairyOutput } from "../../src/games/cheeses/colony";
import { distance, mapOf, neighbours, spaceAt } from "../../src/games/cheeses/map";
import { COLONY_R, must, stateWith, type ModuleSpecInput } from "./helpers";
import { playUntil, refused, rigDice } from "./spec-helpers";

afterEach(() => jest.restoreAllMocks());

const FAR: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];
const coords = (list: { x: number; y: number }[]) => list.map((s) => [s.x, s.y]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);

describe("§1 components and setup", () => {
  it("X-1-1 4 players, first player seat 2: order 2,3,0,1, $100 each, empty sheets, double map, turn 1 Build", () => {
    const s = cheeses.setup({ players: 4, seed: "x11", options: { firstPlayer: 2 } });
    expect(s.order).toEqual([2, 3, 0, 1]);
    expect(s.money).toEqual([100, 100, 100, 100]);
    expect(s.inventory.every((inv) => PRODUCTS.every((p) => inv[p] === 0))).toBe(true);
    expect(s.modules).toEqual([]);
    expect(s).toMatchObject({ turn: 1, step: "build", sheets: 2 });
    expect(cheeses.awaiting(s)).toEqual([2]);
  });

  it("X-1-2 the canonical product order is Milk, Cream, Butter, Ice Cream, Cheese, Beef, Leather, Manure", () => {
    expect(PRODUCTS).toEqual(["milk", "cream", "butter", "iceCream", "cheese", "beef", "leather", "manure"]);
  });

  it("X-1-3 the first player is drawn uniformly: over 400 seeds each of 4 seats starts 60-140 times", () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 400; i++) counts[cheeses.setup({ players: 4, seed: `first-${i}` }).order[0]]++;
    for (const c of counts) expect(c).toBeGreaterThanOrEqual(60);
    for (const c of counts) expect(c).toBeLessThanOrEqual(140);
  });

  it("X-1-4 the turn order stays the same in turn 2 (no rotation): P2 builds first again", () => {
    let s = cheeses.setup({ players: 3, seed: "x14", options: { firstPlayer: 1 } });
    expect(cheeses.awaiting(s)).toEqual([1]);
    s = playUntil(s, (t) => t.turn === 2, (t, seat) => cheeses.timeoutAction(t, seat)).state;
    expect(s.order).toEqual([1, 2, 0]);
    expect(cheeses.awaiting(s)).toEqual([1]);
  });

  it("X-1-5 at most 4 Sick counters: S3 and event 3 both roll a disease on a colony with 4 sick barns; still 4", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6, { sick: true }], ["barn", 6, 6, { sick: true }], ["barn", 4, 8, { sick: true }],
        ["barn", 3, 7, { sick: true }], ["barn", 5, 7], FAR],
      step: "build", turn: 2,
    });
    rigDice([1, 2, 1, 2, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]); // S3: P1 1; S6: P1 1+2 = Mad Cows; S8; S10 no cure
    const { state, events } = playUntil(s, (t) => t.turn === 3);
    expect(events.filter((e) => e.type === "diseaseIgnored")).toHaveLength(2);
    expect(state.modules.filter((m) => m.sick)).toHaveLength(4);
  });
});

describe("§2 board geometry", () => {
  it("X-2-1 corner octagon (0,0) has 3 neighbours, corner square (1,1) has 4, (22,14) has 3", () => {
    expect(coords(neighbours(1, 0, 0))).toEqual([[0, 2], [1, 1], [2, 0]]);
    expect(coords(neighbours(1, 1, 1))).toEqual([[0, 0], [0, 2], [2, 0], [2, 2]]);
    expect(neighbours(1, 22, 14)).toHaveLength(3);
    expect(neighbours(1, 22, 6)).toHaveLength(5); // no seam squares on the single sheet
  });

  it("X-2-2 distances: squares in one column (1,1)-(1,5) = 3, diagonal squares (1,1)-(3,3) = 2, octagons (0,0)-(2,2) = 2", () => {
    expect(distance(1, 1, 1, 5)).toBe(3);
    expect(distance(1, 1, 5, 1)).toBe(3);
    expect(distance(1, 1, 3, 3)).toBe(2);
    expect(distance(0, 0, 2, 2)).toBe(2);
    expect(distance(0, 0, 1, 1)).toBe(1);
  });

  it("X-2-3 a Geothermal Plant on the fault square (3,1) is legal; on (1,1) or (4,0) it is not", () => {
    const s = stateWith({ modules: [["startUp", 2, 2], FAR], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "geothermal", x: 3, y: 1 }).state.money[0]).toBe(80);
    expect(refused(s, 0, { type: "build", module: "geothermal", x: 1, y: 1 }).message).toMatch(/Fault Line/);
    const t = stateWith({ modules: [["startUp", 4, 2], FAR], step: "build", turn: 2 });
    expect(refused(t, 0, { type: "build", module: "geothermal", x: 4, y: 0 }).message).toMatch(/Fault Line/);
  });

  it("X-2-4 a Barn on the Lush square (15,5) makes 7; a Mega-Barn on the Lush octagon (12,6) makes 14", () => {
    const s = stateWith({ modules: [["startUp", 14, 8], ["processingPlant", 14, 6], ["barn", 15, 5], ["megaBarn", 12, 6], ["startUp", 2, 2, { owner: 1 }]] });
    expect(dairyOutput(s, 0)).toBe(21);
  });

  it("X-2-5 every feature is matched by the same feature at (22−x, 14−y)", () => {
    for (const sp of mapOf(1).spaces) expect(spaceAt(1, 22 - sp.x, 14 - sp.y)?.feature).toBe(sp.feature);
  });

  it("X-2-6 double map: seam square (23,7) links (22,6),(24,6),(22,8),(24,8) and is plain; sheet B has fault (26,0), lush (36,6)", () => {
    expect(coords(neighbours(2, 23, 7))).toEqual([[22, 6], [22, 8], [24, 6], [24, 8]]);
    expect(spaceAt(2, 23, 7)?.feature).toBeNull();
    expect(spaceAt(2, 26, 0)?.feature).toBe("fault");
    expect(spaceAt(2, 36, 6)?.feature).toBe("lush");
    expect(spaceAt(2, 47, 7)).toBeUndefined();
    expect(distance(22, 4, 26, 4)).toBe(2);
  });

  it("X-2-7 across the seam: P2 at (22,4); a Start-Up at (32,4) is at 5 (refused), at (34,4) at 6 (accepted)", () => {
    const s = stateWith({ players: 3, modules: [["startUp", 22, 4, { owner: 1 }]] });
    expect(refused(s, 0, { type: "build", module: "startUp", x: 32, y: 4 }).message).toMatch(/within 5/);
    const r = must(s, 0, { type: "build", module: "startUp", x: 34, y: 4 }).state;
    expect(r.modules.find((m) => m.owner === 0)).toMatchObject({ x: 34, y: 4 });
  });
});

describe("§3 turn structure", () => {
  it("X-3-1 turn 1 has no Move step; from turn 2 a working Construction Module opens S1", () => {
    const s = cheeses.setup({ players: 2, seed: "x31", options: { firstPlayer: 0 } });
    expect(s.step).toBe("build");
    const t = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4], FAR], money: [100, 100], turn: 1, step: "law" });
    const r = playUntil(t, (u) => u.turn === 2).state;
    expect(r.step).toBe("move");
    expect(cheeses.awaiting(r)).toEqual([0]);
  });

  it("X-3-2 simultaneous S4: P1's submission does not resolve anything until P2 submits; a second one is refused", () => {
    const deficit: ModuleSpecInput[] = [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], ["spacePort", 2, 6], ["lawOffice", 6, 6], ["veterinary", 3, 7], ["habitation", 5, 7]];
    const other = deficit.map(([t, x, y]) => [t, x + 16, y, { owner: 1 }] as ModuleSpecInput);
    const s = stateWith({ modules: [...deficit, ...other], step: "energy", turn: 2 });
    expect(cheeses.awaiting(s)).toEqual([0, 1]);
    const one = must(s, 0, { type: "energy", short: [3] }).state;
    expect(one.step).toBe("energy");
    expect(one.modules.some((m) => m.energyShort)).toBe(false);
    expect(cheeses.view(one, 0).private?.submission).toEqual({ type: "energy", short: [3] });
    expect(JSON.stringify(cheeses.view(one, 1))).not.toContain('"short":[3]');
    expect(refused(one, 0, { type: "energy", short: [2] }).code).toBe("not_your_turn");
    const both = must(one, 1, { type: "energy", short: [10] }).state;
    expect(both.modules.filter((m) => m.energyShort).map((m) => m.id)).toEqual([3, 10]);
  });

  it("X-3-3 a player who can afford no legal build is skipped: P1 with only a Start-Up and $4 is not asked", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], money: [4, 100], step: "law", turn: 1 });
    const r = playUntil(s, (t) => t.turn === 2).state;
    expect(r.money[0]).toBe(4); // S9 was entered by hand, so no income was paid
    expect(r.step).toBe("build");
    expect(cheeses.awaiting(r)).toEqual([1]);
  });

  it("X-3-4 timeouts: S7 makes the most boxes, S8 sells Milk-Beef priced $1+, S9 files no suit", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["catalogStore", 4, 8], ["lawOffice", 2, 6], FAR],
      inventory: [{ cheese: 3, beef: 1, leather: 2 }], money: [30, 120], turn: 2,
    });
    s.step = "gift";
    s.eventRolls = [6, 6];
    rigDice([4, 4, 4, 4, 4, 4, 6]); // S8 prices: Milk..Beef 4, Leather 6 → 3
    const market = must(s, 0, { type: "timeout" }).state;
    expect(market.money[0]).toBe(40);
    expect(market.inventory[0]).toMatchObject({ cheese: 2, beef: 0, leather: 2 });
    expect(market.step).toBe("market");
    const law = must(market, 0, { type: "timeout" }).state;
    expect(law.money).toEqual([40 + 8 + 5, 125]); // Cheese 2 × $4 sold, Leather kept, then $5 income each
    expect(law.inventory[0].leather).toBe(2);
    expect(cheeses.awaiting(law)).toEqual([0]);
    const after = must(law, 0, { type: "timeout" }).state;
    expect(after.money).toEqual([53, 125]);
    expect(after.step).not.toBe("law");
  });

  it("X-3-5 S5 asks nobody when storage is full: R with Milk 10/10 (D = 17) is skipped; with Milk 9 it is asked", () => {
    const full = stateWith({ modules: [...COLONY_R, FAR], inventory: [{ milk: 10 }], step: "build", turn: 2 });
    rigDice([2, 2, 3, 3, 3, 3]);
    const { events } = playUntil(full, (t) => t.turn === 3);
    expect(events.some((e) => e.type === "submitted" && e.step === "dairy")).toBe(false);
    expect(events.some((e) => e.type === "randomEvent")).toBe(true);
    const room = stateWith({ modules: [...COLONY_R, FAR], inventory: [{ milk: 9 }], step: "build", turn: 2 });
    rigDice([2, 2]);
    expect(cheeses.awaiting(playUntil(room, (t) => t.step === "dairy").state)).toEqual([0]);
  });

  it("X-3-6 turn 1 timeouts: P1's Start-Up goes to (0,0), P1's next timeout builds nothing, P2's gives (22,14)", () => {
    // The engine contract makes a timeout exactly one action (the timeout default), so the automatic
    // Start-Up is one timeout and "build nothing" for the rest of P1's S2 is the next one.
    let s = cheeses.setup({ players: 2, seed: "x36", options: { firstPlayer: 0 } });
    s = must(s, 0, { type: "timeout" }).state;
    expect(s.modules).toEqual([expect.objectContaining({ owner: 0, type: "startUp", x: 0, y: 0 })]);
    expect(s.money).toEqual([60, 100]);
    s = must(s, 0, { type: "timeout" }).state;
    expect(s.money).toEqual([60, 100]);
    expect(cheeses.awaiting(s)).toEqual([1]);
    s = must(s, 1, { type: "timeout" }).state;
    expect(s.modules[1]).toMatchObject({ owner: 1, type: "startUp", x: 22, y: 14 });
    s = must(s, 1, { type: "timeout" }).state;
    expect(s.turn).toBe(2); // nobody had anything else to decide in turn 1
    expect(s.money).toEqual([65, 65]);
  });

  it("X-3-9 a sequential step set by hand where nobody can act still lets the head pass, ending the turn", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], inventory: [{ milk: 4, leather: 2 }], money: [70, 70], turn: 2 });
    s.step = "law";
    s.queue = [0, 1];
    expect(cheeses.awaiting(s)).toEqual([0]);
    const r = must(s, 0, { type: "pass" }).state;
    expect(r.turn).toBe(3);
    expect(r.inventory[0]).toMatchObject({ milk: 0, leather: 2 });
  });

  it("X-3-10 S2 set by hand: a player with no affordable build is skipped and the next one builds", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], money: [9, 100], step: "build", turn: 2 });
    expect(cheeses.awaiting(s)).toEqual([1]);
    const r = must(s, 1, { type: "build", module: "solar", x: 22, y: 6 }).state;
    expect(r.money).toEqual([9, 90]);
  });

  it("X-3-11 S9 set by hand on a state whose queue is empty (taken from S5): P1 is asked and may sue", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4], FAR], money: [30, 90], step: "dairy", turn: 2 });
    expect(s.queue).toEqual([]);
    s.step = "law";
    expect(cheeses.awaiting(s)).toEqual([0]);
    rigDice([2]);
    expect(must(s, 0, { type: "sue", target: 1 }).state.money).toEqual([50, 70]);
  });

  it("X-3-7 sequential S2: P2 sees P1's build at once: (6,6) is taken, so P2 builds its Solar at (10,6)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 8, 6, { owner: 1 }]], step: "build", turn: 2 });
    let r = must(s, 0, { type: "build", module: "solar", x: 6, y: 6 }).state;
    r = must(r, 0, { type: "pass" }).state;
    expect(refused(r, 1, { type: "build", module: "solar", x: 6, y: 6 }).message).toMatch(/taken/);
    r = must(r, 1, { type: "build", module: "solar", x: 10, y: 6 }).state;
    expect(r.money).toEqual([90, 90]);
  });

  it("X-3-8 a state set to S8 by hand without price rolls still sells: the prices are rolled on the first sale", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], FAR], inventory: [{ cheese: 2 }], turn: 2 });
    s.step = "market";
    rigDice([1, 1, 1, 1, 5, 1, 1]);
    const r = must(s, 0, { type: "sell", quantities: { cheese: 2 } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "sold", seat: 0, earned: 10 }));
    expect(r.state.money[0]).toBe(115);
  });
});

describe("§2.2 features only enable or boost", () => {
  it("X-2-8 any module may stand on a feature space: a Hub on the fault (6,4) and a Habitation on the Lush (2,4)", () => {
    const s = stateWith({ modules: [["startUp", 4, 4], FAR], step: "build", turn: 2 });
    let r = must(s, 0, { type: "build", module: "hub", x: 6, y: 4 }).state;
    r = must(r, 0, { type: "build", module: "habitation", x: 2, y: 4 }).state;
    expect(r.money[0]).toBe(75);
  });
});
