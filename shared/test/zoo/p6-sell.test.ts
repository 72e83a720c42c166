import { zoo, type ZooState } from "../../src/games/zoo";
import type { CardKind, Market, Phase } from "../../src/games/zoo/data";
import { saleValue } from "../../src/games/zoo/rules";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject, setPlanets, scene } from "./helpers";

/** 3 players; only A takes part in Sell Animals; A's camps on the given planets. */
function sellScenario(markets: Record<Market, number>, research: CardKind[], planets: string[]) {
  const s = edit(newGame(3, A), (s) => {
    setPlanets(s, planets.map((id) => ({ id, camps: [A] })));
    s.markets = { ...markets };
    idle(s, A);
    s.players[A].research = research;
    idle(s, B);
    idle(s, C);
  });
  return chooseAll(s, ["sell", "build", "build"]).state;
}

const Z15 = { grass: 4, meat: 2, funky: 2 };
const Z15_PLANETS = ["P01", "P18", "P15", "P12"];

describe("§3.6 P6 Sell Animals", () => {
  it.each([
    ["Meadow Lopers", "P01", 4, { grass: 3, meat: 2, funky: 2 }],
    ["Glow Gazelles", "P18", 8, { grass: 3, meat: 2, funky: 1 }],
    ["Rainbow Jellies", "P15", 2, { grass: 4, meat: 2, funky: 1 }],
    ["Bog Bears", "P12", 6, { grass: 3, meat: 1, funky: 2 }],
  ])("Z15 at G4 M2 F2 selling %s", (_animal, planet, income, after) => {
    const s = sellScenario(Z15, ["cage"], Z15_PLANETS);
    const r = act(s, A, { type: "sell", planet: planet as string });
    expect(r.state.players[A].coins).toBe(income);
    expect(r.state.markets).toEqual(after);
    const p = r.state.planets.find((x) => x.id === planet)!;
    expect(p.tokens).toBe(zoo.view(s, null).planets.find((x) => x.id === planet)!.tokens - 1);
  });

  it("Z17 at G1 M1 F1 a Meadow Loper pays 1 € and Grass stays at 1", () => {
    const s = sellScenario({ grass: 1, meat: 1, funky: 1 }, [], ["P01"]);
    const r = act(s, A, { type: "sell", planet: "P01" });
    expect(r.state.players[A].coins).toBe(1);
    expect(r.state.markets.grass).toBe(1);
  });

  it("Z19 Void Tigers (Agg + Psy) need both a Cage and a Psychic Shield; at M5 F3 they pay 15 €", () => {
    const cageOnly = sellScenario({ grass: 2, meat: 5, funky: 3 }, ["cage"], ["P24", "P01"]);
    expect(reject(cageOnly, A, { type: "sell", planet: "P24" })).toBe("illegal");
    expect(zoo.legalActions(cageOnly, A)).toEqual([{ type: "sell", planet: "P01" }, { type: "pass" }]);
    const both = sellScenario({ grass: 2, meat: 5, funky: 3 }, ["cage", "shield"], ["P24", "P01"]);
    const r = act(both, A, { type: "sell", planet: "P24" });
    expect(r.state.players[A].coins).toBe(15);
    expect(r.state.markets).toEqual({ grass: 2, meat: 4, funky: 2 });
  });

  it("psychic animals need a Psychic Shield; aggressive ones a Cage", () => {
    const noShield = sellScenario(Z15, ["cage"], ["P23", "P01"]);
    expect(reject(noShield, A, { type: "sell", planet: "P23" })).toBe("illegal");
    const noCage = sellScenario(Z15, ["shield"], ["P07", "P01"]);
    expect(reject(noCage, A, { type: "sell", planet: "P07" })).toBe("illegal");
  });

  it("Z20 Exotic Marketing adds 1 € per sale", () => {
    const s = sellScenario({ grass: 3, meat: 3, funky: 1 }, ["marketing"], ["P01"]);
    expect(act(s, A, { type: "sell", planet: "P01" }).state.players[A].coins).toBe(4);
  });

  it("Z21 Cerebra's 2 tokens: two sales in different turns, the third is rejected; the camp still scores", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P23", camps: [A] }, { id: "P01", camps: [A] }]);
      idle(s, A);
      s.players[A].research = ["shield"];
      idle(s, B);
      idle(s, C);
    });
    const idleCards = (turn: number) => (turn % 2 ? "build" : "trade");
    s = chooseAll(s, ["sell", idleCards(1), idleCards(1)]).state;
    s = act(s, A, { type: "sell", planet: "P23" }).state;
    s = chooseAll(s, ["mining", idleCards(2), idleCards(2)]).state; // Sell is locked in turn 2
    s = chooseAll(s, ["sell", idleCards(3), idleCards(3)]).state;
    s = act(s, A, { type: "sell", planet: "P23" }).state;
    expect(s.planets[0].tokens).toBe(0);
    s = chooseAll(s, ["mining", idleCards(4), idleCards(4)]).state;
    s = chooseAll(s, ["sell", idleCards(5), idleCards(5)]).state;
    expect(reject(s, A, { type: "sell", planet: "P23" })).toBe("illegal");
    expect(s.planets[0].camps).toEqual([A]);
    const v = zoo.view(s, null);
    expect(v.players[A].placed).toBe(2);
    expect(v.players[A].vp).toBe(2 + Math.floor(s.players[A].coins / 3));
  });

  it("only planets where the seller has a camp", () => {
    const s = edit(sellScenario(Z15, [], ["P01"]), (s) => { s.planets.push({ id: "P02", tokens: 4, camps: [B] }); });
    expect(reject(s, A, { type: "sell", planet: "P02" })).toBe("illegal");
  });

  it("the next participant sells at the new values", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A, B] }]);
      s.markets = { grass: 4, meat: 3, funky: 1 };
      for (const seat of [A, B, C]) idle(s, seat);
    });
    s = chooseAll(s, ["sell", "sell", "build"]).state;
    s = act(s, A, { type: "sell", planet: "P01" }).state;
    s = act(s, B, { type: "sell", planet: "P01" }).state;
    expect([s.players[A].coins, s.players[B].coins]).toEqual([4, 3]);
  });

  it("one token per participant: after a sale the turn passes on", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02", camps: [A] }]);
      for (const seat of [A, B, C]) idle(s, seat);
    });
    s = chooseAll(s, ["sell", "sell", "build"]).state;
    s = act(s, A, { type: "sell", planet: "P01" }).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    expect(reject(s, A, { type: "sell", planet: "P02" })).toBe("not_your_turn");
    s = act(s, B, { type: "pass" }).state;
    expect(s.planets.slice(0, 2).map((p) => p.tokens)).toEqual([3, 4]);
    expect(s.phase).toBe(0);
  });

  it("psychic Mind-Moos (G, Psy) sell with a Shield at the Grass value", () => {
    const noShield = sellScenario(Z15, [], ["P05", "P01"]);
    expect(reject(noShield, A, { type: "sell", planet: "P05" })).toBe("illegal");
    const r = act(sellScenario(Z15, ["shield"], ["P05"]), A, { type: "sell", planet: "P05" });
    expect(r.state.players[A].coins).toBe(4);
    expect(r.state.markets).toEqual({ grass: 3, meat: 2, funky: 2 });
  });

  it("not selected: each market rises N−1 positions, capped at 5, 5 and 3", () => {
    const three = chooseAll(edit(newGame(3), (s) => { for (const seat of [A, B, C]) idle(s, seat); }), ["build", "build", "build"]);
    expect(three.state.markets).toEqual({ grass: 4, meat: 5, funky: 3 });
    const four = chooseAll(edit(newGame(4), (s) => { s.players.forEach((_, i) => idle(s, i)); s.markets = { grass: 4, meat: 1, funky: 2 }; }), ["build", "build", "build", "build"]);
    expect(four.state.markets).toEqual({ grass: 5, meat: 4, funky: 3 });
    const two = chooseAll(edit(newGame(2), (s) => { idle(s, A); idle(s, B); }), ["build", "build"]);
    expect(two.state.markets).toEqual({ grass: 3, meat: 4, funky: 2 });
  });

  it("§4 reference values for every property combination", () => {
    const rows: [Record<Market, number>, number[]][] = [
      [{ grass: 2, meat: 3, funky: 1 }, [2, 3, 1, 5, 2, 3]],
      [{ grass: 4, meat: 5, funky: 3 }, [4, 5, 3, 9, 12, 15]],
      [{ grass: 1, meat: 1, funky: 1 }, [1, 1, 1, 2, 1, 1]],
      [{ grass: 5, meat: 5, funky: 3 }, [5, 5, 3, 10, 15, 15]],
    ];
    // G, M, F, G+M, G+F, M+F
    const planets = ["P01", "P10", "P15", "P13", "P17", "P23"];
    for (const [markets, values] of rows) expect(planets.map((p) => saleValue(p, markets))).toEqual(values);
  });

  it("times out to the highest-value legal token, ties to the earliest revealed planet", () => {
    const s = sellScenario(Z15, ["cage"], ["P02", "P01", "P12", "P13"]);
    // P12 Bog Bears (Agg, caged) and P13 Pocket Raccoons both G+M = 6: P12 is earlier.
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "sell", planet: "P12" });
    const t = sellScenario(Z15, [], ["P02", "P01", "P12"]);
    expect(zoo.timeoutAction(t, A)).toEqual({ type: "sell", planet: "P02" });
    expect(act(t, A, zoo.timeoutAction(t, A)).state.players[A].coins).toBe(4);
  });
});

describe("§3.6 Sell Animals", () => {
  function sellScene(markets: ZooState["markets"], research: CardKind[], planets: { id: string; camps: number[]; tokens?: number }[], choices: Phase[] = ["sell", "trade", "trade"], first = A) {
    return scene(choices, (s) => {
      s.markets = markets;
      s.players[A].research = research;
      setPlanets(s, planets);
      s.planetDeck = [];
    }, first).state;
  }

  it("X-3.6-1 start markets G2 M3 F1: a Pocket Raccoon (G+M) pays 5 €; G → 1, M → 2", () => {
    const s = sellScene({ grass: 2, meat: 3, funky: 1 }, [], [{ id: "P13", camps: [A] }]);
    const r = act(s, A, { type: "sell", planet: "P13" }).state;
    expect(r.players[A].coins).toBe(5);
    expect(r.markets).toEqual({ grass: 1, meat: 2, funky: 1 });
  });

  it("X-3.6-2 A and B both on Neon Steppe at G4 F3: A sells for 12 €, then B for 3×2 = 6 €; G 2, F 1", () => {
    let s = sellScene({ grass: 4, meat: 1, funky: 3 }, [], [{ id: "P18", camps: [A, B] }], ["sell", "sell", "trade"]);
    s = act(s, A, { type: "sell", planet: "P18" }).state;
    s = act(s, B, { type: "sell", planet: "P18" }).state;
    expect(s.players.map((p) => p.coins)).toEqual([12, 6, 0]);
    expect(s.markets).toEqual({ grass: 2, meat: 1, funky: 1 });
    expect(s.planets[0].tokens).toBe(1);
  });

  it("X-3.6-3 Disco Raptors (M+F, Agg) with a Cage at M1 F1 pay 1 €; markets stay at 1", () => {
    const s = sellScene({ grass: 3, meat: 1, funky: 1 }, ["cage"], [{ id: "P21", camps: [A] }]);
    const r = act(s, A, { type: "sell", planet: "P21" }).state;
    expect(r.players[A].coins).toBe(1);
    expect(r.markets).toEqual({ grass: 3, meat: 1, funky: 1 });
  });

  it("X-3.6-4 Whisper Moths (F, Psy) with a Shield and Exotic Marketing at F3 pay 3 + 1 = 4 €; F → 2", () => {
    const s = sellScene({ grass: 1, meat: 1, funky: 3 }, ["shield", "marketing"], [{ id: "P16", camps: [A] }]);
    const r = act(s, A, { type: "sell", planet: "P16" }).state;
    expect(r.players[A].coins).toBe(4);
    expect(r.markets.funky).toBe(2);
  });

  it("X-3.6-5 the last token: A sells Tidewell's last Reef Snapper (1 → 0); B (camp there too) has nothing to sell and passes automatically", () => {
    const s = sellScene({ grass: 1, meat: 4, funky: 1 }, [], [{ id: "P10", camps: [A, B], tokens: 1 }], ["sell", "sell", "trade"]);
    const r = act(s, A, { type: "sell", planet: "P10" });
    expect(r.events).toContainEqual({ type: "cannotAct", seat: B, phase: "sell" });
    expect(r.state.planets[0].tokens).toBe(0);
    expect(r.state.players.map((p) => p.coins)).toEqual([4, 0, 0]);
    expect(r.state.planets.map((p) => p.id)).toEqual(["P10"]); // still in play
  });

  it("X-3.6-6 not selected with 3 players from G5 M4 F3: G5 M5 F3; with 2 players from G1 M1 F1: G2 M2 F2", () => {
    const three = scene(["trade", "trade", "trade"], (s) => { s.markets = { grass: 5, meat: 4, funky: 3 }; }).state;
    expect(three.markets).toEqual({ grass: 5, meat: 5, funky: 3 });
    const two = scene(["trade", "trade"], (s) => { s.markets = { grass: 1, meat: 1, funky: 1 }; }).state;
    expect(two.markets).toEqual({ grass: 2, meat: 2, funky: 2 });
  });

  it("X-3.6-7 a seller may pass: A passes with a legal token; markets and tokens unchanged", () => {
    const s = sellScene({ grass: 2, meat: 3, funky: 1 }, [], [{ id: "P01", camps: [A] }]);
    const r = act(s, A, { type: "pass" }).state;
    expect(r.players[A].coins).toBe(0);
    expect(r.planets[0].tokens).toBe(4);
    expect(r.markets).toEqual({ grass: 2, meat: 3, funky: 1 });
  });
});
