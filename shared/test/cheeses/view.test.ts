import { cheeses } from "../../src/games/cheeses";
import { publicPart } from "../../src/engine/play";
import { COLONY_R, must, stateWith, type ModuleSpecInput } from "./helpers";

describe("view and legal actions", () => {
  it("the view draws the board: every space with kind, feature and the id of its module; the modules with owner and flags", () => {
    const s = stateWith({ modules: [...COLONY_R.slice(0, 2), ["barn", 2, 4, { sick: true, energyShort: true }]] });
    const v = cheeses.view(s, null);
    expect(v.spaces.find((sp) => sp.x === 2 && sp.y === 4)).toEqual({ x: 2, y: 4, kind: "octagon", feature: "lush", module: 3 });
    expect(v.modules.find((m) => m.id === 3)).toEqual({ id: 3, owner: 0, type: "barn", x: 2, y: 4, energyShort: true, sick: true });
    expect(v.spaces.find((sp) => sp.x === 5 && sp.y === 3)).toMatchObject({ kind: "square", feature: "fault", module: null });
    expect(v.figures[0]).toMatchObject({ supply: 5, demand: 3, diseases: 1, pasture: "under" });
    expect(v).toMatchObject({ turn: 1, step: "build", money: [100, 100], awaiting: [0] });
    expect(v).not.toHaveProperty("rng");
    expect(v).not.toHaveProperty("pending");
  });

  it("every seat's public part equals the spectator's view", () => {
    const s = stateWith({ players: 4, modules: COLONY_R });
    const spectator = publicPart(cheeses.view(s, null));
    for (let seat = 0; seat < 4; seat++) expect(publicPart(cheeses.view(s, seat))).toEqual(spectator);
    expect(cheeses.view(s, null).private).toBeNull();
    expect(cheeses.view(s, 2).private).toEqual({ submission: null });
  });

  it("legalActions agrees with legalActionsInView, and a seat that is not awaited has none", () => {
    const s = stateWith({ modules: [...COLONY_R, ["startUp", 20, 6, { owner: 1 }]], turn: 2, step: "build" });
    expect(cheeses.legalActions(s, 0)).toEqual(cheeses.legalActionsInView(cheeses.view(s, 0), 0));
    expect(cheeses.legalActions(s, 0).length).toBeGreaterThan(20);
    expect(cheeses.legalActions(s, 1)).toEqual([]);
    const r = cheeses.apply(s, 1, { type: "pass" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("not_your_turn");
  });

  it("malformed actions are refused with bad_action; actions of another step with illegal", () => {
    const s = stateWith({ modules: COLONY_R, turn: 2, step: "build" });
    for (const bad of [null, 3, "pass", {}, { type: "build", module: "castle", x: 1, y: 1 }, { type: "build", module: "solar", x: 1.5, y: 1 }, { type: "sell", quantities: { gold: 1 } }]) {
      const r = cheeses.apply(s, 0, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("bad_action");
    }
    const wrongStep = cheeses.apply(s, 0, { type: "sell", quantities: {} });
    expect(wrongStep.ok).toBe(false);
    if (!wrongStep.ok) expect(wrongStep.error.code).toBe("illegal");
  });

  it("apply is deterministic and never changes its input", () => {
    const s = stateWith({ modules: [...COLONY_R, ["startUp", 20, 6, { owner: 1 }]], turn: 2, step: "build" });
    const copy = structuredClone(s);
    const a = must(s, 0, { type: "pass" });
    const b = must(s, 0, { type: "pass" });
    expect(a).toEqual(b);
    expect(s).toEqual(copy);
  });
});

describe("view: the seat's own figures and sealed submission", () => {
  it("a build discount shows only in the Build step, for the owner of a working Construction built before this step", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4]], step: "build" });
    expect(cheeses.view(s, 0).figures.map((f) => f.discount)).toEqual([true, false]);
    s.builtThisStep = [2];
    expect(cheeses.view(s, 0).figures[0].discount).toBe(false);
    const later = stateWith({ modules: [["startUp", 4, 6], ["construction", 4, 4]], step: "market" });
    expect(cheeses.view(later, 0).figures[0].discount).toBe(false);
  });

  it("only a seat of the game sees a sealed submission: a spectator or a number that is not a seat sees none", () => {
    const s = stateWith({ players: 2 });
    expect(cheeses.view(s, 1).private).toEqual({ submission: null });
    for (const seat of [null, -1, 2, 0.5]) expect(cheeses.view(s, seat).private).toBeNull();
  });
});

describe("legal actions by step", () => {
  it("in Build, a colony's first module is a Start-Up with no pass; once it has one, pass comes first", () => {
    const empty = stateWith({ modules: [], step: "build", turn: 1 });
    const first = cheeses.legalActions(empty, 0);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((a) => a.type === "build" && a.module === "startUp")).toBe(true);
    const started = stateWith({ modules: [["startUp", 4, 6]], step: "build", turn: 1 });
    expect(cheeses.legalActions(started, 0)[0]).toEqual({ type: "pass" });
  });

  it("in Gift, the choices are every number of boxes from 0 to as many as can be filled", () => {
    const trader: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["spacePort", 6, 6], ["catalogStore", 4, 8], ["solar", 6, 8], ["cheeseStorage", 5, 5], ["beefStorage", 3, 5]];
    const s = stateWith({ modules: trader, inventory: [{ cheese: 3, beef: 5 }], step: "gift", turn: 2 });
    s.eventRolls = [7, 6];
    expect(cheeses.legalActions(s, 0)).toEqual([0, 1, 2, 3].map((boxes) => ({ type: "gift", boxes })));
  });
});
