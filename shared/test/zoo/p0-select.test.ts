import { zoo } from "../../src/games/zoo";
import { publicPart } from "../../src/engine/play";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject, scene, timeout } from "./helpers";

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
    expect(reject(s, A, { type: "choose", phase: "mining" })).toBe("not_your_turn");
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

describe("§3.0 action selection", () => {
  it("X-3.0-1 turn 2, A locked on Mining: choosing Mining is rejected, the 6 others are legal; timeout → Funding", () => {
    const s = edit(newGame(3, A), (s) => { s.turn = 2; s.players[A].locked = "mining"; });
    expect(reject(s, A, { type: "choose", phase: "mining" })).toBe("illegal");
    expect(zoo.legalActions(s, A).map((a) => (a as { phase: string }).phase)).toEqual(
      ["funding", "research", "build", "expand", "trade", "sell"]);
    const t = timeout(s, A).state;
    expect(t.stage.kind === "select" && t.stage.choices[A]).toBe("funding");
  });

  it("X-3.0-2 choices are revealed at once: before C chooses nobody's card is public; after, all three", () => {
    let s = edit(newGame(3, A), (s) => { [A, B, C].forEach((i) => idle(s, i)); });
    s = act(s, A, { type: "choose", phase: "sell" }).state;
    s = act(s, B, { type: "choose", phase: "expand" }).state;
    expect(zoo.view(s, C).players.map((p) => p.played)).toEqual([null, null, null]);
    const r = act(s, C, { type: "choose", phase: "sell" });
    expect(r.events.find((e) => e.type === "revealed")!.choices).toEqual(["sell", "expand", "sell"]);
  });

  it("X-3.0-3 blocking Sell with no camps: markets stay G2 M3 F1 (not G4 M5 F3)", () => {
    const { state } = scene(["sell", "trade", "trade"], () => {});
    expect(state.markets).toEqual({ grass: 2, meat: 3, funky: 1 });
  });
});

describe("§3.8 hand refresh", () => {
  it("X-3.8-1 A plays Sell in turn 1, Build in turn 2: turn 2 hand lacks Sell; turn 3 hand has Sell, lacks Build", () => {
    let s = scene(["sell", "trade", "trade"], () => {}).state;
    expect(zoo.view(s, A).private!.hand).toEqual(["funding", "research", "build", "expand", "trade", "mining"]);
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(s.turn).toBe(3);
    expect(zoo.view(s, A).private!.hand).toEqual(["funding", "research", "expand", "trade", "sell", "mining"]);
    expect(reject(s, A, { type: "choose", phase: "build" })).toBe("illegal");
  });

  it("X-3.8-2 in turn 1 the hand has 7 cards; every later turn 6", () => {
    let s = scene(["mining", "mining", "mining"], () => {}).state;
    for (let turn = 2; turn <= 4; turn++) {
      expect(s.turn).toBe(turn);
      for (const seat of [A, B, C]) expect(zoo.legalActions(s, seat)).toHaveLength(6);
      s = chooseAll(s, turn % 2 === 0 ? ["trade", "trade", "trade"] : ["mining", "mining", "mining"]).state;
    }
  });
});
