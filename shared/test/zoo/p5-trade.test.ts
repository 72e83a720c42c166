import { zoo } from "../../src/games/zoo";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, setPlanets, scene } from "./helpers";

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
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("cannot_afford");
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

describe("§3.5 Trade Route", () => {
  it("X-3.5-1 C with exactly 4 € joins a planet with camps of A and B → C 0 €, A 2 €, B 2 € (A, B not participants)", () => {
    const s = scene(["build", "build", "trade"], (s) => {
      s.players[C].coins = 4; s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A, B] }]);
    }).state;
    const r = act(s, C, { type: "trade", planet: "P01" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([2, 2, 0]);
    expect(r.planets[0].camps).toEqual([A, B, C]);
    expect(r.players[C].supply).toBe(0);
  });

  it("X-3.5-2 4 players, D with Diplomatic Corps and exactly 3 € joins a planet with A, B, C → D 0 €, each +1", () => {
    const s = scene(["build", "build", "build", "trade"], (s) => {
      s.players[D].coins = 3; s.players[D].supply = 1; s.players[D].research = ["corps"];
      setPlanets(s, [{ id: "P13", camps: [A, B, C] }]);
    }).state;
    const r = act(s, D, { type: "trade", planet: "P13" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([1, 1, 1, 0]);
  });

  it("X-3.5-3 one camp per phase: C with 2 camps and 10 € joins one planet, then the phase passes on to A", () => {
    let s = scene(["trade", "build", "trade"], (s) => {
      s.players[C].coins = 10; s.players[C].supply = 2;
      s.players[A].coins = 10; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [B] }, { id: "P02", camps: [B] }]);
    }, C).state;
    expect(zoo.awaiting(s)).toEqual([C]);
    s = act(s, C, { type: "trade", planet: "P01" }).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    // A joins P01 too: it now pays B and C.
    s = act(s, A, { type: "trade", planet: "P01" }).state;
    expect(s.players.map((p) => p.coins)).toEqual([6, 4, 10]);
    expect(s.players[C].supply).toBe(1);
  });

  it("X-3.5-4 C with 3 € cannot join B+A's planet (4 €) but can join a planet with B only (2 €) → C 1 €", () => {
    const s = scene(["build", "build", "trade"], (s) => {
      s.players[C].coins = 3; s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02", camps: [B] }]);
    }).state;
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("cannot_afford");
    expect(zoo.legalActions(s, C)).toEqual([{ type: "trade", planet: "P02" }, { type: "pass" }]);
    const r = act(s, C, { type: "trade", planet: "P02" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([0, 2, 1]);
  });
});
