import { cheeses } from "../../src/games/cheeses";
import { capacity, dairyOutput, demand, supply } from "../../src/games/cheeses/colony";
import { own } from "../../src/games/cheeses/modules";
import { greedyShortage, inDeficit, setShortage, shortageOptions, shortageProblem } from "../../src/games/cheeses/energy";
import { COLONY_R, must, stateWith, type ModuleSpecInput, said } from "./helpers";

const C10: ModuleSpecInput[] = [...COLONY_R, ["pastureDome", 2, 6]];
const ids = (s: { modules: readonly { id: number; type: string }[] }, ...types: string[]) =>
  types.map((t) => s.modules.find((m) => m.type === t)!.id);
const OTHER: ModuleSpecInput = ["startUp", 20, 6, { owner: 1 }];

/** Both players pass their builds in turn 2, so S3 and S4 run. */
function toEnergyStep(modules: ModuleSpecInput[], seed = "test") {
  let s = stateWith({ modules: [...modules, OTHER], turn: 2, step: "build", seed });
  s = must(s, 0, { type: "pass" }).state;
  return must(s, 1, { type: "pass" }).state;
}

describe("§4.4 S4 energy", () => {
  it("C9 supply 5 = demand 5: no decision and no flags; S5 then has D = 17", () => {
    const s = stateWith({ modules: COLONY_R });
    expect(supply(own(s, 0))).toBe(5);
    expect(demand(own(s, 0))).toBe(5);
    expect(inDeficit(s, 0)).toBe(false);
    const t = toEnergyStep(COLONY_R, "c9");
    expect(t.modules.every((m) => !m.energyShort)).toBe(true);
    expect(cheeses.view(t, null).figures[0].supply).toBe(5);
    expect(dairyOutput(s, 0)).toBe(17);
    // S4 asked nobody; the game waits in S5 with D = 17 (this seed's S3 roll leaves the barns healthy).
    expect(t.modules.some((m) => m.sick)).toBe(false);
    expect(t.step).toBe("dairy");
    expect(cheeses.awaiting(t)).toEqual([0]);
    expect(cheeses.view(t, 0).figures[0].dairyOutput).toBe(17);
  });

  it("§4.4 with a Pasture Dome demand is 6 > 5: any minimal set is accepted, a non-minimal one is not", () => {
    const s = stateWith({ modules: C10 });
    expect(inDeficit(s, 0)).toBe(true);
    const [barn, pp, milk, dome, startUp] = ids(s, "barn", "processingPlant", "milkStorage", "pastureDome", "startUp");
    expect(said(shortageProblem(s, 0, [barn]))).toBeNull();
    expect(said(shortageProblem(s, 0, [pp]))).toBeNull();
    expect(said(shortageProblem(s, 0, [dome]))).toBeNull();
    expect(said(shortageProblem(s, 0, [barn, milk]))).toMatch(/could stay powered/);
    expect(said(shortageProblem(s, 0, []))).toMatch(/switch off more/);
    expect(said(shortageProblem(s, 0, [startUp]))).toMatch(/uses no energy/);
    const withHub = stateWith({ modules: [...C10, ["hub", 6, 6]] });
    const hub = withHub.modules.find((m) => m.type === "hub")!.id;
    expect(said(shortageProblem(withHub, 0, [hub]))).toMatch(/uses no energy/);
    expect(said(shortageProblem(withHub, 0, [hub, dome]))).toMatch(/uses no energy/);
    expect(said(shortageProblem(s, 0, [barn, barn]))).toMatch(/once/);
  });

  it("C11 timeout: the most recently built consumer (the Pasture Dome) is shorted", () => {
    const s = toEnergyStep(C10);
    expect(s.step).toBe("energy");
    expect(cheeses.awaiting(s)).toEqual([0]);
    const dome = ids(s, "pastureDome")[0];
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "energy", short: [dome] });
    const after = must(s, 0, cheeses.timeoutAction(s, 0)).state;
    expect(after.modules.find((m) => m.id === dome)!.energyShort).toBe(true);
    expect(after.modules.filter((m) => m.energyShort)).toHaveLength(1);
  });

  it("the greedy default switches back on the oldest module that fits", () => {
    // Supply 5; consumers oldest->newest: PP(2), Barn(1), Milk(1), Vet(1), Processing Plant 2 (2). Demand 7.
    const s = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["milkStorage", 5, 5], ["veterinary", 4, 8], ["processingPlant", 6, 6]] });
    // Newest first: PP2 (left 5 <= 5) stops. X = {PP2}.
    expect(greedyShortage(s, 0)).toEqual([s.modules.find((m) => m.x === 6 && m.y === 6)!.id]);
    const t = stateWith({ modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["milkStorage", 5, 5], ["processingPlant", 6, 6], ["veterinary", 4, 8], ["hub", 6, 8]] });
    // Demand 7 > 5: Vet (6), PP2 (4) -> then re-enable Vet? 4+1=5 <= 5 yes: X = {PP2}.
    const x = greedyShortage(t, 0);
    expect(x).toHaveLength(1);
    expect(t.modules.find((m) => m.id === x[0])).toMatchObject({ type: "processingPlant", x: 6, y: 6 });
    expect(said(shortageProblem(t, 0, x))).toBeNull();
  });

  it("every listed shortage option is valid, and each consumer appears in some option", () => {
    const s = stateWith({ modules: C10 });
    const options = shortageOptions(s, 0);
    for (const o of options) expect(said(shortageProblem(s, 0, o))).toBeNull();
    const covered = new Set(options.flat());
    for (const id of ids(s, "barn", "processingPlant", "milkStorage", "pastureDome", "megaBarn")) expect(covered.has(id)).toBe(true);
  });

  it("flags are recomputed from scratch: enough energy clears old flags", () => {
    const s = toEnergyStep([...COLONY_R.slice(0, 4), ["milkStorage", 5, 5, { energyShort: true }]]);
    expect(s.modules.some((m) => m.energyShort)).toBe(false);
  });

  it("capacity only counts powered storage; inventory is clamped right after the flags are set", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["leatherStorage", 5, 5], ["leatherStorage", 3, 5], ["manureStorage", 5, 3]],
      inventory: [{ leather: 15, manure: 4 }],
    });
    expect(capacity(s, 0).leather).toBe(20);
    const second = s.modules.find((m) => m.x === 3 && m.y === 5)!.id;
    const manure = s.modules.find((m) => m.type === "manureStorage")!.id;
    setShortage(s, 0, [second, manure]);
    expect(capacity(s, 0).leather).toBe(10);
    expect(s.inventory[0].leather).toBe(10);
    expect(s.inventory[0].manure).toBe(0);
  });

  it("only players in deficit are awaited; a submission stays secret until the step resolves", () => {
    let s = stateWith({ modules: [...C10, ["startUp", 20, 6, { owner: 1 }], ["processingPlant", 20, 4, { owner: 1 }], ["processingPlant", 20, 8, { owner: 1 }], ["processingPlant", 18, 6, { owner: 1 }]], turn: 2, step: "build" });
    s = must(s, 0, { type: "pass" }).state;
    s = must(s, 1, { type: "pass" }).state;
    expect(cheeses.awaiting(s)).toEqual([0, 1]);
    const pp = s.modules.find((m) => m.owner === 1 && m.y === 8)!.id;
    const secret = must(s, 1, { type: "energy", short: [pp] });
    expect(secret.events).toEqual([{ type: "submitted", seat: 1, step: "energy" }]);
    s = secret.state;
    expect(cheeses.awaiting(s)).toEqual([0]);
    expect(cheeses.view(s, 0).private).toEqual({ submission: null });
    expect(cheeses.view(s, 1).private).toEqual({ submission: { type: "energy", short: [pp] } });
    expect(JSON.stringify(cheeses.view(s, 0))).not.toContain(`"short":[${pp}]`);
    expect(cheeses.view(s, 0).submitted).toEqual([false, true]);
    expect(s.modules.find((m) => m.id === pp)!.energyShort).toBe(false);
    const again = cheeses.apply(s, 1, { type: "energy", short: [pp] });
    expect(again.ok).toBe(false);
    s = must(s, 0, cheeses.timeoutAction(s, 0)).state;
    expect(s.modules.find((m) => m.id === pp)!.energyShort).toBe(true);
  });
});

describe("§4.4 S4 energy: the timeout's shortage, step by step", () => {
  // Supply 5, demand 8: switched off newest first, the Processing Plant (id 4) overshoots by 1, and of
  // the two one-energy modules then off, the older (id 5) comes back on.
  const SHORT3: ModuleSpecInput[] = [
    ["startUp", 4, 6], ["processingPlant", 4, 4], ["processingPlant", 6, 4], ["processingPlant", 2, 4], ["habitation", 6, 6], ["veterinary", 4, 8],
  ];

  it("off from the newest until there is enough, then back on oldest first; the ids in order", () => {
    const s = stateWith({ modules: SHORT3 });
    expect([supply(own(s, 0)), demand(own(s, 0))]).toEqual([5, 8]);
    expect(greedyShortage(s, 0)).toEqual([4, 6]);
  });

  it("a module it is told to switch off first stays off", () => {
    const s = stateWith({ modules: SHORT3 });
    expect(greedyShortage(s, 0, [s.modules.find((m) => m.id === 5)!])).toEqual([4, 5]);
  });

  it("only your own modules can be put in shortage, said so", () => {
    const s = stateWith({ modules: [...SHORT3, ["habitation", 20, 6, { owner: 1 }]] });
    expect(said(shortageProblem(s, 0, [7]))).toBe("You can only put your own modules in energy shortage.");
  });
});

describe("§4.4 S4 energy: what the table is told", () => {
  it("each player who switched modules off gets an energyShort event naming them; a player with enough energy gets none", () => {
    // P1: supply 5 (Start-Up), demand 6 (six modules needing 1 each); P2: a lone Start-Up, no deficit.
    const s = stateWith({
      modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], ["spacePort", 2, 6], ["lawOffice", 6, 6],
        ["veterinary", 3, 7], ["habitation", 5, 7], OTHER],
      step: "energy", turn: 2,
    });
    expect(cheeses.awaiting(s)).toEqual([0]);
    const [lab] = ids(s, "sausageLab");
    const r = must(s, 0, { type: "energy", short: [lab] });
    expect(r.events.filter((e) => e.type === "energyShort")).toEqual([{ type: "energyShort", seat: 0, modules: [lab] }]);
    expect(r.state.modules.filter((m) => m.energyShort).map((m) => m.id)).toEqual([lab]);
  });
});

describe("§4.4 S4 energy: the shortage sets offered", () => {
  it("§4.4 (b) a one-energy module switched off first is not offered with the Processing Plant: it could stay powered", () => {
    // Supply 5 (Start-Up); demand 7: five one-energy modules (ids 2-6) and the newest, a Processing Plant (id 7).
    // Any valid set switches off 2 energy. Switching module 2 off first and then the newest (the Plant) frees 3,
    // so module 2 could come back on: {2, 7} breaks (b) and is not offered. Only {Plant} is.
    const s = stateWith({
      modules: [["startUp", 4, 6], ["habitation", 4, 4], ["veterinary", 4, 8], ["cheeseLab", 2, 6], ["sausageLab", 6, 6],
        ["spacePort", 6, 4], ["processingPlant", 2, 4], OTHER],
      step: "energy", turn: 2,
    });
    expect([supply(own(s, 0)), demand(own(s, 0))]).toEqual([5, 7]);
    expect(said(shortageProblem(s, 0, [2, 7]))).toMatch(/could stay powered/);
    const options = shortageOptions(s, 0);
    for (const o of options) expect(said(shortageProblem(s, 0, o))).toBeNull();
    expect(options).toEqual([[7]]);
    expect(cheeses.legalActions(s, 0)).toEqual([{ type: "energy", short: [7] }]);
  });

  it("§4.4 sets told apart by their module numbers: {2, 122} and {21, 22} are two options, not one", () => {
    // Module numbers as in a long 4-player game, where the others built in between: Start-Up 1, Processing
    // Plants 2, 3 and 21, Habitation 22, Veterinary 122. Supply 5, demand 8: every valid set switches off 3.
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["processingPlant", 2, 6], ["processingPlant", 6, 6],
        ["habitation", 4, 8], ["veterinary", 6, 8], OTHER],
      step: "energy", turn: 2,
    });
    s.modules = s.modules.map((m, i) => ({ ...m, id: [1, 2, 3, 21, 22, 122, 123][i] ?? m.id }));
    s.nextId = 124;
    expect([supply(own(s, 0)), demand(own(s, 0))]).toEqual([5, 8]);
    // The default (Vet 122, Habitation 22, Plant 21 off, then the Habitation back on), then one set starting
    // with each consumer: Plant 2 + Vet, Plant 3 + Vet, Plant 21 + Vet (the default again), Habitation + Plant 21, Vet + Plant 21 (the default again).
    const options = shortageOptions(s, 0);
    expect(options).toEqual([[21, 122], [2, 122], [3, 122], [21, 22]]);
    for (const o of options) expect(said(shortageProblem(s, 0, o))).toBeNull();
    expect(cheeses.legalActions(s, 0)).toContainEqual({ type: "energy", short: [2, 122] });
    expect(cheeses.legalActions(s, 0)).toContainEqual({ type: "energy", short: [21, 22] });
  });
});
