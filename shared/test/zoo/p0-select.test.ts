import { zoo } from "../../src/games/zoo";
import { publicPart } from "../../src/engine/play";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject } from "./helpers";

/** Everyone unable to act, so a whole turn runs by itself once the cards are chosen. */
function idleGame() {
  return edit(newGame(3, A), (s) => { for (const seat of [A, B, C]) idle(s, seat); });
}

describe("§3.0 P0 action selection", () => {
  it("keeps choices secret until the last player has chosen, then reveals all at once", () => {
    let s = newGame(3, A);
    s = act(s, A, { type: "choose", phase: "sell" }).state;
    expect(zoo.awaiting(s)).toEqual([B, C]);
    const other = zoo.view(s, B);
    expect(other.submitted).toEqual([A]);
    expect(JSON.stringify(publicPart(other))).not.toContain("sell");
    expect(other.private?.choice).toBeNull();
    expect(zoo.view(s, A).private?.choice).toBe("sell");
    expect(s.players[A].played).toBeNull();
    s = act(s, B, { type: "choose", phase: "trade" }).state;
    const { state, events } = act(s, C, { type: "choose", phase: "trade" });
    expect(events).toContainEqual({ type: "revealed", choices: ["sell", "trade", "trade"] });
    // Nobody can act in those phases, so the turn ran to its end: the played cards are now locked.
    expect(state.turn).toBe(2);
    expect(state.players.map((p) => p.locked)).toEqual(["sell", "trade", "trade"]);
  });

  it("rejects a second choice by the same player in one turn", () => {
    const s = act(newGame(3), A, { type: "choose", phase: "sell" }).state;
    expect(reject(s, A, { type: "choose", phase: "mining" })).toBe("not-your-turn");
  });

  it("Z25 a card played in turn 3 is locked in turn 4 only", () => {
    let s = idleGame();
    s = chooseAll(s, ["trade", "trade", "trade"]).state; // turn 1
    s = chooseAll(s, ["build", "build", "build"]).state; // turn 2
    s = chooseAll(s, ["sell", "trade", "trade"]).state; // turn 3
    expect(s.turn).toBe(4);
    const turn4 = zoo.legalActions(s, A).map((a) => (a.type === "choose" ? a.phase : ""));
    expect(turn4).toHaveLength(6);
    expect(turn4).not.toContain("sell");
    expect(reject(s, A, { type: "choose", phase: "sell" })).toBe("illegal");
    s = chooseAll(s, ["mining", "build", "build"]).state; // turn 4
    expect(s.turn).toBe(5);
    const turn5 = zoo.legalActions(s, A).map((a) => (a.type === "choose" ? a.phase : ""));
    expect(turn5).toHaveLength(6);
    expect(turn5).toContain("sell");
    expect(turn5).not.toContain("mining");
  });

  it("a blocking play stops the not-selected effect even when the chooser cannot act", () => {
    const s = idleGame();
    // A has no camp on a planet, so cannot sell, but Sell is still selected: the markets do not rise.
    const { state, events } = chooseAll(s, ["sell", "trade", "trade"]);
    expect(events).toContainEqual({ type: "phase", phase: 6, name: "sell", selected: true, order: [A] });
    expect(events).toContainEqual({ type: "cannotAct", seat: A, phase: "sell" });
    expect(events.some((e) => e.type === "marketsRose")).toBe(false);
    expect(state.markets).toEqual(s.markets);
  });

  it("times out to Mining, or to Funding when Mining is locked", () => {
    let s = idleGame();
    expect(zoo.timeoutAction(s, B)).toEqual({ type: "choose", phase: "mining" });
    s = chooseAll(s, ["mining", "trade", "trade"]).state;
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "choose", phase: "funding" });
    expect(zoo.timeoutAction(s, B)).toEqual({ type: "choose", phase: "mining" });
    const r = act(s, A, zoo.timeoutAction(s, A));
    expect(r.state.stage.kind === "select" && r.state.stage.choices[A]).toBe("funding");
  });
});
