/** Cases for §6 (every chosen reading A1–A22), written like the spec's §7 rows. */
import { zoo } from "../../src/games/zoo";
import { PLANETS } from "../../src/games/zoo/data";
import { A, B, C, D, act, chooseAll, edit, newGame, reject, scene, setPlanets, timeout } from "./helpers";

describe("§6 contradictions and ambiguities", () => {
  it("X-6-A1 the threshold is 10, not 15: B at 12 VP wins at the end of turn 1", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.players[B].coins = 36; });
    expect(zoo.result(state)).toEqual({ winners: [B], scores: [0, 12, 0] });
  });

  it("X-6-A2 scoring comes after phase 7: A and B at 10 VP with 3 ore; B mines 1 ore in P7 → B wins on ore", () => {
    const { state } = scene(["trade", "mining", "trade"], (s) => {
      s.miningBox = 1;
      s.players[A].coins = 30; s.players[A].ore = 3;
      s.players[B].coins = 30; s.players[B].ore = 3;
    });
    expect(zoo.result(state)).toEqual({ winners: [B], scores: [10, 10, 0] });
    expect(state.players[B].ore).toBe(4);
  });

  it("X-6-A3 only played cards go to the box: A played Funding; B and C (who did not) may choose Funding in turn 2", () => {
    const s = scene(["funding", "trade", "build"], (s) => { s.fundingBox = 0; }).state;
    expect(s.players.map((p) => p.locked)).toEqual(["funding", "trade", "build"]);
    expect(zoo.view(s, B).private!.hand).toContain("funding");
    expect(zoo.view(s, C).private!.hand).toContain("funding");
    expect(zoo.view(s, A).private!.hand).not.toContain("funding");
  });

  it("X-6-A4 a card comes back after one turn: A plays Sell in turns 1 and 3 but not in turn 2", () => {
    let s = scene(["sell", "trade", "trade"], () => {}).state;
    expect(reject(s, A, { type: "choose", phase: "sell" })).toBe("illegal");
    s = chooseAll(s, ["mining", "build", "build"]).state;
    s = chooseAll(s, ["sell", "trade", "trade"]).state;
    expect(s.players[A].locked).toBe("sell");
    expect(s.turn).toBe(4);
  });

  it("X-6-A5 one planet per player: 4 players reveal 4 planets (deck 20); 2 players reveal 2 (deck 22)", () => {
    const four = newGame(4, A);
    expect([four.planets.length, four.planetDeck.length]).toEqual([4, 20]);
    const two = newGame(2, A);
    expect([two.planets.length, two.planetDeck.length]).toEqual([2, 22]);
  });

  it("X-6-A6 Mining empties the Mining box, never the Funding box: box 3 ore → A 3 ore; Funding box 2 → 4 (not selected)", () => {
    const { state } = scene(["mining", "trade", "trade"], (s) => { s.miningBox = 3; s.fundingBox = 2; });
    expect(state.players[A].ore).toBe(3);
    expect([state.miningBox, state.fundingBox]).toEqual([0, 4]);
  });

  it("X-6-A7 Research is one pass: holder B; A and B buy one card each (B first), then the phase ends", () => {
    let s = scene(["research", "research", "trade"], (s) => {
      s.track = ["xeno", "xeno", "cage", "shield", "smelter"];
      s.players[A].coins = 10; s.players[B].coins = 10;
    }, B).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    s = act(s, B, { type: "buy", position: 2 }).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    s = act(s, A, { type: "buy", position: 1 }).state;
    expect(s.phase).toBe(0);
    expect(s.players.map((p) => [p.coins, p.research.length])).toEqual([[9, 1], [8, 1], [0, 0]]);
  });

  it("X-6-A8 with 4 planets, 2 holding camps, A (3 camps) has exactly 4 legal placements: none, each empty one, both", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 3;
      setPlanets(s, [{ id: "P01", camps: [B] }, { id: "P02" }, { id: "P03", camps: [C] }, { id: "P04" }]);
    }).state;
    expect(zoo.legalActions(s, A)).toEqual([
      { type: "place", planets: [] },
      { type: "place", planets: ["P02"] },
      { type: "place", planets: ["P04"] },
      { type: "place", planets: ["P02", "P04"] },
    ]);
  });

  it("X-6-A9 4 players: D is on Y with A; D may not join Y again, and joins Z (A only) for 2 €", () => {
    const s = scene(["build", "build", "build", "trade"], (s) => {
      s.players[D].coins = 10; s.players[D].supply = 2;
      setPlanets(s, [{ id: "P01", camps: [A, D] }, { id: "P02", camps: [A] }]);
    }).state;
    expect(reject(s, D, { type: "trade", planet: "P01" })).toBe("illegal");
    const r = act(s, D, { type: "trade", planet: "P02" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([2, 0, 0, 8]);
  });

  it("X-6-A10 funky alone is f: Whisper Moths at G5 M5 F3 with a Shield pay 3 €", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.markets = { grass: 5, meat: 5, funky: 3 };
      s.players[A].research = ["shield"];
      setPlanets(s, [{ id: "P16", camps: [A] }]);
    }).state;
    expect(act(s, A, { type: "sell", planet: "P16" }).state.players[A].coins).toBe(3);
  });

  it("X-6-A11 the upper cap: at G5 M5 F3 a quiet Sell phase leaves G5 M5 F3", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.markets = { grass: 5, meat: 5, funky: 3 }; });
    expect(state.markets).toEqual({ grass: 5, meat: 5, funky: 3 });
  });

  it("X-6-A12 the floor: Bog Bears at G1 M1 with a Cage pay 2 €; G and M stay at 1", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.markets = { grass: 1, meat: 1, funky: 2 };
      s.players[A].research = ["cage"];
      setPlanets(s, [{ id: "P12", camps: [A] }]);
    }).state;
    const r = act(s, A, { type: "sell", planet: "P12" }).state;
    expect(r.players[A].coins).toBe(2);
    expect(r.markets).toEqual({ grass: 1, meat: 1, funky: 2 });
  });

  it("X-6-A13 4 players: A, B, D at 10 VP; ore A 2, B 5, D 5; € A 30, B 30, D 31 → D wins", () => {
    const { state } = scene(["trade", "trade", "trade", "trade"], (s) => {
      Object.assign(s.players[A], { coins: 30, ore: 2 });
      Object.assign(s.players[B], { coins: 30, ore: 5 });
      Object.assign(s.players[D], { coins: 31, ore: 5 });
    });
    expect(zoo.result(state)).toEqual({ winners: [D], scores: [10, 10, 0, 10] });
  });

  it("X-6-A14 2 players, A first: A 1 €, B 2 €; nobody gets 4 €", () => {
    expect(newGame(2, A).players.map((p) => p.coins)).toEqual([1, 2]);
  });

  it("X-6-A15 holder A, A and B fund a box of 3 €: A takes the token first; B, A, B take the coins → A 1 €, B 2 €, A holder", () => {
    let s = scene(["funding", "funding", "trade"], (s) => { s.fundingBox = 3; }).state;
    const r = act(s, A, { type: "takeToken" });
    s = r.state;
    expect(r.events.filter((e) => e.type === "tookCoin").map((e) => e.seat)).toEqual([B, A, B]);
    expect(s.players.map((p) => p.coins)).toEqual([1, 2, 0]);
    expect(s.holder).toBe(A);
  });

  it("X-6-A16 4 players, holder D does not fund; only B funds a box of 0 €: B takes the token, D loses it", () => {
    const { state } = scene(["trade", "funding", "trade", "trade"], (s) => { s.fundingBox = 0; }, D);
    expect(state.holder).toBe(B);
    expect(state.players[B].coins).toBe(0);
  });

  it("X-6-A17 exactly one camp per Build Camp phase: A with 9 ore and a Smelter builds one → 7 ore", () => {
    let s = scene(["build", "trade", "trade"], (s) => { s.players[A].ore = 9; s.players[A].research = ["smelter"]; }).state;
    s = act(s, A, { type: "build", build: true }).state;
    expect([s.players[A].ore, s.players[A].supply, s.players[A].bank]).toEqual([7, 1, 8]);
    expect(s.phase).toBe(0);
  });

  it("X-6-A18 the price depends only on the position: the same Cage costs 2 € at position 2 and, after a shift, 1 € at position 1", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.track = ["xeno", "cage", "cage", null, null];
      s.pile = [];
      s.players[A].coins = 2;
    }).state;
    s = act(s, A, { type: "buy", position: 2 }).state;
    expect(s.players[A].coins).toBe(0);
    // Turn 2: nobody researches: Xeno is discarded, the other Cage slides to position 1.
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(s.track).toEqual(["cage", null, null, null, null]);
    s = edit(s, (s) => { s.players[B].coins = 1; });
    s = chooseAll(s, ["trade", "research", "trade"]).state;
    s = act(s, B, { type: "buy", position: 1 }).state;
    expect(s.players.map((p) => p.research)).toEqual([["cage"], ["cage"], []]);
    expect(s.players[B].coins).toBe(0);
  });

  it("X-6-A19 the counts: 24 planets with 74 tokens, 24 research cards, 10 camps per player in a 4-player game", () => {
    const s = newGame(4, A);
    expect(s.planets.length + s.planetDeck.length).toBe(PLANETS.length);
    expect(s.track.filter((c) => c !== null).length + s.pile.length).toBe(24);
    expect(s.players.map((p) => p.supply + p.bank)).toEqual([10, 10, 10, 10]);
  });

  it("X-6-A20 the 4th player's extra camp is in supply: with A first, D places 2 camps in turn 1's Expand", () => {
    const s = edit(newGame(4, A, { planetDeck: ["P01", "P02", "P03", "P04", "P05"] }), (s) => {
      for (const seat of [A, B, C]) s.players[seat].supply = 0;
    });
    let t = chooseAll(s, ["build", "build", "build", "expand"]).state;
    // A, B, C may build; they decline.
    for (const seat of [A, B, C]) t = act(t, seat, { type: "build", build: false }).state;
    expect(zoo.awaiting(t)).toEqual([D]);
    t = act(t, D, { type: "place", planets: ["P01", "P02"] }).state;
    expect(t.players[D].supply).toBe(0);
    expect(t.planets.filter((p) => p.camps.includes(D))).toHaveLength(2);
  });

  it("X-6-A21 the safety cap: the game stops after turn 30 at 9, 9, 7 VP; B with more € but less ore loses to A", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => {
      s.turn = 30;
      Object.assign(s.players[A], { coins: 27, ore: 2 });
      Object.assign(s.players[B], { coins: 29, ore: 1 });
      Object.assign(s.players[C], { coins: 21, ore: 9 });
    });
    expect(zoo.result(state)).toEqual({ winners: [A], scores: [9, 9, 7] });
    expect(reject(state, A, { type: "choose", phase: "mining" })).toBe("game_over");
  });

  it("X-6-A22 an emptied planet stays in play: Cerebra at 0 tokens still scores A's camp; the Sell timeout sells elsewhere", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].research = ["shield"];
      s.markets = { grass: 2, meat: 5, funky: 3 };
      setPlanets(s, [{ id: "P23", camps: [A], tokens: 0 }, { id: "P01", camps: [A] }]);
      s.planetDeck = [];
    }).state;
    const r = timeout(s, A);
    expect(r.events.find((e) => e.type === "sold")).toMatchObject({ planet: "P01", income: 2 });
    expect(r.state.planets.map((p) => [p.id, p.tokens])).toEqual([["P23", 0], ["P01", 3]]);
    expect(r.events.find((e) => e.type === "scored")!.vp).toEqual([2, 0, 0]);
  });
});
