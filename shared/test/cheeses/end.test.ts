import { cheeses } from "../../src/games/cheeses";
import { spoilageStep } from "../../src/games/cheeses/flow";
import { TURNS } from "../../src/games/cheeses/data";
import { stateWith } from "./helpers";

describe("§4.12 S11 spoilage and end of game", () => {
  it("C13 everything spoils except Leather and Manure", () => {
    const s = stateWith({ inventory: [{ milk: 10, leather: 6, manure: 3 }] });
    s.eventRolls = [7, 7];
    spoilageStep(s, []);
    expect(s.inventory[0]).toMatchObject({ milk: 0, leather: 6, manure: 3 });
  });

  it("event 12 keeps every product of the player who rolled it", () => {
    const s = stateWith({ inventory: [{ milk: 10, cheese: 2 }, { milk: 4 }] });
    s.eventRolls = [12, 8];
    spoilageStep(s, []);
    expect(s.inventory[0]).toMatchObject({ milk: 10, cheese: 2 });
    expect(s.inventory[1].milk).toBe(0);
  });

  it("C30 tied richest players share the victory", () => {
    const s = stateWith({ players: 3 });
    s.step = "over";
    s.money = [412, 412, 300];
    expect(cheeses.result(s)).toEqual({ winners: [0, 1], scores: [412, 412, 300] });
    s.money = [100, 412, 300];
    expect(cheeses.result(s)).toEqual({ winners: [1], scores: [100, 412, 300] });
  });

  it(`a game of timeouts ends after turn ${TURNS}, and then refuses actions`, () => {
    let s = cheeses.setup({ players: 3, seed: "end" });
    const turns = new Set<number>();
    let lastEvents: { type: string }[] = [];
    while (cheeses.result(s) === null) {
      expect(cheeses.result(s)).toBeNull();
      turns.add(s.turn);
      const seat = cheeses.awaiting(s)[0];
      const r = cheeses.apply(s, seat, cheeses.timeoutAction(s, seat));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      lastEvents = r.events;
    }
    expect([...turns]).toEqual(Array.from({ length: TURNS }, (_, i) => i + 1));
    expect(s.turn).toBe(TURNS);
    expect(lastEvents.some((e) => e.type === "gameOver")).toBe(true);
    expect(cheeses.awaiting(s)).toEqual([]);
    const r = cheeses.apply(s, 0, { type: "pass" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("game-over");
    expect(cheeses.result(s)!.scores).toEqual(s.money);
  });
});
