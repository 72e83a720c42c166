import { cheeses } from "../../src/games/cheeses";
import { legalBuilds, buildProblem } from "../../src/games/cheeses/build";
import { dairyOutput } from "../../src/games/cheeses/colony";
import type { ModuleType } from "../../src/games/cheeses/data";
import { mapOf } from "../../src/games/cheeses/map";
import { must, stateWith, type ModuleSpecInput, said } from "./helpers";
import { playUntil, refused } from "./spec-helpers";
import { refusalWords } from "../../src/engine/game";

const SOLAR_RING: [ "solar", number, number][] = [
  ["solar", 2, 4], ["solar", 3, 5], ["solar", 5, 5], ["solar", 3, 3], ["solar", 5, 3],
  ["solar", 6, 6], ["solar", 2, 6], ["solar", 4, 8], ["solar", 6, 8], ["solar", 2, 8],
];

describe("§4.2 build: Start-Up", () => {
  it("C1 a Start-Up needs distance 6 from every other colony's module", () => {
    const s = stateWith({ modules: [["startUp", 4, 4]] });
    s.queue = [1];
    const near = cheeses.apply(s, 1, { type: "build", module: "startUp", x: 14, y: 4 });
    expect(near.ok).toBe(false);
    if (!near.ok) expect(near.error.code).toBe("illegal");
    expect(must(s, 1, { type: "build", module: "startUp", x: 16, y: 4 }).state.modules).toHaveLength(2);
    expect(must(s, 1, { type: "build", module: "startUp", x: 15, y: 5 }).state.money[1]).toBe(60);
  });

  it("C1 through play: P1 places (4,4) in turn 1, then P2 is refused (14,4) but may use (16,4) or (15,5)", () => {
    let s = cheeses.setup({ players: 2, seed: "c1", options: { firstPlayer: 0 } });
    s = must(s, 0, { type: "build", module: "startUp", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "pass" }).state;
    expect(cheeses.awaiting(s)).toEqual([1]);
    const near = cheeses.apply(s, 1, { type: "build", module: "startUp", x: 14, y: 4 });
    expect(near.ok).toBe(false);
    if (!near.ok) expect(refusalWords(near.error)).toMatch(/within 5/);
    const far = must(s, 1, { type: "build", module: "startUp", x: 16, y: 4 }).state;
    expect(far.modules.find((m) => m.owner === 1)).toMatchObject({ type: "startUp", x: 16, y: 4 });
    expect(far.money).toEqual([60, 60]);
    const square = must(s, 1, { type: "build", module: "startUp", x: 15, y: 5 }).state;
    expect(square.modules.find((m) => m.owner === 1)).toMatchObject({ type: "startUp", x: 15, y: 5 });
  });

  it("C5 a player may not start a second colony", () => {
    const s = stateWith({ modules: [["startUp", 4, 6]], turn: 2, step: "build" });
    const r = cheeses.apply(s, 0, { type: "build", module: "startUp", x: 4, y: 8 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(refusalWords(r.error)).toMatch(/second colony/);
  });

  it("the first module must be a Start-Up and turn 1 cannot be passed without one", () => {
    const s = stateWith({});
    expect(cheeses.apply(s, 0, { type: "build", module: "solar", x: 4, y: 4 }).ok).toBe(false);
    expect(cheeses.apply(s, 0, { type: "pass" }).ok).toBe(false);
    const legal = cheeses.legalActions(s, 0);
    expect(legal.every((a) => a.type === "build" && a.module === "startUp")).toBe(true);
    expect(legal).toHaveLength(173);
  });

  it("turn 1 timeout places the Start-Up at (0,0) for the first player, then farthest away for the next", () => {
    let s = cheeses.setup({ players: 2, seed: "t", options: { firstPlayer: 1 } });
    expect(cheeses.timeoutAction(s, 1)).toEqual({ type: "build", module: "startUp", x: 0, y: 0 });
    s = must(s, 1, cheeses.timeoutAction(s, 1)).state;
    expect(cheeses.timeoutAction(s, 1)).toEqual({ type: "pass" }); // after the Start-Up: build nothing
    s = must(s, 1, cheeses.timeoutAction(s, 1)).state;
    expect(cheeses.awaiting(s)).toEqual([0]);
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "build", module: "startUp", x: 22, y: 14 });
  });

  it("turn 1 timeout breaks ties by lowest y, then lowest x", () => {
    const s = stateWith({ modules: [["startUp", 10, 0, { owner: 1 }]] });
    // Farthest from (10,0) on the sheet: (22,14) at 6+7=13 and (0,14)... at 5+7=12; so (22,14).
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "build", module: "startUp", x: 22, y: 14 });
    const t = stateWith({ modules: [["startUp", 11, 7, { owner: 1 }]] });
    // (0,0) and (22,0) are both at distance 9 from the middle square; (0,0) wins on x.
    expect(cheeses.timeoutAction(t, 0)).toEqual({ type: "build", module: "startUp", x: 0, y: 0 });
  });
});

describe("§4.2 build: placement", () => {
  it("C3 a Geothermal Plant needs a Fault Line space", () => {
    const s = stateWith({ modules: [["startUp", 4, 4]], money: [60, 100], turn: 2, step: "build" });
    expect(cheeses.apply(s, 0, { type: "build", module: "geothermal", x: 4, y: 6 }).ok).toBe(false);
    expect(must(s, 0, { type: "build", module: "geothermal", x: 6, y: 4 }).state.money[0]).toBe(40);
    expect(said(buildProblem(s, 0, "geothermal", 5, 3))).toBeNull();
    expect(must(s, 0, { type: "build", module: "geothermal", x: 5, y: 3 }).state.money[0]).toBe(40);
  });

  it("C4 a new module must touch one of your modules", () => {
    const s = stateWith({ modules: [["startUp", 4, 4]], turn: 2, step: "build" });
    const r = cheeses.apply(s, 0, { type: "build", module: "solar", x: 8, y: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(refusalWords(r.error)).toMatch(/touch/);
  });

  it("C6 a Barn next to a Hub next to a Processing Plant is legal and productive", () => {
    const s = stateWith({ modules: [["startUp", 4, 8], ["processingPlant", 6, 8], ["hub", 6, 10]], turn: 2, step: "build" });
    const after = must(s, 0, { type: "build", module: "barn", x: 6, y: 12 }).state;
    expect(dairyOutput(after, 0)).toBe(5);
  });

  it("C7 a Barn touching only another Barn is not next to a Processing Plant", () => {
    const s = stateWith({
      modules: [["startUp", 4, 8], ["processingPlant", 6, 8], ["hub", 6, 10], ["barn", 6, 12]], turn: 2, step: "build",
    });
    const r = cheeses.apply(s, 0, { type: "build", module: "barn", x: 4, y: 12 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(refusalWords(r.error)).toMatch(/Processing Plant/);
  });

  it("hubs do not chain: PP - Hub - Hub - Barn is not effectively adjacent", () => {
    const s = stateWith({
      modules: [["startUp", 0, 8], ["processingPlant", 2, 8], ["hub", 4, 8], ["hub", 6, 8]], turn: 2, step: "build",
    });
    expect(said(buildProblem(s, 0, "barn", 8, 8))).toMatch(/Processing Plant/);
    expect(said(buildProblem(s, 0, "barn", 6, 10))).toMatch(/Processing Plant/);
    expect(said(buildProblem(s, 0, "barn", 4, 10))).toBeNull();
    expect(said(buildProblem(s, 0, "milkStorage", 5, 9))).toBeNull();
  });

  it("another player's Processing Plant or Hub never helps", () => {
    const s = stateWith({
      modules: [["startUp", 4, 8], ["processingPlant", 6, 8, { owner: 1 }]], turn: 2, step: "build",
    });
    expect(said(buildProblem(s, 0, "barn", 5, 7))).toMatch(/Processing Plant/);
  });

  it("a Pasture Dome must be next to a Barn or Mega-Barn; storage next to a Processing Plant", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["megaBarn", 2, 4]], turn: 2, step: "build" });
    expect(said(buildProblem(s, 0, "pastureDome", 4, 8))).toMatch(/Barn/);
    expect(said(buildProblem(s, 0, "pastureDome", 0, 4))).toBeNull();
    expect(said(buildProblem(s, 0, "cheeseStorage", 4, 8))).toMatch(/Processing Plant/);
    expect(said(buildProblem(s, 0, "cheeseStorage", 4, 2))).toBeNull();
  });

  it("a space must be on the map and empty", () => {
    const s = stateWith({ modules: [["startUp", 22, 14], ["solar", 0, 0, { owner: 1 }]], turn: 2, step: "build" });
    expect(said(buildProblem(s, 0, "solar", 24, 14))).toMatch(/not a space/);
    expect(said(buildProblem(s, 0, "solar", 21, 14))).toMatch(/not a space/);
    const t = stateWith({ modules: [["startUp", 4, 4], ["solar", 6, 4, { owner: 1 }]], turn: 2, step: "build" });
    expect(said(buildProblem(t, 0, "solar", 6, 4))).toMatch(/taken/);
  });
});

describe("§4.2 build: limits, habitation and price", () => {
  it("at most 3 builds a turn, then the next player builds", () => {
    let s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 18, 6, { owner: 1 }]], turn: 2, step: "build", money: [200, 100] });
    s = must(s, 0, { type: "build", module: "solar", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(cheeses.awaiting(s)).toEqual([0]);
    s = must(s, 0, { type: "build", module: "solar", x: 2, y: 6 }).state;
    expect(cheeses.awaiting(s)).toEqual([1]);
    expect(s.money[0]).toBe(170);
  });

  it("building 0 modules is allowed (pass)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 18, 6, { owner: 1 }]], turn: 2, step: "build" });
    const r = must(s, 0, { type: "pass" });
    expect(cheeses.awaiting(r.state)).toEqual([1]);
    expect(r.state.money[0]).toBe(100);
  });

  it("C21 the 13th module must be a Habitation, which then lets more modules in the same turn", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ...SOLAR_RING], turn: 2, step: "build", money: [100, 100] });
    expect(s.modules).toHaveLength(12);
    expect(cheeses.apply(s, 0, { type: "build", module: "barn", x: 4, y: 2 }).ok).toBe(false);
    const a = must(s, 0, { type: "build", module: "habitation", x: 8, y: 6 }).state;
    expect(a.money[0]).toBe(85);
    const b = must(a, 0, { type: "build", module: "barn", x: 4, y: 2 }).state;
    expect(b.money[0]).toBe(70);
  });

  it("A8 a working Habitation built early lets a 12-module colony keep building anything", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["habitation", 2, 4], ...SOLAR_RING.slice(1)], turn: 2, step: "build",
    });
    expect(s.modules).toHaveLength(12);
    expect(said(buildProblem(s, 0, "barn", 4, 2))).toBeNull();
    expect(must(s, 0, { type: "build", module: "barn", x: 4, y: 2 }).state.modules).toHaveLength(13);
  });

  it("an energy-short Habitation blocks every build once the colony has 12 modules", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ...SOLAR_RING.slice(0, 9), ["habitation", 2, 8, { energyShort: true }]],
      turn: 2, step: "build",
    });
    expect(said(buildProblem(s, 0, "solar", 8, 6))).toMatch(/Habitation/);
    expect(said(buildProblem(s, 0, "habitation", 8, 6))).toMatch(/Habitation/);
    expect(legalBuilds(s, 0)).toEqual([]);
    const small = stateWith({ modules: [["startUp", 4, 6], ["habitation", 4, 8, { energyShort: true }]], turn: 2, step: "build" });
    expect(said(buildProblem(small, 0, "solar", 4, 4))).toBeNull();
  });

  it("C25 a functional Construction Module takes $1 off each build; a second one adds nothing", () => {
    const base: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["construction", 6, 6]];
    const s = stateWith({ modules: [...base], turn: 2, step: "build", money: [30, 100] });
    let t = must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state;
    t = must(t, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(t.money[0]).toBe(7);
    const two = stateWith({ modules: [...base, ["construction", 8, 6]], turn: 2, step: "build", money: [30, 100] });
    let u = must(two, 0, { type: "build", module: "barn", x: 2, y: 4 }).state;
    u = must(u, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(u.money[0]).toBe(7);
  });

  it("C25 on a colony placed by hand (nextId left alone): the discount applies and new modules get fresh numbers", () => {
    const s = cheeses.setup({ players: 2, seed: "hand", options: { firstPlayer: 0 } });
    const put = (id: number, owner: number, type: ModuleType, x: number, y: number) =>
      ({ id, owner, type, x, y, energyShort: false, sick: false });
    s.modules = [put(1, 0, "startUp", 4, 6), put(2, 0, "processingPlant", 4, 4), put(3, 0, "construction", 6, 6), put(4, 1, "startUp", 20, 6)];
    s.turn = 2;
    s.money = [30, 100];
    let t = must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state;
    expect(t.money[0]).toBe(16);
    t = must(t, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(t.money[0]).toBe(7);
    expect(t.modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("an energy-short or newly built Construction Module gives no discount", () => {
    const short = stateWith({ modules: [["startUp", 4, 6], ["construction", 6, 6, { energyShort: true }]], turn: 2, step: "build" });
    expect(must(short, 0, { type: "build", module: "solar", x: 4, y: 4 }).state.money[0]).toBe(90);
    let s = stateWith({ modules: [["startUp", 4, 6]], turn: 2, step: "build" });
    s = must(s, 0, { type: "build", module: "construction", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    expect(s.money[0]).toBe(70);
  });

  it("a build you cannot afford is refused with cannot_afford", () => {
    const s = stateWith({ modules: [["startUp", 4, 6]], turn: 2, step: "build", money: [9, 100] });
    const r = cheeses.apply(s, 0, { type: "build", module: "solar", x: 4, y: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("cannot_afford");
  });

  it("legalBuilds lists exactly the builds that buildProblem accepts", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["hub", 6, 6], ["solar", 10, 6, { owner: 1 }]],
      turn: 2, step: "build", money: [30, 100],
    });
    const listed = new Set(legalBuilds(s, 0).map((b) => `${b.module}@${b.x},${b.y}`));
    const types = ["solar", "geothermal", "hub", "milkStorage", "barn", "megaBarn", "pastureDome", "processingPlant", "habitation", "startUp"] as const;
    let accepted = 0;
    for (const sp of mapOf(1).spaces) {
      for (const type of types) {
        const ok = said(buildProblem(s, 0, type, sp.x, sp.y)) === null;
        expect([type, sp.x, sp.y, listed.has(`${type}@${sp.x},${sp.y}`)]).toEqual([type, sp.x, sp.y, ok]);
        if (ok) accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(10);
  });
});

describe("§4.2 build: the edges of each condition", () => {
  const FAR: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];

  it("§4.2 (1) a player who has made 3 builds this turn is refused a 4th, and told why; after 2 the 3rd is fine", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], turn: 2, step: "build", money: [200, 100] });
    s.builds = 2;
    expect(said(buildProblem(s, 0, "solar", 4, 4))).toBeNull();
    s.builds = 3;
    expect(said(buildProblem(s, 0, "solar", 4, 4))).toBe("You have already built 3 modules this turn.");
    expect(legalBuilds(s, 0)).toEqual([]);
    // P1 is still at the head of the S2 queue (a state set by hand), so its build reaches the check.
    const r = refused(s, 0, { type: "build", module: "solar", x: 4, y: 4 });
    expect(r).toEqual({ code: "illegal", message: "You have already built 3 modules this turn." });
  });

  it("§4.2 (3) a player without modules is told that the first module must be a Start-Up", () => {
    const s = stateWith({ modules: [FAR] });
    expect(said(buildProblem(s, 0, "solar", 4, 4))).toMatch(/first module must be a Start-Up/);
    expect(refused(s, 0, { type: "build", module: "solar", x: 4, y: 4 }).message).toMatch(/first module must be a Start-Up/);
    expect(refused(s, 0, { type: "pass" }).message).toMatch(/Start-Up/);
  });

  it("C1 §4.2 (4) the Start-Ups offered to P2 include the spaces at distance exactly 6 from P1's (4,4), not those at 5", () => {
    const s = stateWith({ modules: [["startUp", 4, 4]] });
    const offered = legalBuilds(s, 1);
    expect(offered).toContainEqual({ module: "startUp", x: 16, y: 4 }); // (12 + 0) / 2 = 6
    expect(offered).toContainEqual({ module: "startUp", x: 15, y: 5 }); // (11 + 1) / 2 = 6
    expect(offered).not.toContainEqual({ module: "startUp", x: 14, y: 4 }); // (10 + 0) / 2 = 5
    expect(offered).not.toContainEqual({ module: "startUp", x: 13, y: 5 }); // (9 + 1) / 2 = 5
    expect(offered.every((b) => b.module === "startUp")).toBe(true);
  });

  it("§4.2 turn 1 timeout: a space at distance exactly 6 is used; when every free space is within 5 none is proposed", () => {
    // P2's modules at (7,5), (16,4), (6,10), (16,10): the corner (0,0) is (7 + 5) / 2 = 6 from (7,5) and farther
    // from the others; every other free space is within 5 of one of them (its neighbours (2,0), (1,1), (0,2) are at 5).
    const p2 = (x: number, y: number): ModuleSpecInput => ["solar", x, y, { owner: 1 }];
    const one = stateWith({ modules: [p2(7, 5), p2(16, 4), p2(6, 10), p2(16, 10)] });
    expect(cheeses.timeoutAction(one, 0)).toEqual({ type: "build", module: "startUp", x: 0, y: 0 });
    expect(said(buildProblem(one, 0, "startUp", 0, 0))).toBeNull();
    expect(legalBuilds(one, 0)).toEqual([{ module: "startUp", x: 0, y: 0 }]);
    // With (6,4) instead of (7,5) the corner is (6 + 4) / 2 = 5 away: no space is legal, so no Start-Up is proposed.
    const none = stateWith({ modules: [p2(6, 4), p2(16, 4), p2(6, 10), p2(16, 10)] });
    expect(legalBuilds(none, 0)).toEqual([]);
    expect(cheeses.timeoutAction(none, 0)).toEqual({ type: "pass" });
  });

  it("§4.2 (8) a build is offered when the money equals its price: $10 offers Solar Panels and a Hub, $9 offers nothing", () => {
    // Next to a lone Start-Up only modules with no placement need can stand; of those only Solar ($10) and Hub ($10) cost <= $10.
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], turn: 2, step: "build", money: [10, 100] });
    expect([...new Set(legalBuilds(s, 0).map((b) => b.module))].sort()).toEqual(["hub", "solar"]);
    expect(legalBuilds(s, 0)).toContainEqual({ module: "solar", x: 4, y: 4 });
    s.money = [9, 100];
    expect(legalBuilds(s, 0)).toEqual([]);
  });

  it("§4.2 (7) with 12 modules, one working Habitation is enough, even beside an energy-short one", () => {
    const s = stateWith({
      modules: [
        ["startUp", 4, 6], ["processingPlant", 4, 4], ...SOLAR_RING.slice(0, 8),
        ["habitation", 6, 8, { energyShort: true }], ["habitation", 2, 8], FAR,
      ],
      turn: 2, step: "build",
    });
    expect(s.modules.filter((m) => m.owner === 0)).toHaveLength(12);
    expect(said(buildProblem(s, 0, "solar", 8, 6))).toBeNull();
    expect(legalBuilds(s, 0)).toContainEqual({ module: "solar", x: 8, y: 6 });
    s.modules = s.modules.map((m) => (m.x === 2 && m.y === 8 ? { ...m, energyShort: true } : m));
    expect(said(buildProblem(s, 0, "solar", 8, 6))).toMatch(/energy-short/);
    expect(legalBuilds(s, 0)).toEqual([]);
  });

  it("§4.3 placement does not depend on the modules' numbers: a Processing Plant numbered 1 (placed by hand) serves a new Barn", () => {
    const s = stateWith({ modules: [["processingPlant", 4, 4], ["startUp", 4, 6], FAR], turn: 2, step: "build" });
    expect(s.modules[0]).toMatchObject({ id: 1, type: "processingPlant" });
    expect(said(buildProblem(s, 0, "barn", 2, 4))).toBeNull();
    expect(legalBuilds(s, 0)).toContainEqual({ module: "barn", x: 2, y: 4 });
    expect(must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state.money[0]).toBe(85);
  });

  it("§4.2 (8) a Construction Module built in this S2 discounts none of its later builds, the third included", () => {
    let s = stateWith({ modules: [["startUp", 4, 6], FAR], turn: 2, step: "build" });
    s = must(s, 0, { type: "build", module: "construction", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "build", module: "solar", x: 4, y: 8 }).state;
    s = must(s, 0, { type: "build", module: "solar", x: 2, y: 6 }).state;
    expect(s.money[0]).toBe(100 - 20 - 10 - 10);
  });

  it("§4.2 (8) the table lists the modules built in the current S2: none when it opens, then each new one", () => {
    // Turn 2's S2 builds a Construction Module; turn 3's S2 starts with an empty list, so it gives its discount.
    let s = stateWith({ modules: [["startUp", 4, 6], FAR], turn: 2, step: "build" });
    s = must(s, 0, { type: "build", module: "construction", x: 4, y: 4 }).state;
    const construction = s.modules.find((m) => m.type === "construction")!.id;
    expect(s.builtThisStep).toEqual([construction]);
    const next = playUntil(s, (t) => t.turn === 3 && t.step === "build").state;
    expect(cheeses.awaiting(next)).toEqual([0]);
    expect(next.builtThisStep).toEqual([]);
    const r = must(next, 0, { type: "build", module: "solar", x: 4, y: 8 });
    const solar = r.state.modules.find((m) => m.type === "solar")!.id;
    expect(r.state.builtThisStep).toEqual([solar]);
    expect(r.state.money[0]).toBe(next.money[0] - 9);
  });

  it("§4.2 the built event names the new module by its build number, with its type, space and price", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], turn: 2, step: "build" });
    const r = must(s, 0, { type: "build", module: "solar", x: 4, y: 8 });
    const solar = r.state.modules.find((m) => m.x === 4 && m.y === 8)!;
    expect(solar.id).toBe(3); // modules 1 and 2 were there before
    expect(r.events).toContainEqual({ type: "built", seat: 0, module: solar.id, moduleType: "solar", x: 4, y: 8, price: 10 });
  });
});
