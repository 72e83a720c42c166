import { BLACK_CARDS, BLUE_CARDS, CARD_KINDS, MARKET_START, MARKET_TOP, PLANETS, RESEARCH, RULES, TRACK_COSTS } from "../../src/games/zoo/data";

describe("§1 components and §5 DEFAULT values", () => {
  it("zoo-D5 the research track has 5 positions costing 1–5 €", () => {
    expect([...TRACK_COSTS]).toEqual([1, 2, 3, 4, 5]);
  });

  it("zoo-D6–zoo-D8 24 research cards: 5 blue-backed, 19 black-backed, 10 with a blue dot, 3 Cages and 3 Shields", () => {
    expect(BLUE_CARDS).toHaveLength(5);
    expect(BLACK_CARDS).toHaveLength(19);
    const all = [...BLUE_CARDS, ...BLACK_CARDS];
    const count = (k: string) => all.filter((c) => c === k).length;
    expect(Object.fromEntries(CARD_KINDS.map((k) => [k, count(k)]))).toEqual({
      cage: 3, shield: 3, smelter: 2, corps: 2, grant: 2, drill: 2, marketing: 2, cartography: 2, xeno: 6,
    });
    expect(all.filter((c) => RESEARCH[c].dot)).toHaveLength(10);
    expect([...BLUE_CARDS].sort()).toEqual(["cage", "marketing", "shield", "smelter", "xeno"]);
  });

  it("zoo-D11–zoo-D13 24 planets, 74 tokens; property and gating distribution", () => {
    expect(PLANETS).toHaveLength(24);
    expect(PLANETS.reduce((n, p) => n + p.herd, 0)).toBe(74);
    const kinds = (k: string) => PLANETS.filter((p) => p.props.join("+") === k).length;
    expect([kinds("G"), kinds("M"), kinds("G+M"), kinds("F"), kinds("G+F"), kinds("M+F")]).toEqual([6, 5, 3, 2, 4, 4]);
    expect(PLANETS.filter((p) => p.abilities.includes("Agg"))).toHaveLength(7);
    expect(PLANETS.filter((p) => p.abilities.includes("Psy"))).toHaveLength(6);
    expect(PLANETS.filter((p) => p.abilities.length === 2).map((p) => p.name)).toEqual(["Nightmare Nebula"]);
    expect(PLANETS.filter((p) => p.props.join("+") === "M+F").every((p) => p.abilities.length > 0)).toBe(true);
  });

  it("zoo-D14–zoo-D15 markets: Grass and Meat 1–5, Funky 1–3; start G2 M3 F1", () => {
    expect(MARKET_TOP).toEqual({ grass: 5, meat: 5, funky: 3 });
    expect(MARKET_START).toEqual({ grass: 2, meat: 3, funky: 1 });
  });

  it("zoo-D1, zoo-D2, zoo-D22, zoo-D24 and the RULE numbers", () => {
    expect(RULES).toMatchObject({
      victoryPoints: 10, lastTurn: 30, minPlayers: 2, maxPlayers: 4, campsPerPlayer: 10,
      campCost: 3, campCostSmelter: 2, tradeFee: 2, tradeFeeCorps: 1, coinsPerPoint: 3, startOre: 3,
    });
    expect([...RULES.startCoins]).toEqual([1, 2, 4, 4]);
  });
});
