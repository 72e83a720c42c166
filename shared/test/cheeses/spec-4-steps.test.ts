/** Cases (§7 Given / When / Then) for the detailed rules of §4. */
import { cheeses } from "../../src/games/cheeses";
import { applyEvent } from "../../src/games/cheeses/events";
import type { CheesesState, Module } from "../../src/games/cheeses/types";
import { COLONY_R, must, scripted, stateWith, type ModuleSpecInput } from "./helpers";
import { playUntil, refused, rigDice } from "./spec-helpers";

afterEach(() => jest.restoreAllMocks());

const FAR: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];
const at = (s: CheesesState, x: number, y: number): Readonly<Module> => s.modules.find((m) => m.x === x && m.y === y)!;
/** A hand edit of the module at (x, y): modules are never changed in place. */
const edit = (s: CheesesState, x: number, y: number, change: Partial<Module>) => {
  s.modules = s.modules.map((m) => (m.x === x && m.y === y ? { ...m, ...change } : m));
};
const fig = (s: CheesesState, seat = 0) => cheeses.view(s, seat).figures[seat];

describe("§4.0 modules", () => {
  it("X-4.0-1 a Hub needs no energy and, like a producer, can never be put in shortage", () => {
    // Given R + Hub (6,6) + Pasture Dome (1,3): supply 5, demand 6.
    const s = stateWith({ modules: [...COLONY_R, ["hub", 6, 6], ["pastureDome", 1, 3], FAR], step: "energy", turn: 2 });
    expect(fig(s)).toMatchObject({ supply: 5, demand: 6 });
    expect(refused(s, 0, { type: "energy", short: [at(s, 6, 6).id] }).message).toMatch(/uses no energy/);
    expect(refused(s, 0, { type: "energy", short: [at(s, 4, 6).id] }).message).toMatch(/uses no energy/);
    const r = must(s, 0, { type: "energy", short: [at(s, 1, 3).id] }).state;
    expect(at(r, 1, 3).energyShort).toBe(true);
    expect(at(r, 6, 6).energyShort).toBe(false);
  });

  it("X-4.0-2 three Hubs and a Mega-Barn count 1 each: at 12 modules the next must be a Habitation", () => {
    const twelve: ModuleSpecInput[] = [...COLONY_R, ["hub", 6, 6], ["hub", 2, 6], ["solar", 4, 8], ["solar", 3, 7],
      ["solar", 5, 7], ["hub", 4, 2], ["solar", 6, 4]];
    const s = stateWith({ modules: [...twelve, FAR], step: "build", turn: 2 });
    expect(refused(s, 0, { type: "build", module: "barn", x: 3, y: 3 }).message).toMatch(/must be a Habitation/);
    const r = must(s, 0, { type: "build", module: "habitation", x: 3, y: 3 }).state;
    expect(r.money[0]).toBe(85);
  });

  it("X-4.0-3 a Processing Plant needs 2: shorting it alone covers a deficit of 1", () => {
    // Start-Up 5; PP 2 + Space Port, Lab, Vet, Habitation 4 = 6.
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["spacePort", 4, 8], ["cheeseLab", 6, 6], ["veterinary", 2, 6], ["habitation", 3, 7], FAR],
      step: "energy", turn: 2,
    });
    expect(fig(s)).toMatchObject({ supply: 5, demand: 6 });
    const r = must(s, 0, { type: "energy", short: [at(s, 4, 4).id] }).state;
    expect(r.modules.filter((m) => m.energyShort).map((m) => m.type)).toEqual(["processingPlant"]);
  });
});

describe("§4.1 S1 move", () => {
  const MOVER: ModuleSpecInput[] = [...COLONY_R, ["construction", 6, 4], FAR];

  it("X-4.1-1 moving the Start-Up costs floor(40/2) = $20: $19 is refused, $20 leaves $0", () => {
    const s = stateWith({ modules: MOVER, money: [19, 100], step: "move", turn: 2 });
    const startUp = at(s, 4, 6).id;
    expect(refused(s, 0, { type: "move", module: startUp, x: 6, y: 6 }).code).toBe("cannot_afford");
    s.money[0] = 20;
    const r = must(s, 0, { type: "move", module: startUp, x: 6, y: 6 }).state;
    expect(r.money[0]).toBe(0);
    expect(r.modules.find((m) => m.id === startUp)).toMatchObject({ x: 6, y: 6, type: "startUp" });
    expect(r.step).toBe("build");
  });

  it("X-4.1-2 a moved sick Barn stays sick (and makes nothing); moving the Construction Module costs $10", () => {
    const base: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4, { sick: true }],
      ["megaBarn", 3, 5], ["milkStorage", 5, 5], ["pastureDome", 2, 6], ["geothermal", 6, 4], ["construction", 4, 8], FAR];
    const s = stateWith({ modules: base, money: [50, 100], step: "move", turn: 2 });
    const r = must(s, 0, { type: "move", module: at(s, 2, 4).id, x: 3, y: 3 }).state;
    expect(at(r, 3, 3)).toMatchObject({ type: "barn", sick: true });
    expect(r.money[0]).toBe(43);
    expect(fig(r).dairyOutput).toBe(10);
    const t = stateWith({ modules: base, money: [50, 100], step: "move", turn: 2 });
    const u = must(t, 0, { type: "move", module: at(t, 4, 8).id, x: 3, y: 7 }).state;
    expect(at(u, 3, 7).type).toBe("construction");
    expect(u.money[0]).toBe(40);
  });

  it("X-4.1-3 a Geothermal Plant may move only to another fault space that is empty", () => {
    const s = stateWith({ modules: [...MOVER.slice(0, -1), ["geothermal", 4, 2], ["solar", 20, 6, { owner: 1 }], ["startUp", 6, 6, { owner: 1 }]], money: [50, 100], step: "move", turn: 2 });
    const geo = at(s, 4, 2).id;
    expect(refused(s, 0, { type: "move", module: geo, x: 3, y: 3 }).message).toMatch(/Fault Line/);
    expect(refused(s, 0, { type: "move", module: geo, x: 6, y: 6 }).message).toMatch(/taken/);
    const r = must(s, 0, { type: "move", module: geo, x: 5, y: 3 }).state;
    expect(at(r, 5, 3).type).toBe("geothermal");
    expect(r.money[0]).toBe(40);
  });

  it("X-4.1-4 a storage may move to a space linked to the Processing Plant only through an own Hub ($2)", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["hub", 6, 4], ["milkStorage", 5, 5], ["construction", 4, 8], FAR],
      money: [3, 100], step: "move", turn: 2,
    });
    const milk = at(s, 5, 5).id;
    // (3,7) touches the Start-Up and the Construction Module, but no Hub links it to the Processing Plant.
    expect(refused(s, 0, { type: "move", module: milk, x: 3, y: 7 }).message).toMatch(/Processing Plants/);
    const r = must(s, 0, { type: "move", module: milk, x: 8, y: 4 }).state;
    expect(r.money[0]).toBe(1);
    expect(fig(r).capacity.milk).toBe(10);
  });

  it("X-4.1-6 S1 set by hand: with the Construction Module energy-short, or in turn 1, a move is refused", () => {
    const s = stateWith({ modules: [...COLONY_R, ["construction", 6, 4, { energyShort: true }], FAR], money: [50, 100], step: "move", turn: 2 });
    const barn = at(s, 2, 4).id;
    expect(refused(s, 0, { type: "move", module: barn, x: 3, y: 3 }).message).toMatch(/Construction/);
    edit(s, 6, 4, { energyShort: false });
    s.turn = 1;
    expect(refused(s, 0, { type: "move", module: barn, x: 3, y: 3 }).message).toMatch(/Construction|turn 1/);
    s.turn = 2;
    expect(must(s, 0, { type: "move", module: barn, x: 3, y: 3 }).state.money[0]).toBe(43);
  });

  it("X-4.1-5 the S1 timeout moves nothing and costs nothing", () => {
    const s = stateWith({ modules: MOVER, money: [50, 100], step: "move", turn: 2 });
    const r = must(s, 0, { type: "timeout" }).state;
    expect(r.money).toEqual([50, 100]);
    expect(r.modules.map((m) => [m.x, m.y])).toEqual(s.modules.map((m) => [m.x, m.y]));
    expect(r.step).toBe("build");
  });
});

describe("§4.2 S2 build", () => {
  it("X-4.2-1 turn 1: Start-Up, Processing Plant and Barn leave $25; the 4th build is refused and P2 is asked", () => {
    let s = cheeses.setup({ players: 2, seed: "x421", options: { firstPlayer: 0 } });
    s = must(s, 0, { type: "build", module: "startUp", x: 4, y: 6 }).state;
    s = must(s, 0, { type: "build", module: "processingPlant", x: 4, y: 4 }).state;
    s = must(s, 0, { type: "build", module: "barn", x: 2, y: 4 }).state;
    expect(s.money[0]).toBe(25);
    expect(cheeses.awaiting(s)).toEqual([1]);
    expect(refused(s, 0, { type: "build", module: "solar", x: 4, y: 8 }).code).toBe("not_your_turn");
  });

  it("X-4.2-8 3 players, turn 1 timeouts: each Start-Up goes where the nearest other colony is farthest (ties: lowest y, x)", () => {
    // Independent closed form of §2.3.
    const dist = (a: number[], b: number[]) => {
      const dx = Math.abs(a[0] - b[0]);
      const dy = Math.abs(a[1] - b[1]);
      const squares = a[0] % 2 === 1 && b[0] % 2 === 1 && (dx > 0 || dy > 0) && (dx === 0 || dy === 0);
      return (dx + dy) / 2 + (squares ? 1 : 0);
    };
    const spaces: number[][] = [];
    for (let y = 0; y <= 14; y++) for (let x = 0; x <= 46; x++) if ((x % 2 === 0 && y % 2 === 0) || (x % 2 === 1 && y % 2 === 1 && y <= 13)) spaces.push([x, y]);
    let s = cheeses.setup({ players: 3, seed: "x428", options: { firstPlayer: 0 } });
    const placed: number[][] = [];
    for (const seat of [0, 1, 2]) {
      let best: number[] = [];
      let bestD = -1;
      for (const sp of spaces) {
        if (placed.some((p) => p[0] === sp[0] && p[1] === sp[1])) continue;
        const d = placed.length ? Math.min(...placed.map((p) => dist(p, sp))) : Infinity;
        if (d >= 6 && d > bestD) { best = sp; bestD = d; }
      }
      s = must(s, seat, { type: "timeout" }).state;
      expect(s.modules[seat]).toMatchObject({ owner: seat, type: "startUp", x: best[0], y: best[1] });
      placed.push(best);
      s = must(s, seat, { type: "timeout" }).state;
    }
    expect(placed.slice(0, 2)).toEqual([[0, 0], [46, 14]]);
  });

  it("X-4.2-2 $5 buys a Milk Storage and leaves $0; with nothing affordable the next player builds", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], FAR], money: [5, 100], step: "build", turn: 2 });
    const r = must(s, 0, { type: "build", module: "milkStorage", x: 5, y: 5 }).state;
    expect(r.money[0]).toBe(0);
    expect(cheeses.awaiting(r)).toEqual([1]);
  });

  it("X-4.2-3 with a functional Construction Module $4 buys a storage ($4) and $9 a Hub ($9)", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["construction", 4, 8], FAR], money: [4, 100], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "milkStorage", x: 5, y: 5 }).state.money[0]).toBe(0);
    s.money[0] = 9;
    expect(must(s, 0, { type: "build", module: "hub", x: 6, y: 6 }).state.money[0]).toBe(0);
    s.money[0] = 8;
    expect(refused(s, 0, { type: "build", module: "hub", x: 6, y: 6 }).code).toBe("cannot_afford");
  });

  it("X-4.2-4 the Start-Up distance counts every foreign module, not only the other Start-Up", () => {
    const s = stateWith({ modules: [["startUp", 22, 6, { owner: 1 }], ["solar", 20, 6, { owner: 1 }], ["solar", 18, 6, { owner: 1 }]] });
    expect(refused(s, 0, { type: "build", module: "startUp", x: 10, y: 6 }).message).toMatch(/within 5/); // 4 from (18,6)
    expect(refused(s, 0, { type: "build", module: "startUp", x: 8, y: 6 }).message).toMatch(/within 5/); // 5
    expect(must(s, 0, { type: "build", module: "startUp", x: 6, y: 6 }).state.money[0]).toBe(60); // 6
  });

  it("X-4.2-5 touching only another player's module does not connect a build", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 8, 6, { owner: 1 }]], step: "build", turn: 2 });
    expect(refused(s, 0, { type: "build", module: "solar", x: 10, y: 6 }).message).toMatch(/touch one of your modules/);
    expect(must(s, 0, { type: "build", module: "solar", x: 6, y: 6 }).state.money[0]).toBe(90);
  });

  it("X-4.2-6 with 11 modules the 12th may be anything; with 12 the next must be a Habitation", () => {
    const eleven: ModuleSpecInput[] = [...COLONY_R, ["hub", 6, 6], ["hub", 2, 6], ["solar", 4, 8], ["solar", 3, 7], ["solar", 5, 7], ["hub", 4, 2]];
    const s = stateWith({ modules: [...eleven, FAR], step: "build", turn: 2 });
    let r = must(s, 0, { type: "build", module: "barn", x: 3, y: 3 }).state;
    expect(r.money[0]).toBe(85);
    expect(refused(r, 0, { type: "build", module: "solar", x: 6, y: 4 }).message).toMatch(/must be a Habitation/);
    r = must(r, 0, { type: "build", module: "habitation", x: 6, y: 4 }).state;
    expect(r.money[0]).toBe(70);
  });

  it("X-4.2-7 at 12+ modules one working Habitation is enough; if every Habitation is short nothing is built", () => {
    const colony: ModuleSpecInput[] = [...COLONY_R, ["hub", 6, 6], ["habitation", 2, 6, { energyShort: true }], ["solar", 4, 8],
      ["solar", 3, 7], ["solar", 5, 7], ["hub", 4, 2], ["habitation", 6, 4]];
    const s = stateWith({ modules: [...colony, FAR], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "barn", x: 3, y: 3 }).state.money[0]).toBe(85);
    edit(s, 6, 4, { energyShort: true });
    expect(refused(s, 0, { type: "build", module: "habitation", x: 3, y: 3 }).message).toMatch(/energy-short/);
  });
});

describe("§4.3 adjacency and Hubs", () => {
  it("X-4.3-1 a Pasture Dome next to an own Hub that touches a Barn is legal; elsewhere it is not", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["hub", 2, 6], FAR], step: "build", turn: 2 });
    expect(must(s, 0, { type: "build", module: "pastureDome", x: 2, y: 8 }).state.money[0]).toBe(90);
    expect(must(s, 0, { type: "build", module: "pastureDome", x: 1, y: 7 }).state.money[0]).toBe(90);
    expect(refused(s, 0, { type: "build", module: "pastureDome", x: 4, y: 8 }).message).toMatch(/Barns or Mega-Barns/);
  });

  it("X-4.3-2 a Barn linked through a Hub to an energy-short Processing Plant makes nothing", () => {
    const s = stateWith({ modules: [["startUp", 4, 8], ["processingPlant", 6, 8], ["hub", 6, 10], ["barn", 6, 12], FAR] });
    expect(fig(s).dairyOutput).toBe(5);
    edit(s, 6, 8, { energyShort: true });
    expect(fig(s).dairyOutput).toBe(0);
  });
});

describe("§4.3 own modules only", () => {
  it("X-4.3-3 a Pasture Dome touching only P2's Barn is refused for P1, even through P1's own Hub", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["hub", 4, 8], ["barn", 4, 10, { owner: 1 }], ["startUp", 20, 6, { owner: 1 }]], step: "build", turn: 2 });
    expect(refused(s, 0, { type: "build", module: "pastureDome", x: 3, y: 9 }).message).toMatch(/Barns or Mega-Barns/);
    expect(refused(s, 0, { type: "build", module: "pastureDome", x: 6, y: 8 }).message).toMatch(/Barns or Mega-Barns/);
  });
});

describe("§4.4 S4 energy", () => {
  // R + Pasture Dome (1,3) + Cream Storage (3,3): supply 5, demand 7.
  const SEVEN: ModuleSpecInput[] = [...COLONY_R, ["pastureDome", 1, 3], ["creamStorage", 3, 3], FAR];

  it("X-4.4-1 deficit 2: {PP} or {Dome, Cream Storage} are valid; {PP, Dome} and {Milk Storage} are not", () => {
    const s = stateWith({ modules: SEVEN, step: "energy", turn: 2 });
    const id = (x: number, y: number) => at(s, x, y).id;
    expect(refused(s, 0, { type: "energy", short: [id(4, 4), id(1, 3)] }).message).toMatch(/could stay powered/);
    expect(refused(s, 0, { type: "energy", short: [id(5, 5)] }).message).toMatch(/still need 6/);
    must(s, 0, { type: "energy", short: [id(1, 3), id(3, 3)] });
    const r = must(s, 0, { type: "energy", short: [id(4, 4)] }).state;
    // The dark PP feeds no barn: D = 0, so S5 asks nobody.
    expect(fig(r).dairyOutput).toBe(0);
    expect(r.step).not.toBe("dairy");
  });

  it("X-4.4-2 the greedy timeout shorts the newest consumer, a Processing Plant, and keeps it short", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["spacePort", 4, 8], ["cheeseLab", 6, 6], ["veterinary", 2, 6], ["habitation", 3, 7], ["processingPlant", 4, 4], FAR],
      step: "energy", turn: 2,
    });
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "energy", short: [at(s, 4, 4).id] });
    const r = must(s, 0, { type: "timeout" }).state;
    expect(at(r, 4, 4).energyShort).toBe(true);
    expect(r.modules.filter((m) => m.energyShort)).toHaveLength(1);
  });

  it("X-4.4-3 Leather 15 in two Leather Storages: shorting one clamps Leather to 10 right after S4", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["leatherStorage", 5, 5], ["leatherStorage", 3, 5], ["cheeseLab", 4, 8], ["spacePort", 6, 6], FAR],
      inventory: [{ leather: 15 }], step: "energy", turn: 2,
    });
    const r = must(s, 0, { type: "energy", short: [at(s, 3, 5).id] }).state;
    expect(r.inventory[0].leather).toBe(10);
    expect(fig(r).capacity.leather).toBe(10);
  });
});

describe("§4.5 S5 dairy", () => {
  it("X-4.5-1 with the Mega-Barn sick, R makes D = 7: Milk 7 is accepted, Milk 8 refused", () => {
    const s = stateWith({ modules: [...COLONY_R, ["spacePort", 6, 6], FAR], step: "dairy", turn: 2 });
    edit(s, 3, 5, { sick: true });
    rigDice([3, 3, 3, 3]); // S6: event 6 for both (prices only), so the stock can be read in S8
    expect(fig(s).dairyOutput).toBe(7);
    expect(refused(s, 0, { type: "dairy", allocation: { milk: 8 } }).message).toMatch(/Dairy Output is 7/);
    const r = must(s, 0, { type: "dairy", allocation: { milk: 7 } }).state;
    expect(r.step).toBe("market");
    expect(r.inventory[0].milk).toBe(7);
  });

  it("X-4.5-2 D = 17 split as Milk 10 + Cheese 7 is stored exactly; Milk 10 + Cheese 8 is refused", () => {
    const s = stateWith({ modules: [...COLONY_R, ["cheeseStorage", 3, 3], ["solar", 4, 8], ["spacePort", 6, 6], FAR], step: "dairy", turn: 2 });
    rigDice([3, 3, 3, 3]);
    expect(refused(s, 0, { type: "dairy", allocation: { milk: 10, cheese: 8 } }).message).toMatch(/18 units/);
    const r = must(s, 0, { type: "dairy", allocation: { milk: 10, cheese: 7 } }).state;
    expect(r.inventory[0]).toMatchObject({ milk: 10, cheese: 7, cream: 0 });
  });

  it("X-4.5-3 timeout with Milk 6 kept from last turn: Milk +4, Cream +10, the last 3 units are lost", () => {
    const s = stateWith({ modules: [...COLONY_R, ["creamStorage", 3, 3], ["solar", 4, 8], ["spacePort", 6, 6], FAR], inventory: [{ milk: 6 }], step: "dairy", turn: 2 });
    rigDice([3, 3, 3, 3]);
    const r = must(s, 0, { type: "timeout" }).state;
    expect(r.inventory[0]).toMatchObject({ milk: 10, cream: 10, butter: 0 });
  });

  it("X-4.5-4 a Barn next to two Processing Plants still produces when one of them is short", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["processingPlant", 2, 6], ["barn", 3, 5], FAR] });
    edit(s, 4, 4, { energyShort: true });
    expect(fig(s).dairyOutput).toBe(5);
    edit(s, 2, 6, { energyShort: true });
    expect(fig(s).dairyOutput).toBe(0);
  });
});

describe("§4.6 S3 disease", () => {
  it("X-4.6-1 P1 and P2 both roll 1: the picked healthy Mega-Barn falls sick; P2 has no barn, so it is ignored", () => {
    const s = stateWith({ modules: [...COLONY_R, FAR], step: "build", turn: 2 });
    rigDice([1, 1, 1]); // P1 rolls 1, picks healthy barn #1 (the Mega-Barn), P2 rolls 1
    const { state, events } = playUntil(s, (t) => t.step === "dairy");
    expect(at(state, 3, 5).sick).toBe(true);
    expect(at(state, 2, 4).sick).toBe(false);
    expect(events).toContainEqual({ type: "diseaseIgnored", seat: 1 });
    // A sick barn still uses energy and counts for pasture: no S4 decision, D = 7.
    expect(fig(state)).toMatchObject({ demand: 5, dairyOutput: 7, diseases: 1, pasture: "under" });
  });

  it("X-4.6-2 with 4 sick barns a roll of 1 breaks out nothing: the 5th barn stays healthy", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6, { sick: true }], ["barn", 6, 6, { sick: true }], ["barn", 4, 8, { sick: true }],
        ["megaBarn", 3, 7, { sick: true }], ["barn", 5, 7], FAR],
      step: "build", turn: 2,
    });
    // S3: P1 1, P2 2; S6: 6 and 6; S8: seven prices; S10: four failed cures.
    rigDice([1, 2, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const { state, events } = playUntil(s, (t) => t.turn === 3);
    expect(events).toContainEqual({ type: "diseaseIgnored", seat: 0 });
    expect(at(state, 5, 7).sick).toBe(false);
    expect(state.modules.filter((m) => m.sick)).toHaveLength(4);
  });
});

describe("§4.7 pasture status", () => {
  it("X-4.7-1 B = 0 is neither; 3 Barns with a dark Dome are Under; 2 Mega-Barns (B = 4) need 2 Domes", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["pastureDome", 2, 6], FAR] });
    expect(fig(s).pasture).toBe("none");
    const t = stateWith({ modules: [["startUp", 4, 6], ["barn", 2, 6], ["barn", 6, 6], ["barn", 4, 8], ["pastureDome", 3, 7, { energyShort: true }], FAR] });
    expect(fig(t).pasture).toBe("under");
    edit(t, 3, 7, { energyShort: false });
    expect(fig(t).pasture).toBe("well");
    const u = stateWith({ modules: [["startUp", 4, 6], ["megaBarn", 2, 6], ["megaBarn", 6, 6], ["pastureDome", 3, 7], FAR] });
    expect(fig(u).pasture).toBe("under");
    u.modules = [...u.modules, { ...at(u, 3, 7), id: 99, x: 5, y: 7 }];
    expect(fig(u).pasture).toBe("well");
  });
});

describe("§4.8 S6 random events", () => {
  it("X-4.8-1 Bos-quake removes the Geothermal Plant even when Solar Panels were built later; flags are not recomputed", () => {
    // Supply 5 + 5 + 2 = 12 for 8 labs; after the quake 7 < 8, yet nothing is short until the next S4.
    const labs: ModuleSpecInput[] = [[2, 6], [3, 5], [5, 5], [3, 7], [5, 7], [4, 4], [2, 8], [6, 8]]
      .map(([x, y]) => ["cheeseLab", x, y] as ModuleSpecInput);
    const s = stateWith({ modules: [["startUp", 4, 6], ["geothermal", 6, 6], ["solar", 4, 8], ...labs, FAR], step: "build", turn: 2 });
    rigDice([2, 2, 1, 1, 3, 3]);
    const { state, events } = playUntil(s, (t) => t.turn === 3);
    expect(events).toContainEqual(expect.objectContaining({ type: "moduleLost", seat: 0, moduleType: "geothermal", x: 6, y: 6 }));
    expect(state.modules.filter((m) => m.owner === 0 && m.type !== "cheeseLab").map((m) => m.type)).toEqual(["startUp", "solar"]);
    expect(fig(state)).toMatchObject({ supply: 7, demand: 8 });
    expect(state.modules.some((m) => m.energyShort)).toBe(false);
  });

  it("X-4.8-8 after a Bos-quake the next S4 sees the deficit: supply 7 for 8 labs, so P1 must short one lab", () => {
    const labs: ModuleSpecInput[] = [[2, 6], [3, 5], [5, 5], [3, 7], [5, 7], [4, 4], [2, 8], [6, 8]]
      .map(([x, y]) => ["cheeseLab", x, y] as ModuleSpecInput);
    const s = stateWith({ modules: [["startUp", 4, 6], ["geothermal", 6, 6], ["solar", 4, 8], ...labs, FAR], step: "build", turn: 2 });
    rigDice([2, 2, 1, 1, 3, 3]);
    let t = playUntil(s, (u) => u.turn === 3).state;
    expect(t.money[0]).toBe(100 + 5 + 8 * 4); // in turn 2 all 8 labs still worked
    rigDice([2, 2]);
    t = playUntil(t, (u) => u.step === "energy").state;
    expect(cheeses.awaiting(t)).toEqual([0]);
    expect(cheeses.timeoutAction(t, 0)).toEqual({ type: "energy", short: [at(t, 6, 8).id] });
  });

  it("X-4.8-9 event 12 keeps Milk 8 through S11, but the next S4 clamps it to 0 when the Milk Storage goes dark", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["milkStorage", 5, 5], ["cheeseLab", 2, 6], ["veterinary", 3, 7], FAR],
      inventory: [{ milk: 8 }], step: "build", turn: 2,
    });
    rigDice([2, 2, 6, 6, 3, 3]);
    let t = playUntil(s, (u) => u.turn === 3).state;
    expect(t.inventory[0].milk).toBe(8);
    t.modules = [...t.modules, { id: 40, owner: 0, type: "habitation", x: 5, y: 7, energyShort: false, sick: false }]; // demand 6 > 5
    rigDice([2, 2]);
    t = playUntil(t, (u) => u.step === "energy").state;
    const r = must(t, 0, { type: "energy", short: [at(t, 5, 5).id] }).state;
    expect(r.inventory[0].milk).toBe(0);
  });

  const TRADER: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["manureStorage", 5, 5], ["spacePort", 4, 8], ["leatherStorage", 3, 5]];

  it("X-4.8-2 Tofu-Burger Craze: Beef base 1 → $0, Manure $3; P1 sells Manure 2 for $6, then earns $5", () => {
    const s = stateWith({ modules: [...TRADER, FAR], inventory: [{ manure: 2 }], step: "build", turn: 2 });
    // S3 2,2; S6 P1 3+3 = 6, P2 2+3 = 5; S8 Milk..Leather 1,1,1,1,1,1,6.
    rigDice([2, 2, 3, 3, 2, 3, 1, 1, 1, 1, 1, 1, 6]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(fig(state, 0).prices).toMatchObject({ milk: 1, beef: 0, manure: 3, leather: 3 });
    expect(fig(state, 1).prices).toMatchObject({ milk: 0, beef: 1, manure: 1 });
    const r = must(state, 0, { type: "sell", quantities: { manure: 2 } }).state;
    expect(r.money).toEqual([111, 105]);
    expect(r.inventory[0].manure).toBe(0);
  });

  it("X-4.8-3 Space-Biker Rally lifts Leather from base 3 (roll 6) to $5: Leather 2 sells for $10", () => {
    const s = stateWith({ modules: [...TRADER, FAR], inventory: [{ leather: 2 }], step: "build", turn: 2 });
    rigDice([2, 2, 4, 4, 3, 3, 1, 1, 1, 1, 1, 1, 6]);
    const { state } = playUntil(s, (t) => t.step === "market");
    expect(fig(state).prices).toMatchObject({ leather: 5, milk: 2, iceCream: 2, cream: 1 });
    expect(must(state, 0, { type: "sell", quantities: { leather: 2 } }).state.money[0]).toBe(115);
  });

  it("X-4.8-4 Stampede when Under-Pastured: Milk 3 → 2, Leather 9 → 5, Manure 1 → 1", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6], ["milkStorage", 3, 7], ["leatherStorage", 5, 7], ["manureStorage", 5, 5], FAR],
      inventory: [{ milk: 3, leather: 9, manure: 1 }],
    });
    applyEvent(s, 0, 4, scripted([]), []);
    expect(s.inventory[0]).toMatchObject({ milk: 2, leather: 5, manure: 1 });
  });

  it("X-4.8-5 Contented Cows when Well-Pastured: Milk 10 stays 10 (full), Cheese 0 stays 0, Leather 3 → 5", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["barn", 2, 6], ["pastureDome", 1, 7], ["milkStorage", 3, 7], ["leatherStorage", 5, 7], ["cheeseStorage", 5, 5], FAR],
      inventory: [{ milk: 10, leather: 3 }],
    });
    applyEvent(s, 0, 9, scripted([]), []);
    expect(s.inventory[0]).toMatchObject({ milk: 10, cheese: 0, leather: 5 });
  });

  it("X-4.8-6 Research Grant with two working labs: 5 + 2 × 4 + 2 × 4 = $21; P2 only $5", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], FAR], step: "build", turn: 2 });
    rigDice([2, 2, 4, 6, 2, 3]);
    const { state } = playUntil(s, (t) => t.turn === 3);
    expect(state.money).toEqual([121, 105]);
  });

  it("X-4.8-7 Vet Inspection with B = 0 does nothing; Under-Pastured with 4 sick barns adds no 5th", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["pastureDome", 2, 6], FAR] });
    const events: never[] = [];
    applyEvent(s, 0, 11, scripted([]), events);
    expect(events).toEqual([]);
    const t = stateWith({ modules: [["startUp", 4, 6], ["barn", 2, 6, { sick: true }], ["barn", 6, 6, { sick: true }],
      ["barn", 4, 8, { sick: true }], ["barn", 3, 7, { sick: true }], ["barn", 5, 7], FAR] });
    applyEvent(t, 0, 11, scripted([]), []);
    expect(t.modules.filter((m) => m.sick)).toHaveLength(4);
  });
});

describe("§4.9 S7 gift boxes", () => {
  const SHOP: ModuleSpecInput[] = [["startUp", 4, 6], ["spacePort", 4, 4], ["catalogStore", 4, 8], FAR];

  it("X-4.9-1 an energy-short Catalog Store or Space Port makes the player ineligible", () => {
    const s = stateWith({ modules: SHOP, inventory: [{ cheese: 2, beef: 2 }], turn: 2 });
    s.step = "gift";
    expect(cheeses.awaiting(s)).toEqual([0]);
    edit(s, 4, 8, { energyShort: true });
    expect(cheeses.awaiting(s)).toEqual([]);
    edit(s, 4, 8, { energyShort: false });
    edit(s, 4, 4, { energyShort: true });
    expect(cheeses.awaiting(s)).toEqual([]);
  });

  it("X-4.9-2 k = 0 changes nothing; Cheese 2 with Beef 0 is not eligible", () => {
    const s = stateWith({ modules: SHOP, inventory: [{ cheese: 2, beef: 1 }], turn: 2 });
    s.step = "gift";
    s.eventRolls = [6, 6];
    const r = must(s, 0, { type: "gift", boxes: 0 }).state;
    expect(r.money[0]).toBe(100);
    expect(r.inventory[0]).toMatchObject({ cheese: 2, beef: 1 });
    s.inventory[0].beef = 0;
    expect(cheeses.awaiting(s)).toEqual([]);
  });

  it("X-4.9-3 with 3 diseases boxes still sell; the timeout makes min(2, 5) = 2 boxes for $20", () => {
    const s = stateWith({
      modules: [...SHOP, ["barn", 6, 6, { sick: true }], ["barn", 2, 6, { sick: true }], ["megaBarn", 3, 7, { sick: true }]],
      inventory: [{ cheese: 2, beef: 5 }], turn: 2,
    });
    s.step = "gift";
    s.eventRolls = [6, 6];
    const r = must(s, 0, { type: "timeout" }).state;
    expect(r.money[0]).toBe(120);
    expect(r.inventory[0]).toMatchObject({ cheese: 0, beef: 3 });
  });
});

describe("§4.10 S8 market", () => {
  const PORT: ModuleSpecInput[] = [["startUp", 4, 6], ["spacePort", 4, 4]];
  const market = (mods: ModuleSpecInput[], inv: object, rolls: [number, number]) => {
    const s = stateWith({ modules: mods, inventory: [inv], turn: 2 });
    s.step = "market";
    s.eventRolls = rolls;
    s.basePrices = { milk: 1, cream: 1, butter: 4, iceCream: 2, cheese: 6, beef: 3, leather: 2, manure: 1 };
    return s;
  };

  it("X-4.10-1 Dairy Glut puts Milk at $0: selling 3 Milk earns $0; the timeout keeps Milk and sells Cheese", () => {
    const s = market([...PORT, FAR], { milk: 3, cheese: 2 }, [5, 6]);
    expect(fig(s).prices).toMatchObject({ milk: 0, cream: 0, butter: 3, iceCream: 1 });
    const sold = must(s, 0, { type: "sell", quantities: { milk: 3 } }).state;
    expect(sold.inventory[0].milk).toBe(0);
    expect(sold.money[0]).toBe(105); // $0 for the milk, then $5 income
    const timeout = must(s, 0, { type: "timeout" }).state;
    expect(timeout.inventory[0]).toMatchObject({ cheese: 0 });
    expect(timeout.money[0]).toBe(100 + 12 + 5);
  });

  it("X-4.10-2 three sick Barns and a sick Mega-Barn are 4 diseases: Cheese refused, Manure 3 sells for $3", () => {
    const s = market([...PORT, ["barn", 2, 6, { sick: true }], ["barn", 6, 6, { sick: true }], ["barn", 4, 8, { sick: true }],
      ["megaBarn", 3, 7, { sick: true }], FAR], { cheese: 2, manure: 3 }, [9, 9]);
    expect(refused(s, 0, { type: "sell", quantities: { cheese: 1 } }).message).toMatch(/only Leather and Manure/);
    expect(must(s, 0, { type: "sell", quantities: { manure: 3 } }).state.money[0]).toBe(100 + 3 + 5);
  });

  it("X-4.10-3 a sale of several products adds up: Butter 3 × 4 + Cheese 2 × 6 + Leather 1 × 2 = $26", () => {
    const s = market([...PORT, FAR], { butter: 3, cheese: 2, leather: 1 }, [9, 9]);
    const r = must(s, 0, { type: "sell", quantities: { butter: 3, cheese: 2, leather: 1 } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "sold", seat: 0, earned: 26 }));
  });

  it("X-4.10-4 a player whose Space Port is energy-short is not asked to sell", () => {
    const s = market([...PORT, ["startUp", 20, 6, { owner: 1 }], ["spacePort", 20, 4, { owner: 1, energyShort: true }]], { milk: 2 }, [6, 6]);
    s.inventory[1].milk = 4;
    expect(cheeses.awaiting(s)).toEqual([0]);
  });
});

describe("§4.11 S9 income and lawsuits", () => {
  it("X-4.11-1 income comes first: P2 at $45 reaches $50 and may be sued; a 4 moves $40", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["spacePort", 4, 4], ["lawOffice", 4, 8], FAR], money: [30, 45], inventory: [{ leather: 1 }], turn: 2 });
    s.step = "market";
    s.eventRolls = [6, 6];
    s.basePrices = { milk: 1, cream: 1, butter: 1, iceCream: 1, cheese: 1, beef: 1, leather: 1, manure: 1 };
    const law = must(s, 0, { type: "sell", quantities: {} }).state;
    expect(law.step).toBe("law");
    expect(law.money).toEqual([35, 50]);
    rigDice([4]);
    const r = must(law, 0, { type: "sue", target: 1 }).state;
    expect(r.money).toEqual([75, 10]);
  });

  it("X-4.11-2 a suit pushing P3 below $50 protects P3 from P2, who then has nobody to sue", () => {
    const s = stateWith({
      players: 3,
      modules: [["startUp", 4, 6], ["lawOffice", 4, 4], ["startUp", 30, 6, { owner: 1 }], ["lawOffice", 30, 4, { owner: 1 }], ["startUp", 18, 12, { owner: 2 }]],
      money: [10, 20, 55], step: "build", turn: 2,
    });
    // S3 2,2,2; S6 6,6,6 (3+3 each); S8 seven prices; S9 P1's suit rolls 2.
    rigDice([2, 2, 2, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1]);
    const { state } = playUntil(s, (t) => t.step === "law");
    expect(state.money).toEqual([15, 25, 60]);
    expect(cheeses.awaiting(state)).toEqual([0]);
    rigDice([2]);
    const r = must(state, 0, { type: "sue", target: 2 }).state;
    expect(r.money).toEqual([35, 25, 40]);
    expect(r.step).not.toBe("law");
  });

  it("X-4.11-3 a suer with exactly $25 who rolls 6 pays it all: $0, and the target gains $25", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4], FAR], money: [25, 80], turn: 2 });
    s.step = "law";
    s.queue = [0, 1];
    rigDice([6]);
    expect(must(s, 0, { type: "sue", target: 1 }).state.money).toEqual([0, 105]);
  });

  it("X-4.11-5 S9 set by hand: without a Law Office, or with an energy-short one, a suit is refused", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4, { energyShort: true }], FAR], money: [30, 120], turn: 2 });
    s.step = "law";
    s.queue = [0, 1];
    expect(refused(s, 0, { type: "sue", target: 1 }).message).toMatch(/Law Office/);
    s.modules = s.modules.filter((m) => m.type !== "lawOffice");
    expect(refused(s, 0, { type: "sue", target: 1 }).message).toMatch(/Law Office/);
    expect(must(s, 0, { type: "pass" }).state.money).toEqual([30, 120]);
  });

  it("X-4.11-6 S9 set by hand with P1 first: P1 has no Law Office, so P2 (Law Office) is asked and sues P1", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 20, 6, { owner: 1 }], ["lawOffice", 20, 4, { owner: 1 }]], money: [80, 20], turn: 2 });
    s.step = "law";
    s.queue = [0, 1];
    expect(cheeses.awaiting(s)).toEqual([1]);
    expect(refused(s, 0, { type: "sue", target: 1 }).message).toMatch(/Law Office/);
    rigDice([3]);
    const r = must(s, 1, { type: "sue", target: 0 }).state;
    expect(r.money).toEqual([50, 50]);
    expect(r.step).not.toBe("law");
  });

  it("X-4.11-4 two labs earn with no Space Port: 5 + 4 + 4 = $13 in S9", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], FAR], step: "build", turn: 2 });
    rigDice([2, 2, 3, 3, 3, 3]);
    const { state } = playUntil(s, (t) => t.turn === 3);
    expect(state.money).toEqual([113, 105]);
  });
});

describe("§4.12 S10 cure, S11 spoilage, integrity, end", () => {
  const SICK: ModuleSpecInput[] = [["startUp", 4, 6], ["barn", 2, 6, { sick: true }], ["megaBarn", 6, 6, { sick: true }], FAR];
  const PRICES = [1, 1, 1, 1, 1, 1, 1];

  it("X-4.12-1 two sick barns roll 5 and 4: the Barn is cured, the Mega-Barn stays sick (no Vet)", () => {
    const s = stateWith({ modules: SICK, step: "build", turn: 2 });
    rigDice([2, 2, 3, 3, 3, 3, ...PRICES, 5, 4]);
    const { state } = playUntil(s, (t) => t.turn === 3);
    expect(at(state, 2, 6).sick).toBe(false);
    expect(at(state, 6, 6).sick).toBe(true);
  });

  it("X-4.12-2 with a working Vet the Mega-Barn's 4 is followed by a 6: both are cured", () => {
    const s = stateWith({ modules: [...SICK, ["veterinary", 4, 8]], step: "build", turn: 2 });
    const dice = rigDice([2, 2, 3, 3, 3, 3, ...PRICES, 5, 4, 6]);
    const { state, events } = playUntil(s, (t) => t.turn === 3);
    expect(state.modules.filter((m) => m.sick)).toEqual([]);
    expect(events.filter((e) => e.type === "cureRoll").map((e) => e.rolls)).toEqual([[5], [4, 6]]);
    expect(dice).toHaveBeenCalled();
  });

  it("X-4.12-3 after turn 15 the richest player wins alone, and every later action is refused", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], FAR], money: [200, 150], step: "build", turn: 15 });
    const { state } = playUntil(s, (t) => t.step === "over");
    expect(state.step).toBe("over");
    expect(cheeses.result(state)).toEqual({ winners: [0], scores: [205, 155] });
    expect(refused(state, 0, { type: "pass" }).code).toBe("game_over");
  });

  it("X-4.12-4 a colony cut in two by a quake may still build next to either piece", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["solar", 8, 6], FAR], step: "build", turn: 2 });
    const r = must(s, 0, { type: "build", module: "hub", x: 10, y: 6 }).state;
    expect(at(r, 10, 6)).toMatchObject({ owner: 0, type: "hub" });
    expect(r.money[0]).toBe(90);
  });

  it("X-4.12-5 S11 through play: Milk, Cheese spoil; Leather and Manure in working storage carry over", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["milkStorage", 5, 5], ["leatherStorage", 3, 5], FAR],
      inventory: [{ milk: 8, leather: 4, manure: 2 }], step: "build", turn: 2,
    });
    rigDice([2, 2, 3, 3, 3, 3]);
    const { state } = playUntil(s, (t) => t.turn === 3);
    // Manure had no storage: the S4 clamp already took it to 0.
    expect(state.inventory[0]).toMatchObject({ milk: 0, leather: 4, manure: 0 });
  });
});
