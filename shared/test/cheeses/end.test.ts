import { cheeses } from "../../src/games/cheeses";
import { spoilageStep } from "../../src/games/cheeses/flow";
import { TURNS } from "../../src/games/cheeses/data";
import type { GameEvent } from "../../src/engine/game";
import { must, stateWith } from "./helpers";
import { refusalWords } from "../../src/engine/game";
import { worded } from "./helpers";

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
      if (!r.ok) throw new Error(refusalWords(r.error));
      s = r.state;
      lastEvents = r.events;
    }
    expect([...turns]).toEqual(Array.from({ length: TURNS }, (_, i) => i + 1));
    expect(s.turn).toBe(TURNS);
    expect(lastEvents.some((e) => e.type === "gameOver")).toBe(true);
    expect(cheeses.awaiting(s)).toEqual([]);
    const r = cheeses.apply(s, 0, { type: "pass" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("game_over");
    expect(cheeses.result(s)!.scores).toEqual(s.money);
  });
});

describe("§4.12 S11 spoilage and end of game: what the table is told", () => {
  it("S11 tells each player what spoiled (never Leather or Manure); nothing is told when nothing spoils", () => {
    const s = stateWith({ players: 3, inventory: [{ milk: 10, cheese: 2, leather: 6, manure: 3 }, { leather: 4 }, { beef: 5 }] });
    s.eventRolls = [7, 7, 12];
    const events: GameEvent[] = [];
    spoilageStep(s, events);
    expect(events).toEqual([{ type: "spoiled", seat: 0, lost: { milk: 10, cheese: 2 } }]);
    expect(s.inventory[2].beef).toBe(5); // event 12: nothing spoils
  });

  it("C30 the gameOver event names every tied richest player, in seat order, with all the scores; then nobody is to act", () => {
    // 3 players, turn order P2, P3, P1; P1 and P3 share the most money. S9 of turn 15 is set by hand (no income paid).
    const s = stateWith({
      players: 3, firstPlayer: 1, turn: TURNS, step: "law", money: [412, 300, 412],
      modules: [["startUp", 4, 6], ["startUp", 20, 6, { owner: 1 }], ["startUp", 36, 6, { owner: 2 }]],
    });
    expect(s.order).toEqual([1, 2, 0]);
    const r = must(s, 1, { type: "pass" });
    expect(r.state.step).toBe("over");
    expect(r.events.filter((e) => e.type === "gameOver")).toEqual([{ type: "gameOver", winners: [0, 2], scores: [412, 300, 412] }]);
    expect(cheeses.result(r.state)).toEqual({ winners: [0, 2], scores: [412, 300, 412] });
    expect([r.state.queue, r.state.deciders, cheeses.awaiting(r.state)]).toEqual([[], [], []]);
    const late = cheeses.apply(r.state, 0, { type: "pass" });
    expect(worded(late)).toMatchObject({ ok: false, error: { code: "game_over", message: expect.stringMatching(/game is over/) } });
  });

  it("the richest player alone wins, whatever the turn order", () => {
    const s = stateWith({
      players: 3, firstPlayer: 2, turn: TURNS, step: "law", money: [90, 120, 30],
      modules: [["startUp", 4, 6], ["startUp", 20, 6, { owner: 1 }], ["startUp", 36, 6, { owner: 2 }]],
    });
    const r = must(s, 2, { type: "pass" });
    expect(r.events).toContainEqual({ type: "gameOver", winners: [1], scores: [90, 120, 30] });
  });
});
