/** Cases for §5 (every DEFAULT zoo-D1–zoo-D25), written like the spec's §7 rows. */
import { zoo, type ZooState } from "../../src/games/zoo";
import { BLACK_CARDS, BLUE_CARDS, PLANETS, type CardKind, type Phase } from "../../src/games/zoo/data";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, scene, setPlanets, timeout } from "./helpers";

/** Plays whole turns with everyone idle, alternating two blocking cards nobody can use. */
function idleTurns(s: ZooState, turns: number): ZooState {
  for (let i = 0; i < turns; i++) {
    const card: Phase = s.turn % 2 === 1 ? "trade" : "build";
    s = chooseAll(s, s.players.map(() => card)).state;
  }
  return s;
}

describe("§5 DEFAULT values", () => {
  it("zoo-D1 10 camps on planets alone (0 €, no research) is 10 VP: the game ends after turn 1 with A the winner", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => {
      setPlanets(s, PLANETS.slice(0, 10).map((p) => ({ id: p.id, camps: [A] })));
    });
    expect(zoo.result(state)).toEqual({ winners: [A], scores: [10, 0, 0] });
  });

  it("zoo-D2 2 players: Funding +1 €, Sell +1 position, Mining +1 ore in one quiet turn (box 1 → 2, G3 M4 F2, ore box 2 → 3)", () => {
    const { state } = scene(["build", "build"], () => {});
    expect([state.fundingBox, state.miningBox]).toEqual([2, 3]);
    expect(state.markets).toEqual({ grass: 3, meat: 4, funky: 2 });
  });

  it("zoo-D3 the 7 cards are exactly phases 1–7: choosing 'score' or 'selection' is a bad action", () => {
    const s = newGame(3, A);
    expect(reject(s, A, { type: "choose", phase: "score" })).toBe("bad_action");
    expect(reject(s, A, { type: "choose", phase: "selection" })).toBe("bad_action");
    expect(zoo.view(s, A).private!.hand).toEqual(["funding", "research", "build", "expand", "trade", "sell", "mining"]);
  });

  it("zoo-D4 Funding played in turn 1: rejected in turn 2, allowed again in turn 3", () => {
    let s = scene(["funding", "trade", "trade"], (s) => { s.fundingBox = 0; }).state;
    expect(reject(s, A, { type: "choose", phase: "funding" })).toBe("illegal");
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(act(s, A, { type: "choose", phase: "funding" }).state.stage.kind).toBe("select");
  });

  it("zoo-D5 positions 0 and 6 do not exist: buying them is a bad action", () => {
    const s = scene(["research", "trade", "trade"], (s) => { s.players[A].coins = 10; }).state;
    expect(reject(s, A, { type: "buy", position: 0 })).toBe("bad_action");
    expect(reject(s, A, { type: "buy", position: 6 })).toBe("bad_action");
  });

  it("zoo-D6/zoo-D23 24 quiet turns: one card discarded per turn, the pile runs out after turn 19, the track is empty after turn 24, nothing reshuffled", () => {
    let s = edit(newGame(3, A), (s) => { [A, B, C].forEach((i) => idle(s, i)); });
    const all = [...s.track, ...s.pile].sort();
    expect(all).toEqual([...BLUE_CARDS, ...BLACK_CARDS].sort());
    s = idleTurns(s, 19);
    expect(s.pile).toEqual([]);
    expect(s.track.every((c) => c !== null)).toBe(true);
    expect(s.discarded).toHaveLength(19);
    s = idleTurns(s, 2);
    expect(s.track.filter((c) => c !== null)).toHaveLength(3);
    s = idleTurns(s, 3);
    expect(s.turn).toBe(25);
    expect(s.track).toEqual([null, null, null, null, null]);
    expect([...s.discarded].sort()).toEqual(all);
  });

  it("zoo-D7 owning all 24 research cards gives exactly 10 research points (10 VP, game over)", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.players[B].research = [...BLUE_CARDS, ...BLACK_CARDS]; });
    expect(zoo.result(state)).toEqual({ winners: [B], scores: [0, 10, 0] });
  });

  it("zoo-D8 3 Cages and 3 Psychic Shields in the research deck, 1 of each blue-backed", () => {
    const s = newGame(4, A);
    const count = (k: CardKind) => [...s.track, ...s.pile].filter((c) => c === k).length;
    expect([count("cage"), count("shield")]).toEqual([3, 3]);
    expect(s.track.filter((c) => c === "cage" || c === "shield")).toHaveLength(2);
  });

  it("zoo-D9 each effect hooks only its phase: Grant Office gives nothing in Mining, Deep Core Drill nothing in Funding", () => {
    const { state } = scene(["funding", "mining", "trade"], (s) => {
      s.fundingBox = 1; s.miningBox = 1;
      s.players[A].research = ["drill"];
      s.players[B].research = ["grant"];
    });
    // A (Drill) must choose between the 1 € and the token; B (Grant Office) mines the 1 ore later.
    expect(zoo.awaiting(state)).toEqual([A]);
    const r = act(state, A, { type: "takeCoin" }).state; // then the token is forced to A
    expect(r.players.map((p) => [p.coins, p.ore])).toEqual([[1, 0], [0, 1], [0, 0]]);
  });

  it("zoo-D10 duplicates never stack: two Marketings +1 €, two Corps 1 € per owner, two Drills +1 ore; two Xeno 2 VP", () => {
    const sell = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].research = ["marketing", "marketing"];
      setPlanets(s, [{ id: "P01", camps: [A] }]);
    }).state;
    expect(act(sell, A, { type: "sell", planet: "P01" }).state.players[A].coins).toBe(3);

    const trade = scene(["trade", "build", "build"], (s) => {
      s.players[A].research = ["corps", "corps"]; s.players[A].coins = 2; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [B, C] }]);
    }).state;
    expect(act(trade, A, { type: "trade", planet: "P01" }).state.players.map((p) => p.coins)).toEqual([0, 1, 1]);

    const mine = scene(["mining", "trade", "trade"], (s) => { s.miningBox = 0; s.players[A].research = ["drill", "drill", "xeno", "xeno"]; });
    expect(mine.state.players[A].ore).toBe(1);
    expect(mine.events.find((e) => e.type === "scored")!.vp).toEqual([2, 0, 0]);
  });

  it("zoo-D11 any revealed planet carries its printed herd (2–4 tokens): all 24 revealed in a 4-player sequence", () => {
    const ids = PLANETS.map((p) => p.id).reverse();
    const s = newGame(4, A, { planetDeck: ids });
    const afterTurns = idleTurns(edit(s, (s) => { s.players.forEach((_, i) => idle(s, i)); }), 20);
    expect(afterTurns.planets.map((p) => p.id)).toEqual(ids);
    for (const p of afterTurns.planets) {
      expect(p.tokens).toBe(PLANETS.find((x) => x.id === p.id)!.herd);
      expect(p.tokens).toBeGreaterThanOrEqual(2);
      expect(p.tokens).toBeLessThanOrEqual(4);
    }
    expect(afterTurns.planets.reduce((n, p) => n + p.tokens, 0)).toBe(74);
  });

  it("zoo-D12/zoo-D13 every M+F species is gated: with no gear A can sell none of P21–P24, with Cage + Shield all four", () => {
    const mf = ["P21", "P22", "P23", "P24"];
    const bare = scene(["sell", "trade", "trade"], (s) => { setPlanets(s, mf.map((id) => ({ id, camps: [A] }))); }).state;
    expect(bare.stage.kind).toBe("select"); // A could not sell anything and was passed
    const geared = scene(["sell", "trade", "trade"], (s) => {
      setPlanets(s, mf.map((id) => ({ id, camps: [A] })));
      s.players[A].research = ["cage", "shield"];
    }).state;
    expect(zoo.legalActions(geared, A)).toHaveLength(5);
  });

  it("zoo-D14 the biggest possible sale is 15 € (16 with Marketing): M+F at M5 F3", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.markets = { grass: 5, meat: 5, funky: 3 };
      s.players[A].research = ["cage", "shield", "marketing"];
      setPlanets(s, PLANETS.map((p) => ({ id: p.id, camps: [A] })));
    }).state;
    const best = timeout(s, A);
    const sold = best.events.find((e) => e.type === "sold")!;
    expect(sold.income).toBe(16);
    expect(sold.planet).toBe("P17"); // G+F and M+F all pay 5×3 + 1: the earliest (Bubblegum Flats) wins the tie
  });

  it("zoo-D15 the markets start at G2 M3 F1 with 2, 3 and 4 players", () => {
    for (const n of [2, 3, 4]) expect(newGame(n, A).markets).toEqual({ grass: 2, meat: 3, funky: 1 });
  });

  it("zoo-D16 4 players, markets G4 M4 F2, nobody sells: G5 M5 F3 (cap), not G7 M7 F5", () => {
    const { state } = scene(["trade", "trade", "trade", "trade"], (s) => { s.markets = { grass: 4, meat: 4, funky: 2 }; });
    expect(state.markets).toEqual({ grass: 5, meat: 5, funky: 3 });
  });

  it("zoo-D17 a funky-only animal (Rainbow Jellies) at G5 M5 F2 pays 2 €", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.markets = { grass: 5, meat: 5, funky: 2 };
      setPlanets(s, [{ id: "P15", camps: [A] }]);
    }).state;
    expect(act(s, A, { type: "sell", planet: "P15" }).state.players[A].coins).toBe(2);
  });

  it("zoo-D18 A with 2 camps and one empty planet can place only 1 camp: [P02, P02] rejected, [P02] legal", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 2;
      setPlanets(s, [{ id: "P01", camps: [B] }, { id: "P02" }]);
      s.planetDeck = [];
    }).state;
    expect(reject(s, A, { type: "place", planets: ["P02", "P02"] })).toBe("illegal");
    const r = act(s, A, { type: "place", planets: ["P02"] }).state;
    expect(r.players[A].supply).toBe(1);
  });

  it("zoo-D19 A with 3 camps and 3 empty planets places exactly 2 of them", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 3;
      setPlanets(s, [{ id: "P01" }, { id: "P02" }, { id: "P03" }]);
    }).state;
    const r = act(s, A, { type: "place", planets: ["P03", "P01"] }).state;
    expect(r.players[A].supply).toBe(1);
    expect(r.planets.map((p) => p.camps)).toEqual([[A], [], [A]]);
  });

  it("zoo-D20 sold tokens leave the game: 2 sales of Lopers (4 → 2) and the herd never refills over later turns", () => {
    let s = scene(["sell", "sell", "trade"], (s) => { setPlanets(s, [{ id: "P01", camps: [A, B] }]); s.planetDeck = []; }).state;
    s = act(s, A, { type: "sell", planet: "P01" }).state;
    s = act(s, B, { type: "sell", planet: "P01" }).state;
    s = idleTurns(s, 3);
    expect(s.planets[0].tokens).toBe(2);
  });

  it("zoo-D21 all three at 10 VP, 2 ore and 30 €: all three share the victory", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.players.forEach((p) => { p.coins = 30; p.ore = 2; }); });
    expect(zoo.result(state)).toEqual({ winners: [A, B, C], scores: [10, 10, 10] });
  });

  it("zoo-D22 turn 29 with everyone at 0 VP continues; turn 30 ends: all tied at 0 VP, 0 ore, 0 € share", () => {
    const at29 = scene(["trade", "trade", "trade"], (s) => { s.turn = 29; }).state;
    expect(at29.turn).toBe(30);
    const end = chooseAll(at29, ["build", "build", "build"]).state;
    expect(zoo.result(end)).toEqual({ winners: [A, B, C], scores: [0, 0, 0] });
  });

  it("zoo-D24 coins are unlimited: the Funding box grows 2 → 22 over 10 quiet turns; camps are capped at 10 per player", () => {
    const s = idleTurns(edit(newGame(3, A), (s) => { [A, B, C].forEach((i) => idle(s, i)); }), 10);
    expect(s.fundingBox).toBe(22);
    const capped = scene(["build", "trade", "trade"], (s) => {
      s.players[A].ore = 30; s.players[A].supply = 10; s.players[A].bank = 0;
    }).state;
    expect(capped.players[A].ore).toBe(30);
    expect(capped.players[A].supply).toBe(10);
  });

  it("zoo-D25 timeouts only for awaited seats: B's timeout during A's Sell turn is rejected", () => {
    const s = scene(["sell", "trade", "trade"], (s) => { setPlanets(s, [{ id: "P01", camps: [A] }]); }).state;
    const r = zoo.apply(s, B, { type: "timeout" });
    expect(r.ok).toBe(false);
    expect(timeout(s, A).state.players[A].coins).toBe(2);
  });

  it("zoo-D2b 4-player seats: D exists and can act (D times out to Mining in P0)", () => {
    const s = newGame(4, A);
    const r = timeout(s, D).state;
    expect(r.stage.kind === "select" && r.stage.choices[D]).toBe("mining");
  });
});
