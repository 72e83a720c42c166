import { zoo } from "../../src/games/zoo";
import { RULES } from "../../src/games/zoo/data";
import { winners } from "../../src/games/zoo/rules";
import { A, B, C, chooseAll, edit, idle, newGame, reject, setPlanets } from "./helpers";

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
    expect(reject(state, A, { type: "choose", phase: "mining" })).toBe("game-over");
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
