import { cheeses } from "../../src/games/cheeses";
import { START_MONEY } from "../../src/games/cheeses/data";

describe("§1 setup", () => {
  it("every player starts with $100, no products and no modules, in turn 1's Build step", () => {
    const s = cheeses.setup({ players: 3, seed: "s1", options: { firstPlayer: 1 } });
    expect(s.money).toEqual([START_MONEY, START_MONEY, START_MONEY]);
    expect(s.modules).toEqual([]);
    expect(Object.values(s.inventory[2]).every((n) => n === 0)).toBe(true);
    expect(s.turn).toBe(1);
    expect(s.step).toBe("build");
    expect(cheeses.awaiting(s)).toEqual([1]);
  });

  it("turn order is clockwise from the first player and fixed", () => {
    const s = cheeses.setup({ players: 4, seed: "s2", options: { firstPlayer: 2 } });
    expect(s.order).toEqual([2, 3, 0, 1]);
  });

  it("without the option, the first player is drawn from the seed (deterministically)", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const a = cheeses.setup({ players: 4, seed: `seed-${i}` });
      expect(cheeses.setup({ players: 4, seed: `seed-${i}` })).toEqual(a);
      firsts.add(a.order[0]);
    }
    expect(firsts.size).toBe(4);
  });

  it("2 players use one sheet, 3-4 players the double sheet", () => {
    expect(cheeses.setup({ players: 2, seed: "x" }).sheets).toBe(1);
    expect(cheeses.setup({ players: 3, seed: "x" }).sheets).toBe(2);
    expect(cheeses.setup({ players: 4, seed: "x" }).sheets).toBe(2);
    expect(cheeses.view(cheeses.setup({ players: 2, seed: "x" }), null).spaces).toHaveLength(173);
    expect(cheeses.view(cheeses.setup({ players: 4, seed: "x" }), null).spaces).toHaveLength(353);
  });

  it("refuses fewer than 2 or more than 4 players", () => {
    expect(() => cheeses.setup({ players: 1, seed: "x" })).toThrow();
    expect(() => cheeses.setup({ players: 5, seed: "x" })).toThrow();
  });
});

describe("§1 setup: the options and players checked", () => {
  it("says how many players it needs", () => {
    expect(() => cheeses.setup({ players: 5, seed: "x" })).toThrow("Space Colony Cheeses needs 2-4 players, not 5.");
  });

  it("a firstPlayer that is not one of the seats is ignored: the first player is drawn as without it", () => {
    // A seed whose drawn first player is the last seat, so no wrong reading of the option can match it.
    const seed = Array.from({ length: 40 }, (_, i) => `first-${i}`).find((s) => cheeses.setup({ players: 4, seed: s }).order[0] === 3)!;
    const drawn = cheeses.setup({ players: 4, seed }).order;
    for (const firstPlayer of [-1, 4, 5, 1.5, "1", null]) {
      expect(cheeses.setup({ players: 4, seed, options: { firstPlayer } }).order).toEqual(drawn);
    }
    expect(cheeses.setup({ players: 4, seed, options: { firstPlayer: 0 } }).order).toEqual([0, 1, 2, 3]);
  });
});

describe("§1.2 setup: the table before turn 1's events", () => {
  it("§1.2 nobody has rolled a Random Event (§4.8) or seen prices (§4.10) yet: one empty slot (null) per seat", () => {
    const s = cheeses.setup({ players: 3, seed: "s1", options: { firstPlayer: 1 } });
    expect(s.eventRolls).toEqual([null, null, null]);
    expect(s.basePrices).toBeNull();
    expect(cheeses.view(s, null)).toMatchObject({ eventRolls: [null, null, null], basePrices: null });
    expect(cheeses.view(s, 1).figures.map((f) => f.prices)).toEqual([null, null, null]);
  });
});
