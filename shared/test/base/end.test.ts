import { base } from "../../src/games/base";
import { makeState, play, reject } from "./helpers";

describe("end of game", () => {
  it("B28 P2 draws the last card: the flag is set, P2 builds, the round ends and the game is over", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], []], phase: "control", turn: 1, deck: ["solar"], credits: [60, 55],
    });
    const r = play(s, 1, { type: "pass" });
    expect(r.state.finalRound).toBe(true);
    expect(r.events.map((e) => e.type)).toEqual(["draw", "finalRound"]);
    expect(r.state.phase).toBe("build");
    expect(base.result(r.state)).toBeNull();
    const built = play(r.state, 1, { type: "build", card: "solar", at: { x: 10, y: 9 } });
    expect(built.state.phase).toBe("over");
    expect(built.events.at(-1)).toEqual({ type: "gameOver", winners: [0], scores: [60, 55] });
    expect(base.result(built.state)).toEqual({ winners: [0], scores: [60, 55] });
    expect(base.awaiting(built.state)).toEqual([]);
    expect(reject(built.state, 1, { type: "pass" }).code).toBe("game_over");
    expect(base.legalActions(built.state, 0)).toEqual([]);
  });

  it("base-D18 when the first player draws the last card, the later players still play (without drawing)", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], []], phase: "control", turn: 0, deck: ["metal"],
    });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.finalRound).toBe(true);
    const p2 = play(r.state, 0, { type: "pass" });
    expect(p2.state.phase).toBe("over");
    const types = p2.events.map((e) => e.type);
    expect(types).toEqual(["turn", "meteor", "production", "gameOver"]);
    expect(p2.events[0].seat).toBe(1);
  });

  it("base-D19 tied players share the victory", () => {
    const s = makeState({
      sites: [["outpost", 1, 1, 0, 5], ["outpost", 10, 10, 1, 5], ["outpost", 10, 1, 2, 5]],
      players: 3, hands: [[], [], []], phase: "control", turn: 2, deck: [], finalRound: true, credits: [70, 40, 70],
    });
    const r = play(s, 2, { type: "pass" });
    expect(base.result(r.state)).toEqual({ winners: [0, 2], scores: [70, 40, 70] });
    expect(base.view(r.state, null).winners).toEqual([0, 2]);
    expect(base.describeEvent(r.events.at(-1)!, ["Ana", "Bo", "Cy"])).toBe("Game over. Ana and Cy win with 70 credits.");
  });

  it("the round ends with the player before the first player in turn order", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["outpost", 10, 1, 2]], players: 3, order: [1, 2, 0],
      hands: [[], [], []], phase: "build", turn: 2, deck: ["metal", "metal", "metal", "metal"], finalRound: false,
    });
    const r = play(s, 0, { type: "pass" });
    expect(r.state.round).toBe(2);
    expect(r.events[0]).toEqual({ type: "turn", seat: 1, round: 2 });
  });

  it("a whole bot game ends with the deck empty", () => {
    let s = base.setup({ players: 3, seed: "bots", options: { firstPlayer: 0 } });
    let n = 0;
    const rng = (() => { let x = 7; return () => ((x = (x * 48271) % 2147483647) / 2147483647); })();
    while (!base.result(s)) {
      const seat = base.awaiting(s)[0];
      s = play(s, seat, base.bot.choose(base.view(s, seat), seat, rng)).state;
      if (++n > 5000) throw new Error("bot game did not end");
    }
    expect(s.deck).toHaveLength(0);
    expect(Math.max(...s.credits)).toBeGreaterThan(50);
  });
});
