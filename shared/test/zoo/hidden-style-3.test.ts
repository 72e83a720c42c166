/** Hidden-style cases for §3 (phase rules), written like the spec's §7 rows. */
import { zoo, type ZooState } from "../../src/games/zoo";
import { PLANETS, type CardKind, type Phase } from "../../src/games/zoo/data";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, scene, setPlanets, timeout } from "./helpers";

describe("hidden-style §3.0 action selection", () => {
  it("X-3.0-1 turn 2, A locked on Mining: choosing Mining is rejected, the 6 others are legal; timeout → Funding", () => {
    const s = edit(newGame(3, A), (s) => { s.turn = 2; s.players[A].locked = "mining"; });
    expect(reject(s, A, { type: "choose", phase: "mining" })).toBe("illegal");
    expect(zoo.legalActions(s, A).map((a) => (a as { phase: string }).phase)).toEqual(
      ["funding", "research", "build", "expand", "trade", "sell"]);
    const t = timeout(s, A).state;
    expect(t.stage.kind === "select" && t.stage.choices[A]).toBe("funding");
  });

  it("X-3.0-2 choices are revealed at once: before C chooses nobody's card is public; after, all three", () => {
    let s = edit(newGame(3, A), (s) => { [A, B, C].forEach((i) => idle(s, i)); });
    s = act(s, A, { type: "choose", phase: "sell" }).state;
    s = act(s, B, { type: "choose", phase: "expand" }).state;
    expect(zoo.view(s, C).players.map((p) => p.played)).toEqual([null, null, null]);
    const r = act(s, C, { type: "choose", phase: "sell" });
    expect(r.events.find((e) => e.type === "revealed")!.choices).toEqual(["sell", "expand", "sell"]);
  });

  it("X-3.0-3 blocking Sell with no camps: markets stay G2 M3 F1 (not G4 M5 F3)", () => {
    const { state } = scene(["sell", "trade", "trade"], () => {});
    expect(state.markets).toEqual({ grass: 2, meat: 3, funky: 1 });
  });
});

describe("hidden-style §3.1 Funding", () => {
  it("X-3.1-1 holder A; A and B pick Funding; box 2 €: A takes the token, B 1 €, A 1 € → A +1 and holder, B +1", () => {
    let s = scene(["funding", "funding", "trade"], (s) => { s.fundingBox = 2; }).state;
    s = act(s, A, { type: "takeToken" }).state;
    // Only coins remain: B and A take them by force.
    expect(s.players.map((p) => p.coins)).toEqual([1, 1, 0]);
    expect(s.holder).toBe(A);
    expect(s.fundingBox).toBe(0);
  });

  it("X-3.1-2 holder C (not participant); A and B pick Funding; box 0 €: A takes the token, B gets nothing; A is holder", () => {
    const { state } = scene(["funding", "funding", "trade"], (s) => { s.fundingBox = 0; }, C);
    expect(state.holder).toBe(A);
    expect(state.fundingBox).toBe(0); // selected, so no N−1 € are added
    expect(state.players.map((p) => p.coins)).toEqual([0, 0, 0]);
  });

  it("X-3.1-3 3 participants, box 4 €, holder A: A coin, B token, then forced C coin, A coin, B coin → A 2, B 1 + token, C 1", () => {
    let s = scene(["funding", "funding", "funding"], (s) => { s.fundingBox = 4; }).state;
    s = act(s, A, { type: "takeCoin" }).state;
    s = act(s, B, { type: "takeToken" }).state;
    // Only coins remain (3): forced picks continue the cycle C, A, B.
    expect(s.players.map((p) => p.coins)).toEqual([2, 1, 1]);
    expect(s.holder).toBe(B);
    expect(s.fundingBox).toBe(0);
  });

  it("X-3.1-4 box 0 and A owns Grant Office: A takes the token and 1 € from the bank → A 1 €", () => {
    const { state } = scene(["funding", "trade", "trade"], (s) => { s.fundingBox = 0; s.players[A].research = ["grant"]; }, B);
    expect(state.holder).toBe(A);
    expect(state.players[A].coins).toBe(1);
  });

  it("X-3.1-5 two participants take turns cycling: box 3 €, holder B, A and B: B coin, A coin, B token, A coin → A 2, B 1, holder B", () => {
    let s = scene(["funding", "funding", "trade"], (s) => { s.fundingBox = 3; }, B).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    s = act(s, B, { type: "takeCoin" }).state;
    s = act(s, A, { type: "takeCoin" }).state;
    s = act(s, B, { type: "takeToken" }).state;
    expect(s.players.map((p) => p.coins)).toEqual([2, 1, 0]);
    expect(s.holder).toBe(B);
  });
});

describe("hidden-style §3.2 Research", () => {
  it("X-3.2-1 not selected with position 1 empty: nothing is discarded; [–, Xeno, –, Cage, –] + pile [Drill] → [Xeno, Cage, Drill, –, –]", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => {
      s.track = [null, "xeno", null, "cage", null];
      s.pile = ["drill"];
    });
    expect(state.track).toEqual(["xeno", "cage", "drill", null, null]);
    expect(state.discarded).toEqual([]);
    expect(state.pile).toEqual([]);
  });

  it("X-3.2-2 A buys position 1 (1 €); B with 1 € can then afford nothing and passes automatically", () => {
    let s = scene(["research", "research", "trade"], (s) => {
      s.track = ["xeno", "cage", "shield", "smelter", "marketing"];
      s.players[A].coins = 1;
      s.players[B].coins = 1;
    }).state;
    const r = act(s, A, { type: "buy", position: 1 });
    s = r.state;
    expect(r.events).toContainEqual({ type: "cannotAct", seat: B, phase: "research" });
    expect(s.players.map((p) => p.coins)).toEqual([0, 1, 0]);
    expect(s.players[B].research).toEqual([]);
    expect(s.phase).toBe(0); // turn over
    expect(s.track).toEqual([null, "cage", "shield", "smelter", "marketing"]);
  });

  it("X-3.2-3 gaps left by purchases close at the next not-selected Research: [–, Cage, Shield, Smelter, Marketing] → nothing discarded, [Cage, Shield, Smelter, Marketing, Grant]", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.track = ["xeno", "cage", "shield", "smelter", "marketing"];
      s.pile = ["grant", "drill", "corps", "cage"];
      s.players[A].coins = 1;
    }).state;
    s = act(s, A, { type: "buy", position: 1 }).state;
    expect(s.track).toEqual([null, "cage", "shield", "smelter", "marketing"]);
    const next = chooseAll(s, ["build", "build", "build"]).state;
    expect(next.track).toEqual(["cage", "shield", "smelter", "marketing", "grant"]);
    expect(next.discarded).toEqual([]);
    expect(next.pile).toEqual(["drill", "corps", "cage"]);
  });

  it("X-3.2-4 a buyer is charged the position, not the card: Xeno at position 4 costs 4 €", () => {
    let s = scene(["research", "trade", "trade"], (s) => {
      s.track = [null, null, null, "xeno", null];
      s.players[A].coins = 6;
    }).state;
    s = act(s, A, { type: "buy", position: 4 }).state;
    expect(s.players[A].coins).toBe(2);
    expect(s.players[A].research).toEqual(["xeno"]);
  });
});

describe("hidden-style §3.3 Build Camp", () => {
  it("X-3.3-1 with a Smelter and exactly 2 ore A builds → 0 ore; B without Smelter and 2 ore cannot", () => {
    let s = scene(["build", "build", "trade"], (s) => {
      s.players[A].ore = 2; s.players[A].research = ["smelter"];
      s.players[B].ore = 2;
    }).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    s = act(s, A, { type: "build", build: true }).state;
    expect([s.players[A].ore, s.players[A].supply, s.players[A].bank]).toEqual([0, 1, 8]);
    expect([s.players[B].ore, s.players[B].supply]).toEqual([2, 0]);
  });

  it("X-3.3-2 the 10th camp: 9 out (bank 1), 3 ore → builds, bank 0; next Build Camp: no camp", () => {
    let s = scene(["build", "trade", "trade"], (s) => {
      setPlanets(s, ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08"].map((id) => ({ id, camps: [A] })));
      s.players[A].supply = 1; s.players[A].bank = 1; s.players[A].ore = 6;
    }).state;
    s = act(s, A, { type: "build", build: true }).state;
    expect([s.players[A].ore, s.players[A].supply, s.players[A].bank]).toEqual([3, 2, 0]);
    // A's Build card is locked in turn 2; unlock it by edit to ask again at once.
    s = edit(s, (s) => { s.players[A].locked = null; });
    const t = chooseAll(s, ["build", "sell", "sell"]);
    expect(t.events).toContainEqual({ type: "cannotAct", seat: A, phase: "build" });
    expect(t.state.players[A].ore).toBe(3);
  });

  it("X-3.3-3 two participants build at once: A 3 ore → 0, C 5 ore → 2; both +1 supply", () => {
    let s = scene(["build", "trade", "build"], (s) => { s.players[A].ore = 3; s.players[C].ore = 5; }).state;
    expect(zoo.awaiting(s)).toEqual([A, C]);
    s = act(s, C, { type: "build", build: true }).state;
    expect(s.players[C].ore).toBe(5); // nothing is built until everyone decided
    s = act(s, A, { type: "build", build: true }).state;
    expect(s.players.map((p) => [p.ore, p.supply])).toEqual([[0, 1], [0, 0], [2, 1]]);
  });
});

describe("hidden-style §3.4 Expand", () => {
  it("X-3.4-1 a planet holding only A's camp is not a target for A (it holds a camp)", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02" }]);
    }).state;
    expect(reject(s, A, { type: "place", planets: ["P01"] })).toBe("illegal");
    expect(act(s, A, { type: "place", planets: ["P02"] }).state.planets[1].camps).toEqual([A]);
  });

  it("X-3.4-2 Cartography with an empty planet deck: reveal rejected; A places on the only empty planet", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 2; s.players[A].research = ["cartography"];
      setPlanets(s, [{ id: "P01" }]);
      s.planetDeck = [];
    }).state;
    expect(reject(s, A, { type: "reveal" })).toBe("illegal");
    const r = act(s, A, { type: "place", planets: ["P01"] }).state;
    expect(r.players[A].supply).toBe(1);
  });

  it("X-3.4-3 Cartography reveal once per phase; a revealed planet stays for B when A places nothing", () => {
    let s = scene(["expand", "expand", "trade"], (s) => {
      s.players[A].supply = 1; s.players[A].research = ["cartography"];
      s.players[B].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [C] }]);
      s.planetDeck = ["P15", "P16"];
    }).state;
    s = act(s, A, { type: "reveal" }).state;
    expect(s.planets.map((p) => [p.id, p.tokens])).toEqual([["P01", 4], ["P15", 4]]);
    expect(reject(s, A, { type: "reveal" })).toBe("illegal");
    s = act(s, A, { type: "place", planets: [] }).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    s = act(s, B, { type: "place", planets: ["P15"] }).state;
    expect(s.planets[1].camps).toEqual([B]);
    expect(s.planetDeck).toEqual(["P16"]);
  });

  it("X-3.4-4 not selected three turns in a row reveals 3 planets, one per turn, with their herds", () => {
    let s = scene(["trade", "trade", "trade"], (s) => { setPlanets(s, [{ id: "P01" }]); s.planetDeck = ["P21", "P15", "P07"]; }).state;
    s = chooseAll(s, ["build", "build", "build"]).state;
    s = chooseAll(s, ["trade", "trade", "trade"]).state;
    expect(s.planets.map((p) => [p.id, p.tokens])).toEqual([["P01", 4], ["P21", 2], ["P15", 4], ["P07", 3]]);
    expect(s.planetDeck).toEqual([]);
  });

  it("X-3.4-5 holder B; A (1 camp) and B (2 camps) expand onto 2 empty planets: B goes first and may take both, A gets none", () => {
    let s = scene(["expand", "expand", "trade"], (s) => {
      s.players[A].supply = 1; s.players[B].supply = 2;
      setPlanets(s, [{ id: "P01" }, { id: "P02" }]);
      s.planetDeck = [];
    }, B).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    const r = act(s, B, { type: "place", planets: ["P02", "P01"] });
    expect(r.events).toContainEqual({ type: "cannotAct", seat: A, phase: "expand" });
    expect(r.state.players.map((p) => p.supply)).toEqual([1, 0, 0]);
  });
  it("X-3.4-6 B owns Cartography but has no camp; C has 1 camp; no planet is empty: B may reveal Prism Vale, then C places on it", () => {
    let s = scene(["trade", "expand", "expand"], (s) => {
      s.players[B].research = ["cartography"];
      s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A] }]);
      s.planetDeck = ["P15", "P16"];
    }).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    expect(zoo.legalActions(s, B)).toEqual([{ type: "reveal" }, { type: "place", planets: [] }]);
    s = act(s, B, { type: "reveal" }).state;
    // B has nothing to place: the turn passes to C at once.
    expect(zoo.awaiting(s)).toEqual([C]);
    s = act(s, C, { type: "place", planets: ["P15"] }).state;
    expect(s.planets.map((p) => [p.id, p.camps])).toEqual([["P01", [A]], ["P15", [C]]]);
    expect(s.planetDeck).toEqual(["P16"]);
  });

  it("X-3.4-7 the same scene on timeout: B does not reveal, so C has nowhere to place and keeps the camp", () => {
    const s = scene(["trade", "expand", "expand"], (s) => {
      s.players[B].research = ["cartography"];
      s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A] }]);
      s.planetDeck = ["P15", "P16"];
    }).state;
    const r = timeout(s, B);
    expect(r.events).toContainEqual({ type: "cannotAct", seat: C, phase: "expand" });
    expect(r.state.players[C].supply).toBe(1);
    expect(r.state.planetDeck).toEqual(["P15", "P16"]);
  });

  it("X-3.4-8 planets still in the deck are not available: placing on the next deck card or an unknown planet is rejected", () => {
    const s = scene(["expand", "trade", "trade"], (s) => {
      s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01" }]);
      s.planetDeck = ["P02"];
    }).state;
    expect(reject(s, A, { type: "place", planets: ["P02"] })).toBe("illegal");
    expect(reject(s, A, { type: "place", planets: ["P99"] })).toBe("illegal");
  });
  it("X-3.4-9 a Cartography owner with no camp and 9 empty planets is offered only the reveal and placing nothing", () => {
    const s = scene(["trade", "expand", "trade"], (s) => {
      s.players[B].research = ["cartography"];
      setPlanets(s, PLANETS.slice(0, 9).map((p) => ({ id: p.id })));
    }).state;
    expect(zoo.legalActions(s, B)).toEqual([{ type: "reveal" }, { type: "place", planets: [] }]);
    expect(reject(s, B, { type: "place", planets: ["P01"] })).toBe("illegal");
  });
  it("X-3.4-10 two Cartography owners each reveal once: A reveals P15 and places there, B reveals P16 and places there", () => {
    let s = scene(["expand", "expand", "trade"], (s) => {
      for (const seat of [A, B]) { s.players[seat].research = ["cartography"]; s.players[seat].supply = 1; }
      setPlanets(s, [{ id: "P01", camps: [C] }]);
      s.planetDeck = ["P15", "P16", "P17"];
    }).state;
    s = act(s, A, { type: "reveal" }).state;
    s = act(s, A, { type: "place", planets: ["P15"] }).state;
    expect(zoo.legalActions(s, B)).toEqual([{ type: "reveal" }, { type: "place", planets: [] }]);
    s = act(s, B, { type: "reveal" }).state;
    s = act(s, B, { type: "place", planets: ["P16"] }).state;
    expect(s.planets.map((p) => [p.id, p.camps])).toEqual([["P01", [C]], ["P15", [A]], ["P16", [B]]]);
    expect(s.planetDeck).toEqual(["P17"]);
  });
});

describe("hidden-style §3.5 Trade Route", () => {
  it("X-3.5-1 C with exactly 4 € joins a planet with camps of A and B → C 0 €, A 2 €, B 2 € (A, B not participants)", () => {
    const s = scene(["build", "build", "trade"], (s) => {
      s.players[C].coins = 4; s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A, B] }]);
    }).state;
    const r = act(s, C, { type: "trade", planet: "P01" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([2, 2, 0]);
    expect(r.planets[0].camps).toEqual([A, B, C]);
    expect(r.players[C].supply).toBe(0);
  });

  it("X-3.5-2 4 players, D with Diplomatic Corps and exactly 3 € joins a planet with A, B, C → D 0 €, each +1", () => {
    const s = scene(["build", "build", "build", "trade"], (s) => {
      s.players[D].coins = 3; s.players[D].supply = 1; s.players[D].research = ["corps"];
      setPlanets(s, [{ id: "P13", camps: [A, B, C] }]);
    }).state;
    const r = act(s, D, { type: "trade", planet: "P13" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([1, 1, 1, 0]);
  });

  it("X-3.5-3 one camp per phase: C with 2 camps and 10 € joins one planet, then the phase passes on to A", () => {
    let s = scene(["trade", "build", "trade"], (s) => {
      s.players[C].coins = 10; s.players[C].supply = 2;
      s.players[A].coins = 10; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [B] }, { id: "P02", camps: [B] }]);
    }, C).state;
    expect(zoo.awaiting(s)).toEqual([C]);
    s = act(s, C, { type: "trade", planet: "P01" }).state;
    expect(zoo.awaiting(s)).toEqual([A]);
    // A joins P01 too: it now pays B and C.
    s = act(s, A, { type: "trade", planet: "P01" }).state;
    expect(s.players.map((p) => p.coins)).toEqual([6, 4, 10]);
    expect(s.players[C].supply).toBe(1);
  });

  it("X-3.5-4 C with 3 € cannot join B+A's planet (4 €) but can join a planet with B only (2 €) → C 1 €", () => {
    const s = scene(["build", "build", "trade"], (s) => {
      s.players[C].coins = 3; s.players[C].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02", camps: [B] }]);
    }).state;
    expect(reject(s, C, { type: "trade", planet: "P01" })).toBe("cannot-afford");
    expect(zoo.legalActions(s, C)).toEqual([{ type: "trade", planet: "P02" }, { type: "pass" }]);
    const r = act(s, C, { type: "trade", planet: "P02" }).state;
    expect(r.players.map((p) => p.coins)).toEqual([0, 2, 1]);
  });
});

describe("hidden-style §3.6 Sell Animals", () => {
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

describe("hidden-style §3.7 Mining", () => {
  it("X-3.7-1 holder A; A, B and C mine a box of 2: A +1, B +1, C +0", () => {
    const { state } = scene(["mining", "mining", "mining"], (s) => { s.miningBox = 2; });
    expect(state.players.map((p) => p.ore)).toEqual([1, 1, 0]);
    expect(state.miningBox).toBe(0);
  });

  it("X-3.7-2 a lone miner takes the whole box of 5; with Deep Core Drill 6", () => {
    const { state } = scene(["trade", "mining", "trade"], (s) => { s.miningBox = 5; s.players[B].research = ["drill"]; });
    expect(state.players.map((p) => p.ore)).toEqual([0, 6, 0]);
    expect(state.miningBox).toBe(0); // selected, so no N−1 ore are added afterwards
  });

  it("X-3.7-3 3 players, nobody mines for 2 turns: box 3 → 5 → 7, then B mines alone: +7", () => {
    let s = scene(["trade", "trade", "trade"], () => {}).state;
    expect(s.miningBox).toBe(5);
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(s.miningBox).toBe(7);
    s = chooseAll(s, ["trade", "mining", "trade"]).state;
    expect([s.miningBox, s.players[B].ore]).toEqual([0, 7]);
  });
});

describe("hidden-style §3.8 hand refresh", () => {
  it("X-3.8-1 A plays Sell in turn 1, Build in turn 2: turn 2 hand lacks Sell; turn 3 hand has Sell, lacks Build", () => {
    let s = scene(["sell", "trade", "trade"], () => {}).state;
    expect(zoo.view(s, A).private!.hand).toEqual(["funding", "research", "build", "expand", "trade", "mining"]);
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(s.turn).toBe(3);
    expect(zoo.view(s, A).private!.hand).toEqual(["funding", "research", "expand", "trade", "sell", "mining"]);
    expect(reject(s, A, { type: "choose", phase: "build" })).toBe("illegal");
  });

  it("X-3.8-2 in turn 1 the hand has 7 cards; every later turn 6", () => {
    let s = scene(["mining", "mining", "mining"], () => {}).state;
    for (let turn = 2; turn <= 4; turn++) {
      expect(s.turn).toBe(turn);
      for (const seat of [A, B, C]) expect(zoo.legalActions(s, seat)).toHaveLength(6);
      s = chooseAll(s, turn % 2 === 0 ? ["trade", "trade", "trade"] : ["mining", "mining", "mining"]).state;
    }
  });
});

describe("hidden-style §3.9 scoring and victory", () => {
  it("X-3.9-1 A 11 € (3 money points) + 2 camps on planets + 1 in supply + 2 in bank-only: VP 5", () => {
    const { events } = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 11; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02", camps: [A, B] }]);
    });
    expect(events.find((e) => e.type === "scored")!.vp).toEqual([5, 1, 0]);
  });

  it("X-3.9-2 A 11 VP and B 10 VP: A wins (highest VP, not only 'reached 10')", () => {
    const { state } = scene(["trade", "trade", "trade"], (s) => { s.players[A].coins = 33; s.players[B].coins = 30; });
    expect(zoo.result(state)).toEqual({ winners: [A], scores: [11, 10, 0] });
  });

  it("X-3.9-3 A and C at 10 VP with equal ore: the one with more € wins; with equal €, both win", () => {
    const money = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 30; // 10 VP
      s.players[C].coins = 27; s.players[C].research = ["xeno"]; // 9 + 1 = 10 VP
      s.players[A].ore = 2; s.players[C].ore = 2;
    }).state;
    expect(zoo.result(money)).toEqual({ winners: [A], scores: [10, 0, 10] });
    const shared = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 30; s.players[C].coins = 30; s.players[A].ore = 1; s.players[C].ore = 1;
    }).state;
    expect(zoo.result(shared)!.winners).toEqual([A, C]);
  });

  it("X-3.9-4 a 10 VP player with less ore loses to another 10 VP player with more ore, regardless of €", () => {
    const s = scene(["trade", "trade", "trade"], (s) => {
      s.players[A].coins = 32; s.players[A].ore = 0;
      s.players[B].coins = 30; s.players[B].ore = 4;
    }).state;
    expect(zoo.result(s)).toEqual({ winners: [B], scores: [10, 10, 0] });
  });

  it("X-3.9-5 VP is computed after Mining: A at 9 VP earns 3 € by selling in P6 → 10 VP at the end of the same turn", () => {
    const s = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].coins = 27;
      s.markets = { grass: 3, meat: 3, funky: 1 };
      setPlanets(s, [{ id: "P10", camps: [B] }, { id: "P01", camps: [] }]);
      s.players[A].research = [];
    }).state;
    // A has no camp: nothing to sell, so 27 € → 9 VP; B's camp: 1. Not over.
    expect(s.stage.kind).toBe("select");
    const t = scene(["sell", "trade", "trade"], (s) => {
      s.players[A].coins = 26;
      s.markets = { grass: 3, meat: 3, funky: 1 };
      setPlanets(s, [{ id: "P01", camps: [A] }]);
    }).state;
    const r = act(t, A, { type: "sell", planet: "P01" }).state; // 26 + 3 = 29 € → 9 + 1 camp = 10 VP
    expect(zoo.result(r)).toEqual({ winners: [A], scores: [10, 0, 0] });
  });
});
