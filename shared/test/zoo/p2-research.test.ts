import { zoo } from "../../src/games/zoo";
import type { CardKind } from "../../src/games/zoo/data";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject, scene } from "./helpers";

const TRACK: CardKind[] = ["cage", "xeno", "smelter", "shield", "marketing"];
const PILE: CardKind[] = ["grant", "drill", "corps", "cage"];

describe("§3.2 P2 Research", () => {
  it("Z7 not selected: position 1 is discarded, the rest slides down, the pile refills", () => {
    const s = newGame(3, A, { blueCards: TRACK, pile: PILE });
    const r = chooseAll(s, ["trade", "trade", "trade"]);
    expect(r.state.track).toEqual(["xeno", "smelter", "shield", "marketing", "grant"]);
    expect(r.state.pile[0]).toBe("drill");
    expect(r.state.discarded).toEqual(["cage"]);
  });

  it("not selected with gaps: the lowest card goes to position 1, keeping order; an empty pile leaves gaps", () => {
    const s = edit(newGame(3, A), (s) => {
      s.track = [null, "smelter", null, "marketing", "grant"];
      s.pile = ["drill"];
    });
    const r = chooseAll(s, ["trade", "trade", "trade"]);
    expect(r.state.track).toEqual(["smelter", "marketing", "grant", "drill", null]);
    expect(r.state.discarded).toEqual([]);
    expect(r.state.pile).toEqual([]);
  });

  it("Z9 buying: a purchase you cannot pay is rejected, gaps stay until the next not-selected Research", () => {
    let s = edit(newGame(3, A, { blueCards: ["xeno", "smelter", "shield", "marketing", "grant"], pile: ["drill", "corps", "cage"] }), (s) => {
      s.players[A].coins = 3;
      s.players[B].coins = 1;
      idle(s, C);
    });
    s = chooseAll(s, ["research", "research", "trade"]).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    s = act(s, A, { type: "buy", position: 3 }).state;
    expect(s.players[A].coins).toBe(0);
    expect(s.players[A].research).toEqual(["shield"]);
    expect(reject(s, B, { type: "buy", position: 2 })).toBe("cannot_afford");
    expect(zoo.legalActions(s, B)).toEqual([{ type: "buy", position: 1 }, { type: "pass" }]);
    s = act(s, B, { type: "buy", position: 1 }).state;
    expect(s.players[B].coins).toBe(0);
    expect(zoo.view(s, null).players[B].vp).toBe(1);
    expect(s.track).toEqual([null, "smelter", null, "marketing", "grant"]);
    // The turn ended; next turn nobody researches: slide and refill.
    s = chooseAll(s, ["trade", "trade", "build"]).state;
    expect(s.track).toEqual(["smelter", "marketing", "grant", "drill", "corps"]);
  });

  it("rejects buying from an empty position and lets a participant pass", () => {
    let s = edit(newGame(3, A), (s) => {
      s.track = [null, "smelter", null, "marketing", "grant"];
      s.players[A].coins = 9;
    });
    s = chooseAll(s, ["research", "trade", "trade"]).state;
    expect(reject(s, A, { type: "buy", position: 1 })).toBe("illegal");
    expect(reject(s, A, { type: "buy", position: 6 })).toBe("bad_action");
    const r = act(s, A, { type: "pass" });
    expect(r.state.players[A].coins).toBe(9);
    expect(r.state.track).toEqual([null, "smelter", null, "marketing", "grant"]);
  });

  it("a participant who cannot afford any card passes automatically", () => {
    const s = edit(newGame(3, A), (s) => {
      s.track = [null, null, null, "marketing", "grant"];
      s.players[A].coins = 3;
    });
    const r = chooseAll(s, ["research", "trade", "trade"]);
    expect(r.events).toContainEqual({ type: "cannotAct", seat: A, phase: "research" });
    expect(r.state.turn).toBe(2);
    // Research was still selected (a blocking play): the track did not shift.
    expect(r.state.track).toEqual([null, null, null, "marketing", "grant"]);
    expect(r.events.some((e) => e.type === "researchShifted")).toBe(false);
  });

  it("not selected: a track edited to fewer positions is still refilled to all 5", () => {
    const s = edit(newGame(3, A), (s) => {
      s.track = ["cage", "xeno"];
      s.pile = ["grant", "drill", "corps", "shield"];
    });
    const r = chooseAll(s, ["trade", "trade", "trade"]);
    expect(r.state.track).toEqual(["xeno", "grant", "drill", "corps", "shield"]);
    expect(r.state.pile).toEqual([]);
  });

  it("the blueCards option with fewer than 5 cards leaves the last positions empty", () => {
    const s = newGame(3, A, { blueCards: ["xeno", "cage"], pile: ["grant"] });
    expect(s.track).toEqual(["xeno", "cage", null, null, null]);
  });

  it("one pass only: a participant who bought is not asked again", () => {
    let s = edit(newGame(2, A), (s) => {
      s.track = ["xeno", "xeno", null, null, null];
      s.players[A].coins = 9;
      s.players[B].coins = 0;
    });
    s = chooseAll(s, ["research", "trade"]).state;
    const r = act(s, A, { type: "buy", position: 1 });
    expect(r.state.players[A].research).toEqual(["xeno"]);
    expect(r.state.players[A].coins).toBe(8);
    expect(r.state.phase).toBe(0);
    expect(r.state.track).toEqual([null, "xeno", null, null, null]);
  });

  it("a bought card works from then on (a Cage lets its owner sell aggressive animals next turn)", () => {
    let s = edit(newGame(2, A), (s) => {
      s.track = ["cage", null, null, null, null];
      s.planets[0] = { id: "P07", tokens: 3, camps: [B] };
      s.players[B].coins = 5;
    });
    s = chooseAll(s, ["trade", "research"]).state;
    s = act(s, B, { type: "buy", position: 1 }).state;
    expect(s.players[B].research).toEqual(["cage"]);
    s = chooseAll(s, ["mining", "sell"]).state;
    expect(zoo.legalActions(s, B)).toContainEqual({ type: "sell", planet: "P07" });
  });

  it("duplicates may be bought; their blue dots count", () => {
    let s = edit(newGame(2, A), (s) => {
      s.track = ["xeno", null, null, null, null];
      s.players[A].research = ["xeno"];
      s.players[A].coins = 1;
    });
    s = chooseAll(s, ["research", "trade"]).state;
    s = act(s, A, { type: "buy", position: 1 }).state;
    expect(zoo.view(s, null).players[A].vp).toBe(2);
  });

  it("times out to a pass", () => {
    let s = edit(newGame(2, A), (s) => { s.players[A].coins = 5; });
    s = chooseAll(s, ["research", "trade"]).state;
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "pass" });
    expect(act(s, A, zoo.timeoutAction(s, A)).state.players[A].research).toEqual([]);
  });
});

describe("§3.2 Research", () => {
  it("X-3.2-1 not selected with position 1 empty: nothing is discarded; [–, Xeno, –, Cage, –] + pile [Drill] → [Xeno, Cage, Drill, –, –]", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => {
      s.track = [null, "xeno", null, "cage", null];
      s.pile = ["drill"];
    });
    expect(state.track).toEqual(["xeno", "cage", "drill", null, null]);
    expect(state.discarded).toEqual([]);
    expect(state.pile).toEqual([]);
  });

  it("X-3.2-2 A buys position 1 (1 €); B with 1 € can then afford nothing and passes automatically", () => {
    let s = scene(["research", "research", "trade"], (s) => {
      s.track = ["xeno", "cage", "shield", "smelter", "marketing"];
      s.players[A].coins = 1;
      s.players[B].coins = 1;
    }).state;
    const r = act(s, A, { type: "buy", position: 1 });
    s = r.state;
    expect(r.events).toContainEqual({ type: "cannotAct", seat: B, phase: "research" });
    expect(s.players.map((p) => p.coins)).toEqual([0, 1, 0]);
    expect(s.players[B].research).toEqual([]);
    expect(s.phase).toBe(0); // turn over
    expect(s.track).toEqual([null, "cage", "shield", "smelter", "marketing"]);
  });

  it("X-3.2-3 gaps left by purchases close at the next not-selected Research: [–, Cage, Shield, Smelter, Marketing] → nothing discarded, [Cage, Shield, Smelter, Marketing, Grant]", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.track = ["xeno", "cage", "shield", "smelter", "marketing"];
      s.pile = ["grant", "drill", "corps", "cage"];
      s.players[A].coins = 1;
    }).state;
    s = act(s, A, { type: "buy", position: 1 }).state;
    expect(s.track).toEqual([null, "cage", "shield", "smelter", "marketing"]);
    const next = chooseAll(s, ["build", "build", "build"]).state;
    expect(next.track).toEqual(["cage", "shield", "smelter", "marketing", "grant"]);
    expect(next.discarded).toEqual([]);
    expect(next.pile).toEqual(["drill", "corps", "cage"]);
  });

  it("X-3.2-4 a buyer is charged the position, not the card: Xeno at position 4 costs 4 €", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.track = [null, null, null, "xeno", null];
      s.players[A].coins = 6;
    }).state;
    s = act(s, A, { type: "buy", position: 4 }).state;
    expect(s.players[A].coins).toBe(2);
    expect(s.players[A].research).toEqual(["xeno"]);
  });
});
