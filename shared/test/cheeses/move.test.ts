import { cheeses } from "../../src/games/cheeses";
import { dairyOutput, demand, supply } from "../../src/games/cheeses/colony";
import { own } from "../../src/games/cheeses/modules";
import { canMoveThisTurn, hasAnyMove, legalMoves, moveProblem } from "../../src/games/cheeses/move";
import { COLONY_R, must, stateWith, type ModuleSpecInput, said } from "./helpers";
import { worded } from "./helpers";

const C23: ModuleSpecInput[] = [...COLONY_R, ["pastureDome", 2, 6], ["geothermal", 6, 4], ["construction", 4, 8]];
const idAt = (s: { modules: readonly { id: number; x: number; y: number }[] }, x: number, y: number) =>
  s.modules.find((m) => m.x === x && m.y === y)!.id;

describe("§4.1 S1 move", () => {
  it("C23 moving the Lush Barn costs half its price and it then makes 5", () => {
    const s = stateWith({ modules: C23, money: [50, 100], turn: 2, step: "move" });
    expect(cheeses.awaiting(s)).toEqual([0]);
    expect([supply(own(s, 0)), demand(own(s, 0))]).toEqual([10, 7]);
    const before = dairyOutput(s, 0);
    const after = must(s, 0, { type: "move", module: idAt(s, 2, 4), x: 3, y: 3 }).state;
    expect(after.money[0]).toBe(43);
    expect(after.modules.find((m) => m.type === "barn")).toMatchObject({ x: 3, y: 3 });
    expect(before).toBe(17);
    // The dairy output of the moved barn: 5 plus the Mega-Barn's 10.
    expect(dairyOutput(after, 0)).toBe(15);
  });

  it("only one move a turn, and moving ends the player's Move step", () => {
    const s = stateWith({ modules: [...C23, ["startUp", 20, 6, { owner: 1 }]], money: [50, 100], turn: 2, step: "move" });
    const after = must(s, 0, { type: "move", module: idAt(s, 2, 4), x: 3, y: 3 }).state;
    expect(after.step).not.toBe("move");
  });

  it("the module has to actually move, to an empty space", () => {
    const s = stateWith({ modules: C23, turn: 2, step: "move" });
    expect(said(moveProblem(s, 0, idAt(s, 2, 4), 2, 4))).toMatch(/actually move/);
    expect(said(moveProblem(s, 0, idAt(s, 2, 4), 4, 6))).toMatch(/taken/);
    expect(said(moveProblem(s, 0, 999, 3, 3))).toMatch(/own/);
  });

  it("the moved module must meet its own placement rule at the destination", () => {
    const s = stateWith({ modules: C23, turn: 2, step: "move" });
    expect(said(moveProblem(s, 0, idAt(s, 6, 4), 6, 2))).toMatch(/Fault/);
    expect(said(moveProblem(s, 0, idAt(s, 6, 4), 5, 3))).toBeNull();
    expect(said(moveProblem(s, 0, idAt(s, 2, 4), 4, 10))).toMatch(/Processing Plant/);
  });

  it("every other module must still meet its placement rule after the move", () => {
    const s = stateWith({ modules: C23, turn: 2, step: "move" });
    const r = said(moveProblem(s, 0, idAt(s, 4, 4), 6, 6));
    expect(r).toMatch(/no longer/);
  });

  it("a move must not split the colony, and the module must land next to another own module", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["solar", 4, 8], ["solar", 4, 10], ["construction", 6, 6]], turn: 2, step: "move" });
    expect(said(moveProblem(s, 0, idAt(s, 4, 8), 2, 6))).toMatch(/split/);
    expect(said(moveProblem(s, 0, idAt(s, 4, 10), 12, 12))).toMatch(/touch/);
    expect(said(moveProblem(s, 0, idAt(s, 4, 10), 2, 6))).toBeNull();
    expect(said(moveProblem(s, 0, idAt(s, 4, 10), 6, 8))).toBeNull();
  });

  it("a moved Start-Up ignores the distance rule and keeps its flags", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["construction", 6, 6], ["solar", 10, 6, { owner: 1 }]],
      turn: 2, step: "move",
    });
    expect(said(moveProblem(s, 0, idAt(s, 4, 6), 8, 6))).toBeNull();
    const t = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4, { sick: true, energyShort: true }], ["construction", 6, 6]],
      turn: 2, step: "move",
    });
    const after = must(t, 0, { type: "move", module: idAt(t, 2, 4), x: 3, y: 3 }).state;
    expect(after.modules.find((m) => m.type === "barn")).toMatchObject({ x: 3, y: 3, sick: true, energyShort: true });
    expect(after.money[0]).toBe(93);
  });

  it("the move price is half the unmodified price, rounded down, and must be affordable", () => {
    const s = stateWith({ modules: C23, money: [9, 100], turn: 2, step: "move" });
    const r = cheeses.apply(s, 0, { type: "move", module: idAt(s, 4, 8), x: 2, y: 8 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("cannot_afford");
    expect(must(s, 0, { type: "move", module: idAt(s, 2, 6), x: 1, y: 5 }).state.money[0]).toBe(4);
  });

  it("no move in turn 1, nor with an energy-short Construction Module, nor without one", () => {
    expect(canMoveThisTurn(stateWith({ modules: C23, turn: 1 }), 0)).toBe(false);
    expect(canMoveThisTurn(stateWith({ modules: C23, turn: 2 }), 0)).toBe(true);
    const short: ModuleSpecInput[] = [...COLONY_R, ["construction", 4, 8, { energyShort: true }]];
    expect(hasAnyMove(stateWith({ modules: short, turn: 2 }), 0)).toBe(false);
    expect(hasAnyMove(stateWith({ modules: COLONY_R, turn: 2 }), 0)).toBe(false);
  });

  it("players without a Construction Module are skipped: the game goes straight to building", () => {
    let s = stateWith({ modules: [["startUp", 4, 6], ["startUp", 18, 6, { owner: 1 }]], turn: 1 });
    s = must(s, 0, { type: "pass" }).state;
    s = must(s, 1, { type: "pass" }).state;
    // Turn 1 runs out (nobody has a decision) and turn 2 starts at the Build step.
    expect(s.turn).toBe(2);
    expect(s.step).toBe("build");
  });

  it("legal moves are all accepted and include the C23 move; pass is the timeout", () => {
    const s = stateWith({ modules: C23, money: [50, 100], turn: 2, step: "move" });
    const moves = legalMoves(s, 0);
    expect(moves).toContainEqual({ module: idAt(s, 2, 4), x: 3, y: 3 });
    for (const m of moves) expect(said(moveProblem(s, 0, m.module, m.x, m.y))).toBeNull();
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "pass" });
  });
});

describe("§4.1 S1 move: the listed moves are exactly the legal ones", () => {
  /** Every (module, space) of the map that moveProblem accepts: what legalMoves must list. */
  function everyLegalMove(s: ReturnType<typeof stateWith>, seat: number) {
    const spaces = cheeses.view(s, null).spaces;
    return own(s, seat).flatMap((m) => spaces.filter((p) => !said(moveProblem(s, seat, m.id, p.x, p.y))).map((p) => ({ module: m.id, x: p.x, y: p.y })));
  }
  const sorted = (moves: { module: number; x: number; y: number }[]) =>
    [...moves].sort((a, b) => a.module - b.module || a.x - b.x || a.y - b.y);

  it.each([
    ["a colony with money to spare", C23, 100],
    ["money for the Barn's move exactly ($7), and the cheaper ones", C23, 7],
    ["no money", C23, 0],
    ["a lone Construction Module: it may go anywhere it may stand", [["construction", 4, 8]] as ModuleSpecInput[], 100],
  ])("%s", (_, modules, money) => {
    const s = stateWith({ modules, money: [money, 100], turn: 2, step: "move" });
    const expected = everyLegalMove(s, 0);
    expect(sorted(legalMoves(s, 0))).toEqual(sorted(expected));
    expect(hasAnyMove(s, 0)).toBe(expected.length > 0);
  });

  it("with $7 the Barn ($7 to move: exactly affordable) moves, and nothing dearer; a lone module moves far", () => {
    const cheap = stateWith({ modules: C23, money: [7, 100], turn: 2, step: "move" });
    const types = new Set(legalMoves(cheap, 0).map((m) => cheap.modules.find((o) => o.id === m.module)!.type));
    expect(types).toEqual(new Set(["barn", "milkStorage", "pastureDome"]));
    const lone = stateWith({ modules: [["construction", 4, 8]], money: [100, 100], turn: 2, step: "move" });
    expect(legalMoves(lone, 0).some((m) => Math.abs(m.x - 4) + Math.abs(m.y - 8) > 4)).toBe(true);
  });

  it("another player's module, or a space off the map, is refused with its reason", () => {
    const s = stateWith({ modules: [...C23, ["startUp", 20, 6, { owner: 1 }]], money: [100, 100], turn: 2, step: "move" });
    expect(said(moveProblem(s, 0, idAt(s, 20, 6), 20, 8))).toBe("You can only move one of your own modules.");
    expect(said(moveProblem(s, 0, idAt(s, 2, 4), 99, 99))).toBe("(99,99) is not a space of the map.");
  });
});

describe("§4.1 S1 move: what the table is told", () => {
  it("C23 the moved event gives the module, its type, both spaces and the price paid", () => {
    const s = stateWith({ modules: C23, money: [50, 100], turn: 2, step: "move" });
    const barn = idAt(s, 2, 4);
    const r = must(s, 0, { type: "move", module: barn, x: 3, y: 3 });
    expect(r.events).toContainEqual({ type: "moved", seat: 0, module: barn, moduleType: "barn", from: [2, 4], to: [3, 3], price: 7 });
  });

  it("§4.1 a move refused by a rule is illegal and says why; only a price beyond the money is cannot_afford", () => {
    const s = stateWith({ modules: C23, money: [50, 100], turn: 2, step: "move" });
    const stay = cheeses.apply(s, 0, { type: "move", module: idAt(s, 2, 4), x: 2, y: 4 });
    expect(worded(stay)).toMatchObject({ ok: false, error: { code: "illegal", message: expect.stringMatching(/actually move/) } });
    const fault = cheeses.apply(s, 0, { type: "move", module: idAt(s, 6, 4), x: 6, y: 2 });
    expect(worded(fault)).toMatchObject({ ok: false, error: { code: "illegal", message: expect.stringMatching(/Fault Line/) } });
    const poor = stateWith({ modules: C23, money: [9, 100], turn: 2, step: "move" });
    const dear = cheeses.apply(poor, 0, { type: "move", module: idAt(poor, 4, 8), x: 2, y: 8 });
    expect(worded(dear)).toMatchObject({ ok: false, error: { code: "cannot_afford", message: expect.stringMatching(/\$10/) } });
  });
});

describe("§4.1 S1 move: money exactly the price", () => {
  it("§4.1 (5) with money equal to the only affordable move's price the player still has a move, and makes it", () => {
    // Start-Up (4,6), Construction (6,6), Solar Panels (4,8) and $5: the Solar Panels move for floor(10/2) = $5;
    // the Construction Module ($10) and the Start-Up ($20) cost more than P1 has. P2 could move too, but P1 comes first.
    const s = stateWith({
      modules: [["startUp", 4, 6], ["construction", 6, 6], ["solar", 4, 8], ["startUp", 20, 6, { owner: 1 }], ["construction", 20, 8, { owner: 1 }]],
      money: [5, 100], turn: 2, step: "move",
    });
    const solar = idAt(s, 4, 8);
    expect(hasAnyMove(s, 0)).toBe(true);
    expect(cheeses.awaiting(s)).toEqual([0]);
    const moves = legalMoves(s, 0);
    expect(moves).toContainEqual({ module: solar, x: 2, y: 6 });
    expect(moves.every((m) => m.module === solar)).toBe(true);
    const after = must(s, 0, { type: "move", module: solar, x: 2, y: 6 }).state;
    expect(after.money[0]).toBe(0);
    expect(after.modules.find((m) => m.id === solar)).toMatchObject({ x: 2, y: 6 });
  });
});
