import { zoo } from "../../src/games/zoo";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, setPlanets } from "./helpers";

function scenario(change: (s: ReturnType<typeof newGame>) => void = () => {}) {
  const s = edit(newGame(3, A), (s) => {
    setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02" }]);
    idle(s, A);
    idle(s, B);
    s.players[C].coins = 5;
    s.players[C].supply = 1;
    change(s);
  });
  return chooseAll(s, ["build", "build", "trade"]).state;
}

describe("§3.5 P5 Trade Route", () => {
  it("Z13 C joins Y: pays 2 € to A and 2 € to B", () => {
    const s = scenario();
    const r = act(s, C, { type: "trade", planet: "P01" });
    expect(r.state.players.map((p) => p.coins)).toEqual([2, 2, 1]);
    expect(r.state.planets[0].camps).toEqual([A, B, C]);
    expect(r.state.players[C].supply).toBe(0);
    expect(r.events).toContainEqual({ type: "traded", seat: C, planet: "P01", paid: [{ seat: A, amount: 2 }, { seat: B, amount: 2 }] });
  });

  it("Z13 with Diplomatic Corps C pays 1 € each", () => {
    const s = scenario((s) => { s.players[C].research = ["corps"]; });
    const r = act(s, C, { type: "trade", planet: "P01" });
    expect(r.state.players.map((p) => p.coins)).toEqual([1, 1, 3]);
  });

  it("Z13 with only 3 € and no Corps the route is rejected", () => {
    const s = edit(scenario(), (s) => { s.players[C].coins = 3; });
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("cannot-afford");
  });

  it("with one other camp the fee is 2 €; with three it is 6 €", () => {
    const one = scenario((s) => { s.planets[0].camps = [B]; });
    expect(act(one, C, { type: "trade", planet: "P01" }).state.players[C].coins).toBe(3);
    const four = edit(newGame(4, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A, B, C] }]);
      s.players[D].coins = 6;
      s.players[D].supply = 1;
      for (const seat of [A, B, C]) idle(s, seat);
    });
    const t = chooseAll(four, ["build", "build", "build", "trade"]).state;
    expect(act(t, D, { type: "trade", planet: "P01" }).state.players.map((p) => p.coins)).toEqual([2, 2, 2, 0]);
  });

  it("Z14 rejected: joining a planet with only your own camp, or a planet with no camp", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [C] }, { id: "P02", camps: [B] }, { id: "P03" }]);
      for (const seat of [A, C]) { s.players[seat].coins = 9; s.players[seat].supply = 1; }
      idle(s, B);
    });
    s = chooseAll(s, ["trade", "build", "trade"]).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    expect(reject(s, A, { type: "trade", planet: "P03" })).toBe("illegal");
    s = act(s, A, { type: "pass" }).state;
    expect(zoo.awaiting(s)).toEqual([C]);
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("illegal");
    expect(zoo.legalActions(s, C)).toEqual([{ type: "trade", planet: "P02" }, { type: "pass" }]);
  });

  it("A9: a planet with your own camp is refused even when another player's camp is there too", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A, C] }, { id: "P02", camps: [B] }]);
      s.players[C].coins = 9;
      s.players[C].supply = 1;
      idle(s, A);
      idle(s, B);
    });
    s = chooseAll(s, ["build", "build", "trade"]).state;
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("illegal");
    expect(zoo.legalActions(s, C)).toEqual([{ type: "trade", planet: "P02" }, { type: "pass" }]);
  });

  it("a later participant also pays the player who joined earlier in the same phase", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [B] }]);
      idle(s, B);
      s.players[A].coins = 2; s.players[A].supply = 1;
      s.players[C].coins = 4; s.players[C].supply = 1;
    });
    s = chooseAll(s, ["trade", "build", "trade"]).state;
    s = act(s, A, { type: "trade", planet: "P01" }).state; // A pays B 2 €
    expect(zoo.awaiting(s)).toEqual([C]);
    const r = act(s, C, { type: "trade", planet: "P01" }); // C pays B and A 2 € each
    expect(r.state.players.map((p) => p.coins)).toEqual([2, 4, 0]);
    expect(r.state.planets[0].camps).toEqual([B, A, C]);
  });

  it("a participant without a camp in supply cannot trade and passes automatically", () => {
    const s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [B] }]);
      s.players[A].supply = 0;
      s.players[A].coins = 9;
      idle(s, B);
      idle(s, C);
    });
    const r = chooseAll(s, ["trade", "build", "build"]);
    expect(r.events).toContainEqual({ type: "cannotAct", seat: A, phase: "trade" });
  });

  it("not selected: no effect; the timeout passes", () => {
    const s = scenario();
    expect(zoo.timeoutAction(s, C)).toEqual({ type: "pass" });
    const r = act(s, C, zoo.timeoutAction(s, C));
    expect(r.state.players[C]).toMatchObject({ coins: 5, supply: 1 });
    const quiet = chooseAll(edit(newGame(2), (s) => { idle(s, A); idle(s, B); }), ["build", "build"]);
    expect(quiet.events).toContainEqual({ type: "phase", phase: 5, name: "trade", selected: false, order: [] });
  });
});
