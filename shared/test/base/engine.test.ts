import { publicPart } from "../../src/engine/play";
import { base } from "../../src/games/base";
import { at, makeState, play, reject, sites } from "./helpers";

describe("apply: validation and purity", () => {
  const s = () => makeState({ sites: [["outpost", 1, 1]], hands: [["solar"], ["metal"]], phase: "build" });

  it("malformed actions are bad_action and change nothing", () => {
    for (const garbage of [null, 3, "pass", {}, { type: "fly" }, { type: "build", card: "tank", at: at(1, 2) },
      { type: "build", card: "solar", at: { x: 0, y: 1 } }, { type: "build", card: "solar", at: { x: 11, y: 1 } },
      { type: "build", card: "solar", at: { x: 1.5, y: 1 } }, { type: "repair", repairs: [] },
      { type: "repair", repairs: [{ at: at(1, 1), points: -2 }] }, { type: "discard", cards: [] }]) {
      expect(reject(s(), 0, garbage).code).toBe("bad_action");
    }
  });

  it("only the active player may act", () => {
    const e = reject(s(), 1, { type: "pass" });
    expect(e).toMatchObject({ code: "not_your_turn", reason: "base.refusal.notYourTurn", message: "It is not your turn." });
  });

  it("an action of another phase is illegal, with a sentence saying what the phase allows", () => {
    const e = reject(s(), 0, { type: "capture", at: at(2, 2) });
    expect(e.code).toBe("illegal");
    expect(e.message).toBe("You cannot do that now: it is the Build phase: place site cards, or pass to end your turn.");
  });

  it("apply never mutates its input and is deterministic", () => {
    const state = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], hands: [[], []], phase: "build" });
    const before = JSON.stringify(state);
    const a = base.apply(state, 0, { type: "pass" });
    const b = base.apply(state, 0, { type: "pass" });
    expect(JSON.stringify(state)).toBe(before);
    expect(a).toEqual(b);
  });

  it("every timeout action is accepted, and a game of timeouts ends", () => {
    let state = base.setup({ players: 4, seed: "timeouts" });
    let n = 0;
    while (!base.result(state)) {
      const seat = base.awaiting(state)[0];
      state = play(state, seat, base.timeoutAction(state, seat)).state;
      if (++n > 2000) throw new Error("did not end");
    }
    // Nobody built anything but their Outpost.
    expect(state.sites.map((t) => t.card)).toEqual(["outpost", "outpost", "outpost", "outpost"]);
  });
});

describe("§2 turn structure", () => {
  it("a turn runs Transfer, Repair, Meteor, Production, Control, Draw, Build; then the next player's Transfer", () => {
    const s = makeState({
      sites: [["outpost", 1, 1], ["solar", 1, 2, 0, 2], ["outpost", 10, 10, 1], ["solar", 10, 9, 1]],
      hands: [["transfer", "control", "metal"], ["transfer", "ice"]], phase: "transfer", deck: ["colony", "hub", "ice"],
    });
    const t = play(s, 0, { type: "pass" });
    expect(t.events).toEqual([]);
    expect(t.state.phase).toBe("repair");
    const r = play(t.state, 0, { type: "repair", repairs: [{ at: at(1, 2), points: 2 }] });
    expect(r.events.map((e) => e.type)).toEqual(["repair", "meteor", "production"]);
    expect(r.state.phase).toBe("control");
    const c = play(r.state, 0, { type: "pass" });
    expect(c.events.map((e) => e.type)).toEqual(["draw"]);
    expect(c.state.hands[0]).toEqual(["transfer", "control", "metal", "colony"]);
    expect(c.state.phase).toBe("build");
    const b = play(c.state, 0, { type: "pass" });
    expect(b.events[0]).toEqual({ type: "turn", seat: 1, round: 1 });
    expect(b.state.phase).toBe("transfer");
    expect(base.awaiting(b.state)).toEqual([1]);
    expect(b.state.credits[1]).toBe(50);
  });
});

describe("a state from setup, edited by hand, is played as edited", () => {
  /** Round 1, P1 (seat 0) to act, every card a Metal: nothing random left in the hands. */
  function started() {
    let s = base.setup({ players: 2, seed: "edited", options: { firstPlayer: 0, deck: Array(20).fill("metal") } });
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    return play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
  }

  it("edited sites, credits, hands and phase are honoured through Repair, Meteor, Production, Control and Draw", () => {
    const s = started();
    expect(s.phase).toBe("build");
    s.sites = sites(["outpost", 1, 1], ["extractor", 1, 2], ["metal", 1, 3], ["solar", 2, 1], ["refinery", 2, 2], ["colony", 5, 5, 0, 7], ["outpost", 10, 10, 1]);
    s.credits = [5, 20];
    s.hands = [["control"], ["transfer", "colony", "metal"]];
    s.phase = "repair";
    const r = play(s, 0, { type: "repair", repairs: [{ at: at(5, 5), points: 5 }] });
    expect(r.events.map((e) => e.type)).toEqual(["repair", "meteor", "production"]);
    const meteor = r.events[1];
    // The meteor dice come from the seeded generator: this seed misses the board.
    expect(meteor.outcome).toBe("empty");
    // B3's board pays 4; the Colony (damage 2 left) pays nothing.
    expect(r.events[2]).toEqual({ type: "production", seat: 0, amount: 4, credits: 4 });
    expect(r.state.credits).toEqual([4, 20]);
    expect(r.state.sites.find((t) => t.card === "colony")!.damage).toBe(2);
    expect(r.state.phase).toBe("control");
    const looking = play(r.state, 0, { type: "steal", target: 1 }).state;
    expect(base.view(looking, 0).private!.stealHand).toEqual(["transfer", "colony", "metal"]);
    const took = play(looking, 0, { type: "take", card: "colony" }).state;
    expect(took.hands).toEqual([["colony", "metal"], ["transfer", "metal"]]);
    expect(took.phase).toBe("build");
  });
});

describe("view", () => {
  it("hides the deck, the hands and the rng; shows counts, phase, turn, credits and reasons", () => {
    const state = makeState({
      sites: [["outpost", 1, 1], ["research", 3, 3, 1]], hands: [["colony", "control"], ["spaceport"]], phase: "build",
    });
    const spectator = base.view(state, null);
    expect(spectator.private).toBeNull();
    const text = JSON.stringify(spectator);
    expect(text).not.toMatch(/colony|spaceport|rng/);
    expect(spectator).toMatchObject({ phase: "build", active: 0, round: 1, credits: [50, 50], handCounts: [2, 1], deckCount: 20 });
    expect(spectator.sites.find((t) => t.card === "research")).toMatchObject({ owner: 1, functional: false, reason: "noPower" });
    expect(spectator.income).toEqual([1, 0]);
    expect(base.view(state, 0).private).toEqual({ hand: ["colony", "control"], stealHand: null, stolen: null });
    expect(base.view(state, 1).private!.hand).toEqual(["spaceport"]);
    for (const seat of [0, 1]) expect(publicPart(base.view(state, seat))).toEqual(publicPart(spectator));
  });

  it("the discard pile is public as counts, without its order", () => {
    const state = makeState({ phase: "build" });
    state.discard = ["transfer", "metal", "transfer"];
    expect(base.view(state, null).discard).toEqual({ metal: 1, transfer: 2 });
  });

  it("shows the Outpost zone during placement", () => {
    const state = base.setup({ players: 2, seed: "z", options: { firstPlayer: 0 } });
    expect(base.view(state, null).outpostZone).toHaveLength(6);
  });
});
