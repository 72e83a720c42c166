import { zoo } from "../../src/games/zoo";
import { turnOrder } from "../../src/games/zoo/rules";
import { A, B, C, D, act, chooseAll, edit, idle, newGame } from "./helpers";

describe("§2 turn order", () => {
  it("starts with the holder, or the first participant clockwise after the holder", () => {
    expect(turnOrder(B, [A, B, C], 3)).toEqual([B, C, A]);
    expect(turnOrder(B, [A, C], 3)).toEqual([C, A]);
    expect(turnOrder(D, [A, B, D], 4)).toEqual([D, A, B]);
    expect(turnOrder(C, [A, B], 4)).toEqual([A, B]);
  });

  it("re-reads the holder at the start of each phase: a token taken in Funding reorders Research", () => {
    const s = edit(newGame(3, A), (s) => {
      s.fundingBox = 0;
      s.players[A].coins = 5;
      s.players[C].coins = 5;
    });
    // Without Funding, Research order would be A, C. B takes the token in Funding.
    const r = chooseAll(s, ["research", "funding", "research"]);
    expect(r.state.holder).toBe(B);
    expect(r.events).toContainEqual({ type: "phase", phase: 2, name: "research", selected: true, order: [C, A] });
    expect(zoo.awaiting(r.state)).toEqual([C]);
  });

  it("keeps the order when the holder does not change", () => {
    const s = edit(newGame(3, A), (s) => { s.players[A].coins = 5; s.players[C].coins = 5; });
    const r = chooseAll(s, ["research", "trade", "research"]);
    expect(zoo.awaiting(r.state)).toEqual([A]);
    const next = act(r.state, A, { type: "pass" });
    expect(zoo.awaiting(next.state)).toEqual([C]);
  });

  it("walks all 8 phases in order and reports each", () => {
    const s = edit(newGame(2), (s) => { idle(s, A); idle(s, B); });
    const { events } = chooseAll(s, ["trade", "build"]);
    expect(events.filter((e) => e.type === "phase").map((e) => e.phase)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(events.filter((e) => e.type === "phase").map((e) => e.selected)).toEqual([false, false, true, false, true, false, false]);
  });
});
