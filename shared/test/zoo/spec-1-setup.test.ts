/** Cases for §1 (components and setup), written like the spec's §7 rows. */
import { zoo } from "../../src/games/zoo";
import { BLACK_CARDS, PHASES, PLANETS, planetCard } from "../../src/games/zoo/data";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, scene, setPlanets } from "./helpers";

describe("§1 components and setup", () => {
  it("X-1-1 §1.1 4 players: every player owns exactly 10 camps (supply + bank) and holds 7 action cards, one per phase", () => {
    const s = newGame(4, B);
    for (const seat of [A, B, C, D]) {
      const p = s.players[seat];
      expect(p.supply + p.bank).toBe(10);
      expect(zoo.view(s, seat).private!.hand).toEqual([...PHASES]);
    }
    // 4th player clockwise from B is A: 2 camps in supply, 8 in the bank.
    expect(s.players[A].supply).toBe(2);
    expect(s.players[A].bank).toBe(8);
  });

  it("X-1-2 §1.1 the animal tokens sum to 74 over the deck and the revealed planets; revealed planets carry their full herd", () => {
    const s = newGame(3, A, { planetDeck: ["P24", "P15", "P01", "P02"] });
    expect(s.planets.map((p) => [p.id, p.tokens])).toEqual([["P24", 2], ["P15", 4], ["P01", 4]]);
    expect(PLANETS.reduce((sum, p) => sum + p.herd, 0)).toBe(74);
    const random = newGame(4, A);
    const onTable = random.planets.reduce((sum, p) => sum + p.tokens, 0);
    const inDeck = random.planetDeck.reduce((sum, id) => sum + planetCard(id).herd, 0);
    expect(onTable + inDeck).toBe(74);
    expect(random.planets.length + random.planetDeck.length).toBe(24);
  });

  it("X-1-3 §1.2 research position k costs k €: A with 5 € buys position 5 → 0 €; with 4 € position 5 is rejected", () => {
    const base = edit(newGame(3, A, { blueCards: ["xeno", "cage", "shield", "smelter", "marketing"] }), (s) => {
      idle(s, B); idle(s, C);
      s.players[A].coins = 5;
    });
    const s = chooseAll(base, ["research", "trade", "trade"]).state;
    const r = act(s, A, { type: "buy", position: 5 });
    expect(r.state.players[A].coins).toBe(0);
    expect(r.state.players[A].research).toEqual(["marketing"]);
    expect(r.state.track).toEqual(["xeno", "cage", "shield", "smelter", null]);
    const poor = chooseAll(edit(base, (s) => { s.players[A].coins = 4; }), ["research", "trade", "trade"]).state;
    expect(reject(poor, A, { type: "buy", position: 5 })).toBe("cannot_afford");
    expect(act(poor, A, { type: "buy", position: 4 }).state.players[A].coins).toBe(0);
  });

  it("X-1-4 §1.3 blue dots: Xeno, Marketing and Cartography score 1 each; the 6 other kinds score 0", () => {
    const { events } = chooseAll(edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].research = ["cage", "shield", "smelter", "corps", "grant", "drill"];
      s.players[B].research = ["xeno", "marketing", "cartography"];
    }), ["trade", "trade", "trade"]);
    expect(events.find((e) => e.type === "scored")!.vp).toEqual([0, 3, 0]);
  });

  it("X-1-5 §1.4 Shadow Stalkers (M, Agg): rejected with a Shield only; with a Cage at M3 they pay 3 € and Meat → 2", () => {
    const scenario = (research: ("cage" | "shield")[]) => chooseAll(edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      setPlanets(s, [{ id: "P09", camps: [A] }, { id: "P01", camps: [A] }]);
      s.players[A].research = research;
    }), ["sell", "trade", "trade"]).state;
    expect(reject(scenario(["shield"]), A, { type: "sell", planet: "P09" })).toBe("illegal");
    const r = act(scenario(["cage"]), A, { type: "sell", planet: "P09" });
    expect(r.state.players[A].coins).toBe(3);
    expect(r.state.markets).toEqual({ grass: 2, meat: 2, funky: 1 });
    expect(r.state.planets[0].tokens).toBe(2);
  });

  it("X-1-6 §1.5 2 players, B drawn 1st: B 1 €, A 2 €; 1 camp each (bank 9); boxes 1 € and 2 ore; 2 planets", () => {
    const s = newGame(2, B, { planetDeck: ["P21", "P07", "P03"] });
    expect(s.players.map((p) => p.coins)).toEqual([2, 1]);
    expect(s.players.map((p) => [p.ore, p.supply, p.bank])).toEqual([[3, 1, 9], [3, 1, 9]]);
    expect([s.fundingBox, s.miningBox]).toEqual([1, 2]);
    expect(s.planets.map((p) => [p.id, p.tokens, p.camps.length])).toEqual([["P21", 2, 0], ["P07", 3, 0]]);
    expect(s.planetDeck).toEqual(["P03"]);
    expect(s.holder).toBe(B);
  });

  it("X-1-7 §1.5 4 players, C drawn 1st: C 1 €, D 2 €, A 4 €, B 4 €; B (4th) has 2 camps; VP A 1, B 1, C 0, D 0", () => {
    const s = newGame(4, C);
    expect(s.players.map((p) => p.coins)).toEqual([4, 4, 1, 2]);
    expect(s.players.map((p) => p.supply)).toEqual([1, 2, 1, 1]);
    expect(s.players.map((p) => p.bank)).toEqual([9, 8, 9, 9]);
    expect(zoo.view(s, null).players.map((p) => p.vp)).toEqual([1, 1, 0, 0]);
    expect([s.fundingBox, s.miningBox]).toEqual([3, 4]);
  });

  it("X-1-8 §1.5 step 4: the blue cards go to positions 1–5 in shuffled order and the pile is the 19 black cards", () => {
    const s = newGame(3, A, { blueCards: ["marketing", "xeno", "smelter", "shield", "cage"] });
    expect(s.track).toEqual(["marketing", "xeno", "smelter", "shield", "cage"]);
    const random = newGame(3, A);
    expect([...random.track].sort()).toEqual(["cage", "marketing", "shield", "smelter", "xeno"]);
    expect([...random.pile].sort()).toEqual([...BLACK_CARDS].sort());
    expect(random.pile).toHaveLength(19);
  });

  it("X-1-9 §1.5 steps 8–9: turn 1, phase 0, nothing locked; every player may choose any of the 7 cards", () => {
    const s = newGame(4, A);
    expect([s.turn, s.phase]).toEqual([1, 0]);
    expect(zoo.awaiting(s)).toEqual([A, B, C, D]);
    for (const seat of [A, B, C, D]) {
      expect(s.players[seat].locked).toBeNull();
      expect(zoo.legalActions(s, seat)).toHaveLength(7);
    }
  });

  it("X-1-10 §1.5 public information: the view shows pile and deck sizes, never their order", () => {
    const s = newGame(3, A, { pile: ["grant", "drill", "corps"], planetDeck: ["P01", "P02", "P03", "P24", "P23"] });
    const v = zoo.view(s, A);
    expect(v.pileCount).toBe(3);
    expect(v.planetDeckCount).toBe(2);
    expect(JSON.stringify(v)).not.toContain("P24");
    expect(JSON.stringify(v)).not.toContain("grant");
  });
  it("X-1-11 §1.3 a card works from the moment it is bought: a Xeno bought in P2 (3 € → 2 €) scores its blue dot at the end of that turn", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.players[A].coins = 3;
      s.track = ["xeno", "cage", null, null, null];
    }).state;
    const r = act(s, A, { type: "buy", position: 1 });
    expect(r.events.find((e) => e.type === "scored")!.vp).toEqual([1, 0, 0]);
    s = r.state;
    expect(s.players[A].coins).toBe(2);
  });
});
