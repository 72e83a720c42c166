/** Cases for §4 (worked reference values), played through apply rather than computed. */
import type { CardKind, Market } from "../../src/games/zoo/data";
import { A, act, chooseAll, scene, setPlanets } from "./helpers";

/** A alone sells one token of `planet` at the given markets; returns A's income and the markets after. */
function sale(markets: Record<Market, number>, planet: string, research: CardKind[] = ["cage", "shield"]) {
  const s = scene(["sell", "trade", "trade"], (s) => {
    s.markets = { ...markets };
    s.players[A].research = research;
    setPlanets(s, [{ id: planet, camps: [A] }]);
  }).state;
  const r = act(s, A, { type: "sell", planet }).state;
  return { income: r.players[A].coins, markets: r.markets };
}

describe("§4 worked reference values", () => {
  it("X-4-1 start (2,3,1), then one not-selected Sell with N=3 → (4,5,3): Puffballs (G+F) 12 €, Brain Squids (M+F) 15 €, Wading Hogs (G+M) 9 €", () => {
    for (const [planet, income, after] of [
      ["P17", 12, { grass: 3, meat: 5, funky: 2 }],
      ["P23", 15, { grass: 4, meat: 4, funky: 2 }],
      ["P14", 9, { grass: 3, meat: 4, funky: 3 }],
    ] as const) {
      // Turn 1: nobody sells, the markets rise from the start (2,3,1) to (4,5,3). Turn 2: A sells.
      let s = scene(["trade", "trade", "trade"], (s) => {
        s.players[A].research = ["cage", "shield"];
        setPlanets(s, [{ id: planet, camps: [A] }]);
      }).state;
      expect(s.markets).toEqual({ grass: 4, meat: 5, funky: 3 });
      s = chooseAll(s, ["sell", "build", "build"]).state;
      s = act(s, A, { type: "sell", planet }).state;
      expect(s.players[A].coins).toBe(income);
      expect(s.markets).toEqual(after);
    }
  });

  it("X-4-2 all at maximum (5,5,3): G 5, M 5, F 3, G+M 10, G+F 15, M+F 15", () => {
    const top = { grass: 5, meat: 5, funky: 3 };
    expect(["P01", "P10", "P15", "P13", "P18", "P22"].map((p) => sale(top, p).income)).toEqual([5, 5, 3, 10, 15, 15]);
  });

  it("X-4-3 all at minimum (1,1,1): G 1, M 1, F 1, G+M 2, G+F 1, M+F 1, and every market stays at 1", () => {
    const bottom = { grass: 1, meat: 1, funky: 1 };
    for (const [planet, income] of [["P02", 1], ["P11", 1], ["P16", 1], ["P12", 2], ["P19", 1], ["P24", 1]] as const) {
      const r = sale(bottom, planet);
      expect(r.income).toBe(income);
      expect(r.markets).toEqual(bottom);
    }
  });

  it("X-4-4 start values (2,3,1) with Exotic Marketing: G 3, M 4, F 2, G+M 6, G+F 3, M+F 4", () => {
    const start = { grass: 2, meat: 3, funky: 1 };
    const gear: CardKind[] = ["cage", "shield", "marketing"];
    expect(["P03", "P10", "P15", "P14", "P17", "P21"].map((p) => sale(start, p, gear).income)).toEqual([3, 4, 2, 6, 3, 4]);
  });
});
