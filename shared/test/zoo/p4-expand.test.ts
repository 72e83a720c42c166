import { zoo } from "../../src/games/zoo";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject, setPlanets, scene, timeout } from "./helpers";
import { PLANETS } from "../../src/games/zoo/data";

describe("§3.4 P4 Expand", () => {
  it("Z11 camps go to distinct planets without any camp; later participants may find none left", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02" }, { id: "P03" }]);
      idle(s, A);
      s.players[B].supply = 2;
      s.players[C].supply = 1;
    });
    s = chooseAll(s, ["trade", "expand", "expand"]).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    expect(reject(s, B, { type: "place", planets: ["P02", "P02"] })).toBe("illegal");
    expect(reject(s, B, { type: "place", planets: ["P01"] })).toBe("illegal");
    expect(reject(s, B, { type: "place", planets: ["P02", "P03", "P01"] })).toBe("illegal");
    const r = act(s, B, { type: "place", planets: ["P02", "P03"] });
    expect(r.events).toContainEqual({ type: "cannotAct", seat: C, phase: "expand" });
    expect(r.state.planets.map((p) => p.camps)).toEqual([[A], [B], [B]]);
    expect(r.state.players[B].supply).toBe(0);
    expect(r.state.players[C].supply).toBe(1);
  });

  it("places any number of camps, including none", () => {
    let s = edit(newGame(2, A), (s) => {
      setPlanets(s, [{ id: "P01" }, { id: "P02" }]);
      s.players[A].supply = 2;
    });
    s = chooseAll(s, ["expand", "trade"]).state;
    const legal = zoo.legalActions(s, A);
    expect(legal).toEqual([
      { type: "place", planets: [] },
      { type: "place", planets: ["P01"] },
      { type: "place", planets: ["P02"] },
      { type: "place", planets: ["P01", "P02"] },
    ]);
    const one = act(s, A, { type: "place", planets: ["P02"] }).state;
    expect(one.players[A].supply).toBe(1);
    const none = act(s, A, { type: "place", planets: [] }).state;
    expect(none.players[A].supply).toBe(2);
    expect(reject(s, A, { type: "place", planets: ["P99"] })).toBe("illegal");
  });

  it("rejects placing more camps than the supply holds", () => {
    let s = edit(newGame(2, A), (s) => {
      setPlanets(s, [{ id: "P01" }, { id: "P02" }, { id: "P03" }]);
      s.players[A].supply = 2;
    });
    s = chooseAll(s, ["expand", "trade"]).state;
    expect(reject(s, A, { type: "place", planets: ["P01", "P02", "P03"] })).toBe("illegal");
    const r = act(s, A, { type: "place", planets: ["P01", "P02"] });
    expect(r.state.players[A].supply).toBe(0);
    expect(r.state.planets.map((p) => p.camps)).toEqual([[A], [A], []]);
  });

  it("a pass places no camp", () => {
    let s = edit(newGame(2, A), (s) => {
      setPlanets(s, [{ id: "P01" }, { id: "P02" }]);
      s.players[A].supply = 1;
    });
    s = chooseAll(s, ["expand", "trade"]).state;
    const r = act(s, A, { type: "pass" });
    expect(r.state.players[A].supply).toBe(1);
    expect(r.state.planets.every((p) => p.camps.length === 0)).toBe(true);
  });

  it("a blocking play: Expand chosen by a player with no camp reveals no planet", () => {
    const s = edit(newGame(3, A, { planetDeck: ["P01", "P02", "P03", "P07"] }), (s) => { idle(s, A); });
    const r = chooseAll(s, ["expand", "trade", "trade"]);
    expect(r.events).toContainEqual({ type: "cannotAct", seat: A, phase: "expand" });
    expect(r.state.planets.map((p) => p.id)).toEqual(["P01", "P02", "P03"]);
    expect(r.state.planetDeck).toEqual(["P07"]);
  });

  it("Z12 not selected: the top planet (Fangrock) is revealed with its 3 tokens", () => {
    const s = newGame(3, A, { planetDeck: ["P01", "P02", "P03", "P07", "P08"] });
    const r = chooseAll(s, ["trade", "trade", "trade"]);
    expect(r.state.planets.map((p) => p.id)).toEqual(["P01", "P02", "P03", "P07"]);
    expect(r.state.planets[3]).toEqual({ id: "P07", tokens: 3, camps: [] });
    expect(r.state.planetDeck).toEqual(["P08"]);
  });

  it("not selected with an empty deck: nothing is revealed", () => {
    const s = newGame(2, A, { planetDeck: ["P01", "P02"] });
    const r = chooseAll(s, ["trade", "trade"]);
    expect(r.state.planets).toHaveLength(2);
    expect(r.events).toContainEqual({ type: "noPlanetLeft" });
  });

  it("Z27 Stellar Cartography: with no empty planet, B reveals the top planet and places on it", () => {
    let s = edit(newGame(3, A, { planetDeck: ["P01", "P02", "P03", "P15", "P16"] }), (s) => {
      s.planets.forEach((p) => { p.camps = [A]; });
      s.players[B].research = ["cartography"];
      s.players[B].supply = 1;
      idle(s, A);
    });
    s = chooseAll(s, ["trade", "expand", "trade"]).state;
    expect(zoo.legalActions(s, B)).toEqual([{ type: "reveal" }, { type: "place", planets: [] }]);
    const r = act(s, B, { type: "reveal" });
    expect(r.events).toContainEqual({ type: "planetRevealed", seat: B, planet: "P15", tokens: 4 });
    expect(reject(r.state, B, { type: "reveal" })).toBe("illegal");
    const placed = act(r.state, B, { type: "place", planets: ["P15"] }).state;
    expect(placed.planets.find((p) => p.id === "P15")?.camps).toEqual([B]);
  });

  it("only a Cartography owner may reveal", () => {
    let s = edit(newGame(2, A), (s) => { s.players[A].supply = 1; });
    s = chooseAll(s, ["expand", "trade"]).state;
    expect(reject(s, A, { type: "reveal" })).toBe("illegal");
  });

  it("a planet revealed by Cartography is available to later participants", () => {
    let s = edit(newGame(3, A, { planetDeck: ["P01", "P02", "P03", "P15"] }), (s) => {
      s.planets.forEach((p) => { p.camps = [C]; });
      s.players[A].research = ["cartography"];
      s.players[A].supply = 1;
      s.players[B].supply = 1;
    });
    s = chooseAll(s, ["expand", "expand", "trade"]).state;
    s = act(s, A, { type: "reveal" }).state;
    s = act(s, A, { type: "place", planets: [] }).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    s = act(s, B, { type: "place", planets: ["P15"] }).state;
    expect(s.planets.find((p) => p.id === "P15")?.camps).toEqual([B]);
  });

  it("times out to as many camps as possible on empty planets, oldest first, without revealing", () => {
    let s = edit(newGame(2, A), (s) => {
      setPlanets(s, [{ id: "P05", camps: [B] }, { id: "P01" }, { id: "P02" }, { id: "P03" }]);
      s.players[A].supply = 2;
      s.players[A].research = ["cartography"];
    });
    s = chooseAll(s, ["expand", "trade"]).state;
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "place", planets: ["P01", "P02"] });
    const r = act(s, A, zoo.timeoutAction(s, A));
    expect(r.events.some((e) => e.type === "planetRevealed" && e.seat === A)).toBe(false);
  });
});

describe("§3.4 Expand", () => {
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
    const s = scene(["expand", "expand", "trade"], (s) => {
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
