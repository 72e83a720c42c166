import type { GameEvent } from "../../src/engine/game";
import { zoo } from "../../src/games/zoo";
import { A, B, C, act, chooseAll, edit, expandScene, idle, newGame, scene, setPlanets } from "./helpers";

/** The events of one type, in order. */
const ofType = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/**
 * What each step reports: the log's lines and the board's highlights are made from these events,
 * so each must say what the rules just did, with the figures after it.
 */
describe("§3 the events of a turn", () => {
  it("a phase nobody chose: Funding, Research, Sell and Mining report their N−1 step and what stands after it", () => {
    const before = newGame(3, A);
    const { state, events } = chooseAll(before, ["trade", "trade", "trade"]);
    expect(ofType(events, "revealed")).toEqual([{ type: "revealed", choices: ["trade", "trade", "trade"] }]);
    expect(ofType(events, "fundingAdded")).toEqual([{ type: "fundingAdded", amount: 2, box: before.fundingBox + 2 }]);
    expect(ofType(events, "researchShifted")).toEqual([{
      type: "researchShifted", discarded: before.track[0], drawn: before.pile.slice(0, 1), track: zoo.view(state, null).track,
    }]);
    const rose = ofType(events, "marketsRose");
    expect(rose).toHaveLength(1);
    expect(rose[0]).toMatchObject({ by: 2 });
    expect(ofType(events, "oreAdded")).toEqual([{ type: "oreAdded", amount: 2, box: before.miningBox + 2 }]);
    expect(ofType(events, "turnStarted")).toEqual([{ type: "turnStarted", turn: 2 }]);
  });

  it("events share no object with the state they came with: changing the state later leaves the log's record as it was", () => {
    const { state, events } = chooseAll(newGame(3, A), ["trade", "trade", "trade"]);
    const record = JSON.stringify(events);
    state.markets.grass = 99;
    state.track.fill(null);
    expect(JSON.stringify(events)).toBe(record);
  });

  it("every choice is reported as handed in, without the card, then all are revealed together", () => {
    const s = newGame(2, A);
    const first = act(s, A, { type: "choose", phase: "trade" });
    expect(first.events).toEqual([{ type: "submitted", seat: A, phase: 0 }]);
    const second = act(first.state, B, { type: "choose", phase: "build" });
    expect(second.events.slice(0, 2)).toEqual([{ type: "submitted", seat: B, phase: 0 }, { type: "revealed", choices: ["trade", "build"] }]);
  });

  it("a sale reports the seller, the planet, the income and the markets after they fell", () => {
    const s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A] }]);
      s.markets = { grass: 4, meat: 2, funky: 2 };
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].research = ["cage"];
    });
    const sellPhase = chooseAll(s, ["sell", "build", "build"]).state;
    const r = act(sellPhase, A, { type: "sell", planet: "P01" });
    expect(ofType(r.events, "sold")).toEqual([{ type: "sold", seat: A, planet: "P01", income: 4, markets: { grass: 3, meat: 2, funky: 2 } }]);
  });

  it("a purchase reports the buyer, the card, its position and its cost", () => {
    const s = scene(["research", "trade", "trade"], (s) => { s.players[A].coins = 10; }).state;
    const card = s.track[1];
    const r = act(s, A, { type: "buy", position: 2 });
    expect(ofType(r.events, "bought")).toEqual([{ type: "bought", seat: A, card, position: 2, cost: 2 }]);
  });

  it("a decision to build is reported as handed in; one who could build and did not is reported as passing", () => {
    const s = scene(["build", "build", "trade"], (s) => { s.players[A].ore = 3; s.players[B].ore = 3; }).state;
    const a = act(s, A, { type: "build", build: true });
    expect(a.events).toEqual([{ type: "submitted", seat: A, phase: 3 }]);
    const b = act(a.state, B, { type: "build", build: false });
    expect(b.events[0]).toEqual({ type: "submitted", seat: B, phase: 3 });
    expect(ofType(b.events, "built")).toEqual([{ type: "built", seat: A, cost: 3 }]);
    expect(ofType(b.events, "passed")).toEqual([{ type: "passed", seat: B, phase: "build" }]);
  });

  it("camps placed in Expand are reported with their planets", () => {
    const s = expandScene(2);
    const free = s.planets.filter((p) => p.camps.length === 0).map((p) => p.id).slice(0, 2);
    const r = act(s, A, { type: "place", planets: free });
    expect(ofType(r.events, "placed")).toEqual([{ type: "placed", seat: A, planets: free }]);
  });

  it("a pass outside Build Camp is reported with the phase it was made in", () => {
    expect(act(expandScene(1), A, { type: "pass" }).events[0]).toEqual({ type: "passed", seat: A, phase: "expand" });
  });
});
