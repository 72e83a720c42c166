import { zoo } from "../../src/games/zoo";
import { publicPart } from "../../src/engine/play";
import { A, B, C, act, chooseAll, edit, newGame, reject, scene, setPlanets } from "./helpers";

function withA(change: (s: ReturnType<typeof newGame>) => void) {
  return edit(newGame(3, A), change);
}

describe("§3.3 P3 Build Camp", () => {
  it("Z10 A with 7 ore builds exactly one camp for 3 ore", () => {
    let s = withA((s) => { s.players[A].ore = 7; });
    s = chooseAll(s, ["build", "trade", "trade"]).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    const r = act(s, A, { type: "build", build: true });
    expect(r.state.players[A]).toMatchObject({ ore: 4, supply: 2, bank: 8 });
    expect(r.events).toContainEqual({ type: "built", seat: A, cost: 3 });
  });

  it("Z10 with an Ore Smelter a camp costs 2 ore", () => {
    let s = withA((s) => { s.players[A].ore = 7; s.players[A].research = ["smelter"]; });
    s = chooseAll(s, ["build", "trade", "trade"]).state;
    expect(act(s, A, { type: "build", build: true }).state.players[A]).toMatchObject({ ore: 5, supply: 2 });
  });

  it("Z10 with 2 ore and no Smelter, or with no camp left in the bank, no camp", () => {
    const poor = chooseAll(withA((s) => { s.players[A].ore = 2; }), ["build", "trade", "trade"]);
    expect(poor.events).toContainEqual({ type: "cannotAct", seat: A, phase: "build" });
    expect(poor.state.players[A]).toMatchObject({ ore: 2, supply: 1 });
    const out = chooseAll(withA((s) => { s.players[A].ore = 9; s.players[A].bank = 0; s.players[A].supply = 10; }), ["build", "trade", "trade"]);
    expect(out.state.players[A]).toMatchObject({ ore: 9, supply: 10, bank: 0 });
  });

  it("Z10 all 10 camps out of the bank counts camps on planets too, whichever count the state shows", () => {
    // Hand-edited: 9 camps on planets and 1 in supply, the bank count left untouched.
    const onPlanets = withA((s) => {
      s.players[A].ore = 9;
      s.planets = ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08", "P09"].map((id) => ({ id, tokens: 3, camps: [A] }));
    });
    const r = chooseAll(onPlanets, ["build", "trade", "trade"]);
    expect(r.events).toContainEqual({ type: "cannotAct", seat: A, phase: "build" });
    expect(r.state.players[A]).toMatchObject({ ore: 9, supply: 1 });
    // Hand-edited: only the bank count set to 0.
    const emptyBank = chooseAll(withA((s) => { s.players[A].ore = 9; s.players[A].bank = 0; }), ["build", "trade", "trade"]);
    expect(emptyBank.state.players[A]).toMatchObject({ ore: 9, supply: 1, bank: 0 });
  });

  it("two Ore Smelters do not stack: a camp still costs 2 ore", () => {
    let s = withA((s) => { s.players[A].ore = 7; s.players[A].research = ["smelter", "smelter"]; });
    s = chooseAll(s, ["build", "trade", "trade"]).state;
    expect(act(s, A, { type: "build", build: true }).state.players[A]).toMatchObject({ ore: 5, supply: 2 });
  });

  it("a pass is the same as deciding not to build", () => {
    let s = withA((s) => { s.players[A].ore = 7; });
    s = chooseAll(s, ["build", "trade", "trade"]).state;
    const r = act(s, A, { type: "pass" });
    expect(r.state.players[A]).toMatchObject({ ore: 7, supply: 1, bank: 9 });
    expect(r.state.phase).toBe(0);
  });

  it("a participant may decline to build", () => {
    let s = withA((s) => { s.players[A].ore = 7; });
    s = chooseAll(s, ["build", "trade", "trade"]).state;
    expect(zoo.legalActions(s, A)).toEqual([{ type: "build", build: true }, { type: "build", build: false }]);
    expect(act(s, A, { type: "build", build: false }).state.players[A]).toMatchObject({ ore: 7, supply: 1 });
  });

  it("is simultaneous: decisions stay secret until every participant decided", () => {
    let s = withA((s) => { s.players[A].ore = 5; s.players[B].ore = 5; });
    s = chooseAll(s, ["build", "build", "trade"]).state;
    expect(zoo.awaiting(s)).toEqual([A, B]);
    s = act(s, B, { type: "build", build: true }).state;
    expect(s.players[B].supply).toBe(1);
    expect(zoo.view(s, A).submitted).toEqual([B]);
    expect(zoo.view(s, A).private?.build).toBeNull();
    expect(zoo.view(s, B).private?.build).toBe(true);
    expect(publicPart(zoo.view(s, A))).toEqual(publicPart(zoo.view(s, B)));
    expect(reject(s, B, { type: "build", build: false })).toBe("not_your_turn");
    const r = act(s, A, { type: "build", build: false });
    expect(r.state.players[B]).toMatchObject({ ore: 2, supply: 2 });
    expect(r.state.players[A]).toMatchObject({ ore: 5, supply: 1 });
  });

  it("rejects building without enough ore when asked directly", () => {
    let s = withA((s) => { s.players[A].ore = 5; s.players[B].ore = 3; });
    s = chooseAll(s, ["build", "build", "trade"]).state;
    s = edit(s, (s) => { s.players[B].ore = 1; }); // B cannot pay any more
    expect(reject(s, B, { type: "build", build: true })).toBe("cannot_afford");
  });

  it("not selected: nothing happens", () => {
    const s = withA(() => {});
    const r = chooseAll(s, ["trade", "trade", "trade"]);
    expect(r.events).toContainEqual({ type: "phase", phase: 3, name: "build", selected: false, order: [] });
    expect(r.state.players.map((p) => [p.ore, p.supply])).toEqual(s.players.map((p) => [p.ore, p.supply]));
  });

  it("times out to building if able", () => {
    let s = withA((s) => { s.players[A].ore = 3; s.players[C].ore = 3; });
    s = chooseAll(s, ["build", "trade", "build"]).state;
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "build", build: true });
    s = act(s, A, zoo.timeoutAction(s, A)).state;
    s = act(s, C, zoo.timeoutAction(s, C)).state;
    expect([s.players[A].supply, s.players[C].supply]).toEqual([2, 2]);
  });
});

describe("§3.3 Build Camp", () => {
  it("X-3.3-1 with a Smelter and exactly 2 ore A builds → 0 ore; B without Smelter and 2 ore cannot", () => {
    let s = scene(["build", "build", "trade"], (s) => {
      s.players[A].ore = 2; s.players[A].research = ["smelter"];
      s.players[B].ore = 2;
    }).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    s = act(s, A, { type: "build", build: true }).state;
    expect([s.players[A].ore, s.players[A].supply, s.players[A].bank]).toEqual([0, 1, 8]);
    expect([s.players[B].ore, s.players[B].supply]).toEqual([2, 0]);
  });

  it("X-3.3-2 the 10th camp: 9 out (bank 1), 3 ore → builds, bank 0; next Build Camp: no camp", () => {
    let s = scene(["build", "trade", "trade"], (s) => {
      setPlanets(s, ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08"].map((id) => ({ id, camps: [A] })));
      s.players[A].supply = 1; s.players[A].bank = 1; s.players[A].ore = 6;
    }).state;
    s = act(s, A, { type: "build", build: true }).state;
    expect([s.players[A].ore, s.players[A].supply, s.players[A].bank]).toEqual([3, 2, 0]);
    // A's Build card is locked in turn 2; unlock it by edit to ask again at once.
    s = edit(s, (s) => { s.players[A].locked = null; });
    const t = chooseAll(s, ["build", "sell", "sell"]);
    expect(t.events).toContainEqual({ type: "cannotAct", seat: A, phase: "build" });
    expect(t.state.players[A].ore).toBe(3);
  });

  it("X-3.3-3 two participants build at once: A 3 ore → 0, C 5 ore → 2; both +1 supply", () => {
    let s = scene(["build", "trade", "build"], (s) => { s.players[A].ore = 3; s.players[C].ore = 5; }).state;
    expect(zoo.awaiting(s)).toEqual([A, C]);
    s = act(s, C, { type: "build", build: true }).state;
    expect(s.players[C].ore).toBe(5); // nothing is built until everyone decided
    s = act(s, A, { type: "build", build: true }).state;
    expect(s.players.map((p) => [p.ore, p.supply])).toEqual([[0, 1], [0, 0], [2, 1]]);
  });
});
