import { cheeses } from "../../src/games/cheeses";
import type { GameEvent } from "../../src/engine/game";
import { Rng } from "../../src/engine/random";
import { fileSuit, hasLawDecision, incomeFor, suitProblem } from "../../src/games/cheeses/income";
import { must, scripted, stateWith, type ModuleSpecInput, said } from "./helpers";

const LAWYER: ModuleSpecInput[] = [["startUp", 4, 6], ["lawOffice", 4, 4], ["startUp", 20, 6, { owner: 1 }]];

describe("§4.11 S9 income", () => {
  it("C29 Start-Up 5 + functional Cheese Lab 4 + grant 4; the energy-short Sausage Lab earns nothing", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8, { energyShort: true }]] });
    s.eventRolls = [10, 7];
    expect(incomeFor(s, 0)).toBe(13);
    s.eventRolls = [7, 7];
    expect(incomeFor(s, 0)).toBe(9);
  });

  it("each lab earns separately", () => {
    const s = stateWith({ modules: [["startUp", 4, 6], ["cheeseLab", 4, 4], ["sausageLab", 4, 8], ["cheeseLab", 6, 6]] });
    expect(incomeFor(s, 0)).toBe(17);
  });
});

describe("§4.11 S9 lawsuits", () => {
  it("C19 a player with less than $50 cannot be sued; exactly $50 can", () => {
    const s = stateWith({ modules: LAWYER, money: [30, 49], step: "law", turn: 2 });
    expect(said(suitProblem(s, 0, 1))).toMatch(/less than \$50/);
    expect(hasLawDecision(s, 0)).toBe(false);
    s.money[1] = 50;
    expect(said(suitProblem(s, 0, 1))).toBeNull();
    expect(hasLawDecision(s, 0)).toBe(true);
    expect(cheeses.legalActions(s, 0)).toEqual([{ type: "pass" }, { type: "sue", target: 1 }]);
    expect(said(suitProblem(s, 0, 0))).toMatch(/another player/);
  });

  it.each([
    ["a", 30, 3, 60, 90],
    ["b", 30, 5, 30, 120],
    ["c", 30, 6, 5, 145],
    ["d", 10, 6, 0, 130],
  ])("C20 (%s) P1 with $%i rolls %i against P2 with $120", (_case, mine, roll, after, target) => {
    const s = stateWith({ modules: LAWYER, money: [mine, 120] });
    const events: GameEvent[] = [];
    fileSuit(s, 0, 1, scripted([roll]), events);
    expect(s.money).toEqual([after, target]);
    expect(events[0]).toMatchObject({ type: "lawsuit", seat: 0, target: 1, roll });
  });

  it("a suit goes through apply in turn order; an energy-short Law Office cannot sue", () => {
    const s = stateWith({ modules: LAWYER, money: [30, 120], step: "law", turn: 2 });
    const r = must(s, 0, { type: "sue", target: 1 });
    expect(r.events.some((e) => e.type === "lawsuit")).toBe(true);
    const short = stateWith({ modules: [["startUp", 4, 6], ["lawOffice", 4, 4, { energyShort: true }]], money: [30, 120] });
    expect(hasLawDecision(short, 0)).toBe(false);
    expect(cheeses.timeoutAction(s, 0)).toEqual({ type: "pass" });
  });
});

describe("§4.11 S9 lawsuits in turn order", () => {
  afterEach(() => jest.restoreAllMocks());

  it("a suit resolves before the next player decides: a player left with nobody to sue is skipped", () => {
    const s = stateWith({
      players: 3,
      modules: [
        ["startUp", 4, 6], ["lawOffice", 4, 4], ["lawOffice", 4, 8],
        ["startUp", 30, 6, { owner: 1 }], ["lawOffice", 30, 4, { owner: 1 }],
        ["startUp", 18, 12, { owner: 2 }],
      ],
      money: [20, 30, 60], step: "law", turn: 2,
    });
    expect(cheeses.awaiting(s)).toEqual([0]);
    jest.spyOn(Rng.prototype, "die").mockReturnValueOnce(2);
    const r = must(s, 0, { type: "sue", target: 2 });
    // P1 wins $20: P3 drops to $40, so P2 has nobody to sue and is skipped; P1 does not sue again.
    expect(r.events.filter((e) => e.type === "lawsuit")).toEqual([
      { type: "lawsuit", seat: 0, target: 2, roll: 2, payer: 2, amount: 20 },
    ]);
    expect(r.state.money).toEqual([40, 30, 40]);
    expect(r.state.step).not.toBe("law");
  });

  it("one suit per player even with two Law Offices and players still worth suing", () => {
    const s = stateWith({
      players: 3,
      modules: [
        ["startUp", 4, 6], ["lawOffice", 4, 4], ["lawOffice", 4, 8],
        ["startUp", 30, 6, { owner: 1 }], ["lawOffice", 30, 4, { owner: 1 }],
        ["startUp", 18, 12, { owner: 2 }],
      ],
      money: [20, 60, 100], step: "law", turn: 2,
    });
    jest.spyOn(Rng.prototype, "die").mockReturnValueOnce(2);
    const r = must(s, 0, { type: "sue", target: 2 });
    // P1 wins $20 from P3; P2 ($60) and P3 ($80) could still be sued, but P1 has had its suit: P2 decides next.
    expect(r.state.money).toEqual([40, 60, 80]);
    expect(r.state.step).toBe("law");
    expect(cheeses.awaiting(r.state)).toEqual([1]);
  });
});

describe("§4.11 S9 lawsuits: whom a suit may name, and a dismissed suit", () => {
  it("a suit must name another player of the game: itself, -1 or a seat past the last are refused", () => {
    const s = stateWith({ modules: LAWYER, money: [100, 100] });
    expect(said(suitProblem(s, 0, 1))).toBeNull();
    for (const target of [0, -1, 2]) expect(said(suitProblem(s, 0, target))).toBe("Choose another player to sue.");
  });

  it("a 5 dismisses the suit: nobody pays, and the log names no payer", () => {
    const s = stateWith({ modules: LAWYER, money: [100, 100] });
    const events: GameEvent[] = [];
    fileSuit(s, 0, 1, scripted([5]), events);
    expect(s.money).toEqual([100, 100]);
    expect(events).toEqual([{ type: "lawsuit", seat: 0, target: 1, roll: 5, payer: null, amount: 0 }]);
  });
});
