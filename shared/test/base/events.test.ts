import { at, makeState, play, type SiteSpec } from "./helpers";

/** What each step reports to the log and the board, field by field. */
describe("the events of each phase", () => {
  it("§1.4 and §2: the Outposts, then the first turn's steps that need no decision", () => {
    const s = makeState({ phase: "outpost", hands: [["colony"], ["metal"]], deck: ["ice", "hub", "metal"] });
    const first = play(s, 0, { type: "placeOutpost", at: at(1, 1) });
    expect(first.events).toEqual([{ type: "outpost", seat: 0, x: 1, y: 1 }]);
    const second = play(first.state, 1, { type: "placeOutpost", at: at(10, 10) });
    const [outpost, turn, meteor, production, draw] = second.events;
    expect(second.events).toHaveLength(5);
    expect(outpost).toEqual({ type: "outpost", seat: 1, x: 10, y: 10 });
    expect(turn).toEqual({ type: "turn", seat: 0, round: 1 });
    // The dice name the space (a 0 is a 10); nothing stands at (8,7).
    expect(meteor).toEqual({ type: "meteor", seat: 0, x: 8, y: 7, faces: [8, 7], outcome: "empty", card: null, damageRoll: null, owner: null, damage: 0 });
    // The Outpost earns 1.
    expect(production).toEqual({ type: "production", seat: 0, amount: 1, credits: 51 });
    expect(draw).toEqual({ type: "draw", seat: 0, deckLeft: 2, handSize: 2 });
    expect(second.state.phase).toBe("build");
  });

  it("§3.1 a Move and a Switch name the sites and the cards", () => {
    const sites: SiteSpec[] = [["outpost", 1, 1], ["solar", 1, 2], ["metal", 2, 2]];
    const moved = play(makeState({ sites, hands: [["transfer"], []], phase: "transfer" }), 0, { type: "move", from: at(2, 2), to: at(2, 1) });
    expect(moved.events[0]).toEqual({ type: "move", seat: 0, card: "metal", from: at(2, 2), to: at(2, 1) });
    const switched = play(makeState({ sites, hands: [["transfer"], []], phase: "transfer" }), 0, { type: "switch", a: at(1, 2), b: at(2, 2) });
    expect(switched.events[0]).toEqual({ type: "switch", seat: 0, a: at(1, 2), b: at(2, 2), cards: ["solar", "metal"] });
  });

  it("§3.2 a Repair lists each site's points and the cost", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 1], ["solar", 1, 2, 0, 3]], phase: "repair" });
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(1, 2), points: 2 }, { at: at(1, 1), points: 1 }] });
    expect(r.events[0]).toEqual({ type: "repair", seat: 0, repairs: [{ x: 1, y: 2, points: 2 }, { x: 1, y: 1, points: 1 }], cost: 3 });
  });

  it("§3.5 a Steal names the opponent, then the card taken stays secret", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["control"], ["colony", "metal"]], phase: "control", deck: ["ice", "hub"] });
    const looking = play(s, 0, { type: "steal", target: 1 });
    expect(looking.events).toEqual([{ type: "steal", seat: 0, target: 1 }]);
    const took = play(looking.state, 0, { type: "take", card: "colony" });
    expect(took.events[0]).toEqual({ type: "took", seat: 0, target: 1 });
    expect(JSON.stringify(took.events)).not.toMatch(/colony/);
  });

  it("§3.6 drawing the last card starts the final round; a discard lists the cards", () => {
    const s = makeState({ sites: [["outpost", 1, 1]], hands: [["ice", "ice", "ice", "ice", "ice", "ice", "ice", "metal"], []], phase: "control", deck: ["hub"] });
    const drew = play(s, 0, { type: "pass" });
    expect(drew.events).toEqual([{ type: "draw", seat: 0, deckLeft: 0, handSize: 9 }, { type: "finalRound", seat: 0 }]);
    expect(drew.state.phase).toBe("discard");
    const discarded = play(drew.state, 0, { type: "discard", cards: ["metal"] });
    expect(discarded.events).toEqual([{ type: "discard", seat: 0, cards: ["metal"] }]);
  });

  it("§3.7 a build names the card and the space; the final round's last build ends the game with every score", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], ["colony"]], phase: "build", turn: 1, credits: [60, 75], finalRound: true, deck: [] });
    // With no card left there is nothing more to decide: the turn, the round and the game end at once.
    const built = play(s, 1, { type: "build", card: "colony", at: at(10, 9) });
    expect(built.events).toEqual([{ type: "build", seat: 1, card: "colony", x: 10, y: 9 }, { type: "gameOver", winners: [1], scores: [60, 75] }]);
    expect(built.state.phase).toBe("over");
  });
});
