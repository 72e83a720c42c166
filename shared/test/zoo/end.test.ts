import { zoo } from "../../src/games/zoo";
import { RULES } from "../../src/games/zoo/data";
import { winners } from "../../src/games/zoo/rules";
import { A, B, C, chooseAll, edit, idle, newGame, reject, setPlanets, act, scene } from "./helpers";

/** Every player idle; the given changes applied; one whole turn played with idle cards. */
function endOfTurn(change: (s: ReturnType<typeof newGame>) => void, turn = 1) {
  const s = edit(newGame(3, A), (s) => {
    for (const seat of [A, B, C]) idle(s, seat);
    s.turn = turn;
    change(s);
  });
  return chooseAll(s, ["trade", "trade", "trade"]);
}

describe("§3.9 end of turn: scoring and victory", () => {
  it("Z23 VP = camps on planets + blue dots + floor(€/3); supply camps score nothing", () => {
    const { state, events } = endOfTurn((s) => {
      setPlanets(s, ["P01", "P02", "P03", "P04"].map((id) => ({ id, camps: [A] })));
      s.players[A].supply = 1;
      s.players[A].research = ["xeno", "cage", "marketing"];
      s.players[A].coins = 8;
    });
    const scored = events.find((e) => e.type === "scored")!;
    expect((scored.vp as number[])[A]).toBe(8);
    expect(state.stage.kind).not.toBe("over");
    expect(state.turn).toBe(2);
  });

  it("reaching 10 VP ends the game; the highest VP wins", () => {
    const { state, events } = endOfTurn((s) => { s.players[B].coins = 30; s.players[C].coins = 33; });
    expect(zoo.result(state)).toEqual({ winners: [C], scores: [0, 10, 11] });
    expect(zoo.awaiting(state)).toEqual([]);
    expect(events).toContainEqual({ type: "gameOver", winners: [C], scores: [0, 10, 11], capped: false });
    expect(reject(state, A, { type: "choose", phase: "mining" })).toBe("game_over");
  });

  it("exactly 10 VP from camps, blue dots and coins ends the game", () => {
    const { state } = endOfTurn((s) => {
      setPlanets(s, ["P01", "P02", "P03"].map((id) => ({ id, camps: [B] })));
      s.players[B].research = ["xeno", "xeno", "cartography", "marketing", "cage"];
      s.players[B].coins = 9;
      s.players[C].coins = 27;
    });
    // B: 3 camps + 4 blue dots (the Cage has none) + floor(9/3) = 10; C: 9.
    expect(zoo.result(state)).toEqual({ winners: [B], scores: [0, 10, 9] });
  });

  it("9 VP does not end the game before turn 30", () => {
    const { state } = endOfTurn((s) => { s.players[B].coins = 29; });
    expect(zoo.result(state)).toBeNull();
  });

  it("ties at 10+ VP go to most ore, then most €, then are shared", () => {
    const ore = endOfTurn((s) => { s.players[A].coins = 30; s.players[B].coins = 31; s.players[B].ore = 1; s.players[A].ore = 2; });
    expect(zoo.result(ore.state)?.winners).toEqual([A]);
    const coins = endOfTurn((s) => { s.players[A].coins = 30; s.players[B].coins = 32; });
    expect(zoo.result(coins.state)?.winners).toEqual([B]);
    const shared = endOfTurn((s) => { s.players[A].coins = 30; s.players[C].coins = 30; });
    expect(zoo.result(shared.state)?.winners).toEqual([A, C]);
  });

  it("Z30 turn 30 ends with A 9, B 9, C 7 VP; A has more ore than B: A wins", () => {
    const { state } = endOfTurn((s) => {
      s.players[A].coins = 27; s.players[A].ore = 3;
      s.players[B].coins = 27; s.players[B].ore = 1;
      s.players[C].coins = 21;
    }, RULES.lastTurn);
    expect(zoo.result(state)).toEqual({ winners: [A], scores: [9, 9, 7] });
  });

  it("the game ends after turn 30 even with low scores", () => {
    const { state, events } = endOfTurn(() => {}, 30);
    expect(zoo.result(state)?.winners).toEqual([A, B, C]);
    expect(events.some((e) => e.type === "gameOver" && e.capped === true)).toBe(true);
    const before = endOfTurn(() => {}, 29);
    expect(zoo.result(before.state)).toBeNull();
    expect(before.state.turn).toBe(30);
  });

  it("the winner ranking function", () => {
    expect(winners([5, 7, 7], [{ ore: 1, coins: 0 }, { ore: 2, coins: 0 }, { ore: 2, coins: 1 }])).toEqual([2]);
    expect(winners([3, 3], [{ ore: 0, coins: 0 }, { ore: 0, coins: 0 }])).toEqual([0, 1]);
  });

  it("hand refresh: the card played this turn becomes locked, last turn's comes back", () => {
    const { state } = endOfTurn(() => {});
    expect(state.players.map((p) => p.locked)).toEqual(["trade", "trade", "trade"]);
    expect(state.players.every((p) => p.played === null)).toBe(true);
    expect(zoo.view(state, A).private?.hand).toHaveLength(6);
  });
});

describe("§3.9 scoring and victory", () => {
  it("X-3.9-1 A 11 € (3 money points) + 2 camps on planets + 1 in supply + 2 in bank-only: VP 5", () => {
    const { events } = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 11; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02", camps: [A, B] }]);
    });
    expect(events.find((e) => e.type === "scored")!.vp).toEqual([5, 1, 0]);
  });

  it("X-3.9-2 A 11 VP and B 10 VP: A wins (highest VP, not only 'reached 10')", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.players[A].coins = 33; s.players[B].coins = 30; });
    expect(zoo.result(state)).toEqual({ winners: [A], scores: [11, 10, 0] });
  });

  it("X-3.9-3 A and C at 10 VP with equal ore: the one with more € wins; with equal €, both win", () => {
    const money = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 30; // 10 VP
      s.players[C].coins = 27; s.players[C].research = ["xeno"]; // 9 + 1 = 10 VP
      s.players[A].ore = 2; s.players[C].ore = 2;
    }).state;
    expect(zoo.result(money)).toEqual({ winners: [A], scores: [10, 0, 10] });
    const shared = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 30; s.players[C].coins = 30; s.players[A].ore = 1; s.players[C].ore = 1;
    }).state;
    expect(zoo.result(shared)!.winners).toEqual([A, C]);
  });

  it("X-3.9-4 a 10 VP player with less ore loses to another 10 VP player with more ore, regardless of €", () => {
    const s = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 32; s.players[A].ore = 0;
      s.players[B].coins = 30; s.players[B].ore = 4;
    }).state;
    expect(zoo.result(s)).toEqual({ winners: [B], scores: [10, 10, 0] });
  });

  it("X-3.9-5 VP is computed after Mining: A at 9 VP earns 3 € by selling in P6 → 10 VP at the end of the same turn", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].coins = 27;
      s.markets = { grass: 3, meat: 3, funky: 1 };
      setPlanets(s, [{ id: "P10", camps: [B] }, { id: "P01", camps: [] }]);
      s.players[A].research = [];
    }).state;
    // A has no camp: nothing to sell, so 27 € → 9 VP; B's camp: 1. Not over.
    expect(s.stage.kind).toBe("select");
    const t = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].coins = 26;
      s.markets = { grass: 3, meat: 3, funky: 1 };
      setPlanets(s, [{ id: "P01", camps: [A] }]);
    }).state;
    const r = act(t, A, { type: "sell", planet: "P01" }).state; // 26 + 3 = 29 € → 9 + 1 camp = 10 VP
    expect(zoo.result(r)).toEqual({ winners: [A], scores: [10, 0, 0] });
  });
});
