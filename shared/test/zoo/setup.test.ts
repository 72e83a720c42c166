import { zoo } from "../../src/games/zoo";
import { BLACK_CARDS, BLUE_CARDS, planetCard } from "../../src/games/zoo/data";
import { A, B, C, D, newGame } from "./helpers";

const sorted = <T>(xs: readonly T[]) => [...xs].sort();

describe("§1.5 setup", () => {
  it("Z1 3 players with A first: coins, ore, camps, boxes, planets, research, markets, VP", () => {
    const s = newGame(3, A);
    expect(s.players.map((p) => p.coins)).toEqual([1, 2, 4]);
    expect(s.players.map((p) => p.ore)).toEqual([3, 3, 3]);
    expect(s.players.map((p) => p.supply)).toEqual([1, 1, 1]);
    expect(s.players.map((p) => p.bank)).toEqual([9, 9, 9]);
    expect(s.fundingBox).toBe(2);
    expect(s.miningBox).toBe(3);
    expect(s.planets).toHaveLength(3);
    for (const p of s.planets) {
      expect(p.tokens).toBe(planetCard(p.id).herd);
      expect(p.camps).toEqual([]);
    }
    expect(sorted(s.track as string[])).toEqual(sorted(BLUE_CARDS));
    expect(s.markets).toEqual({ grass: 2, meat: 3, funky: 1 });
    const v = zoo.view(s, null);
    expect(v.players.map((p) => p.vp)).toEqual([0, 0, 1]);
    expect(v.holder).toBe(A);
  });

  it("Z2 4 players with A first: D has 4 €, 3 ore, 2 camps in supply; boxes 3 € and 4 ore; 4 planets", () => {
    const s = newGame(4, A);
    expect(s.players[D]).toMatchObject({ coins: 4, ore: 3, supply: 2, bank: 8 });
    expect(s.players.map((p) => p.supply)).toEqual([1, 1, 1, 2]);
    expect(s.fundingBox).toBe(3);
    expect(s.miningBox).toBe(4);
    expect(s.planets).toHaveLength(4);
  });

  it("counts coins and the 4th player from the 1st player clockwise", () => {
    const s = newGame(4, C);
    // C 1st, D 2nd, A 3rd, B 4th
    expect(s.players.map((p) => p.coins)).toEqual([4, 4, 1, 2]);
    expect(s.players.map((p) => p.supply)).toEqual([1, 2, 1, 1]);
    expect(s.holder).toBe(C);
  });

  it("2 players: 1 € and 2 €, box 1 € and 2 ore", () => {
    const s = newGame(2, B);
    expect(s.players.map((p) => p.coins)).toEqual([2, 1]);
    expect(s.fundingBox).toBe(1);
    expect(s.miningBox).toBe(2);
  });

  it("shuffles the 19 black cards into the pile and the 24 planets into deck + available", () => {
    const s = newGame(3);
    expect(sorted(s.pile)).toEqual(sorted(BLACK_CARDS));
    expect(s.pile).toHaveLength(19);
    expect(s.planetDeck.length + s.planets.length).toBe(24);
    expect(new Set([...s.planetDeck, ...s.planets.map((p) => p.id)]).size).toBe(24);
  });

  it("starts in turn 1, phase 0, with every player choosing from all 7 cards", () => {
    const s = newGame(3);
    expect(s.turn).toBe(1);
    expect(s.phase).toBe(0);
    expect(zoo.awaiting(s)).toEqual([0, 1, 2]);
    expect(zoo.legalActions(s, B)).toHaveLength(7);
    expect(zoo.view(s, B).private?.hand).toHaveLength(7);
  });

  it("is deterministic for a seed and draws the first player at random without the option", () => {
    const a = zoo.setup({ players: 3, seed: "same" });
    expect(zoo.setup({ players: 3, seed: "same" })).toEqual(a);
    const holders = new Set(Array.from({ length: 20 }, (_, i) => zoo.setup({ players: 3, seed: `s${i}` }).holder));
    expect(holders.size).toBe(3);
  });

  it("accepts fixed deck orders as options", () => {
    const s = newGame(2, A, { planetDeck: ["P07", "P08", "P09"], blueCards: ["xeno", "cage", "smelter", "shield", "marketing"], pile: ["grant", "drill"] });
    expect(s.planets.map((p) => p.id)).toEqual(["P07", "P08"]);
    expect(s.planetDeck).toEqual(["P09"]);
    expect(s.track).toEqual(["xeno", "cage", "smelter", "shield", "marketing"]);
    expect(s.pile).toEqual(["grant", "drill"]);
  });

  it("refuses player counts outside 2–4", () => {
    expect(() => zoo.setup({ players: 1, seed: "x" })).toThrow();
    expect(() => zoo.setup({ players: 5, seed: "x" })).toThrow();
  });
});
