import { cheeses } from "../../src/games/cheeses";
import { legalBuilds, buildProblem } from "../../src/games/cheeses/build";
import { dairyOutput } from "../../src/games/cheeses/colony";
import type { ModuleType } from "../../src/games/cheeses/data";
import { mapOf } from "../../src/games/cheeses/map";
import { must, stateWith, type ModuleSpecInput } from "./helpers";

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
    if (!near.ok) expect(near.error.message).toMatch(/within 5/);
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
    if (!r.ok) expect(r.error.message).toMatch(/second colony/);
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
    expect(buildProblem(s, 0, "geothermal", 5, 3)).toBeNull();
    expect(must(s, 0, { type: "build", module: "geothermal", x: 5, y: 3 }).state.money[0]).toBe(40);
  });

  it("C4 a new module must touch one of your modules", () => {
    const s = stateWith({ modules: [["startUp", 4, 4]], turn: 2, step: "build" });
    const r = cheeses.apply(s, 0, { type: "build", module: "solar", x: 8, y: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/touch/);
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
    if (!r.ok) expect(r.error.message).toMatch(/Processing Plant/);
  });

  it("hubs do not chain: PP - Hub - Hub - Barn is not effectively adjacent", () => {
    const s = stateWith({
      modules: [["startUp", 0, 8], ["processingPlant", 2, 8], ["hub", 4, 8], ["hub", 6, 8]], turn: 2, step: "build",
    });
    expect(buildProblem(s, 0, "barn", 8, 8)).toMatch(/Processing Plant/);
    expect(buildProblem(s, 0, "barn", 6, 10)).toMatch(/Processing Plant/);
    expect(buildProblem(s, 0, "barn", 4, 10)).toBeNull();
    expect(buildProblem(s, 0, "milkStorage", 5, 9)).toBeNull();
  });

  it("another player's Processing Plant or Hub never helps", () => {
    const s = stateWith({
      modules: [["startUp", 4, 8], ["processingPlant", 6, 8, { owner: 1 }]], turn: 2, step: "build",
    });
    expect(buildProblem(s, 0, "barn", 5, 7)).toMatch(/Processing Plant/);
  });

  it("a Pasture Dome must be next to a Barn or Mega-Barn; storage next to a Processing Plant", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["megaBarn", 2, 4]], turn: 2, step: "build" });
    expect(buildProblem(s, 0, "pastureDome", 4, 8)).toMatch(/Barn/);
    expect(buildProblem(s, 0, "pastureDome", 0, 4)).toBeNull();
    expect(buildProblem(s, 0, "cheeseStorage", 4, 8)).toMatch(/Processing Plant/);
    expect(buildProblem(s, 0, "cheeseStorage", 4, 2)).toBeNull();
  });

  it("a space must be on the map and empty", () => {
    const s = stateWith({ modules: [["startUp", 22, 14], ["solar", 0, 0, { owner: 1 }]], turn: 2, step: "build" });
    expect(buildProblem(s, 0, "solar", 24, 14)).toMatch(/not a space/);
    expect(buildProblem(s, 0, "solar", 21, 14)).toMatch(/not a space/);
    const t = stateWith({ modules: [["startUp", 4, 4], ["solar", 6, 4, { owner: 1 }]], turn: 2, step: "build" });
    expect(buildProblem(t, 0, "solar", 6, 4)).toMatch(/taken/);
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
    expect(buildProblem(s, 0, "barn", 4, 2)).toBeNull();
    expect(must(s, 0, { type: "build", module: "barn", x: 4, y: 2 }).state.modules).toHaveLength(13);
  });

  it("an energy-short Habitation blocks every build once the colony has 12 modules", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ...SOLAR_RING.slice(0, 9), ["habitation", 2, 8, { energyShort: true }]],
      turn: 2, step: "build",
    });
    expect(buildProblem(s, 0, "solar", 8, 6)).toMatch(/Habitation/);
    expect(buildProblem(s, 0, "habitation", 8, 6)).toMatch(/Habitation/);
    expect(legalBuilds(s, 0)).toEqual([]);
    const small = stateWith({ modules: [["startUp", 4, 6], ["habitation", 4, 8, { energyShort: true }]], turn: 2, step: "build" });
    expect(buildProblem(small, 0, "solar", 4, 4)).toBeNull();
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

  it("a build you cannot afford is refused with cannot-afford", () => {
    const s = stateWith({ modules: [["startUp", 4, 6]], turn: 2, step: "build", money: [9, 100] });
    const r = cheeses.apply(s, 0, { type: "build", module: "solar", x: 4, y: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("cannot-afford");
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
        const ok = buildProblem(s, 0, type, sp.x, sp.y) === null;
        expect([type, sp.x, sp.y, listed.has(`${type}@${sp.x},${sp.y}`)]).toEqual([type, sp.x, sp.y, ok]);
        if (ok) accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(10);
  });
});
