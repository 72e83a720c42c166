import { refusalWords } from "../../src/engine/game";
import { zoo } from "../../src/games/zoo";
import { publicPart } from "../../src/engine/play";
import { randomFunction } from "../../src/engine/random";
import { A, B, C, act, chooseAll, edit, idle, newGame, reject } from "./helpers";

describe("engine contract", () => {
  it("rejects malformed actions with bad_action, never throwing", () => {
    const s = newGame(3);
    for (const garbage of [null, undefined, 42, "choose", {}, { type: "fly" }, { type: "choose" }, { type: "choose", phase: "nap" },
      { type: "choose", phase: "sell", extra: 1 }, { type: "buy", position: 1.5 }, { type: "place", planets: "P01" }, [], { type: "__proto__" }]) {
      expect(reject(s, A, garbage)).toBe("bad_action");
    }
    expect(reject(s, 7, { type: "choose", phase: "sell" })).toBe("bad_action");
    expect(reject(s, -1, { type: "choose", phase: "sell" })).toBe("bad_action");
  });

  it("rejects moves from seats that are not awaited with not_your_turn", () => {
    let s = edit(newGame(3, A), (s) => { s.players[A].coins = 5; s.players[C].coins = 5; });
    s = chooseAll(s, ["research", "trade", "research"]).state;
    expect(reject(s, C, { type: "pass" })).toBe("not_your_turn");
    expect(reject(s, B, { type: "pass" })).toBe("not_your_turn");
  });

  it("rejects actions of another phase with a clear sentence", () => {
    let s = edit(newGame(3, A), (s) => { s.players[A].coins = 5; });
    s = chooseAll(s, ["research", "trade", "trade"]).state;
    const r = zoo.apply(s, A, { type: "sell", planet: "P01" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("illegal");
      expect(refusalWords(r.error)).toMatch(/Research/);
    }
  });

  it("apply never mutates its input and is deterministic", () => {
    const s = newGame(3);
    const before = JSON.stringify(s);
    const one = zoo.apply(s, A, { type: "choose", phase: "sell" });
    const two = zoo.apply(s, A, { type: "choose", phase: "sell" });
    expect(JSON.stringify(s)).toBe(before);
    expect(one).toEqual(two);
  });

  it("legal actions are empty for seats not awaited and after the game", () => {
    let s = edit(newGame(3, A), (s) => { s.players[A].coins = 5; });
    s = chooseAll(s, ["research", "trade", "trade"]).state;
    expect(zoo.legalActions(s, B)).toEqual([]);
    expect(zoo.legalActions(s, A).length).toBeGreaterThan(0);
  });

  it("a state always awaits someone until the game is over", () => {
    const s = edit(newGame(2), (s) => { idle(s, A); idle(s, B); });
    let t = s;
    for (let turn = 0; turn < 29; turn++) {
      t = chooseAll(t, turn % 2 ? ["build", "build"] : ["trade", "trade"]).state;
      expect(zoo.awaiting(t)).toEqual([A, B]);
    }
    t = chooseAll(t, ["build", "build"]).state; // turn 30 ends the game
    expect(zoo.result(t)).not.toBeNull();
    expect(zoo.awaiting(t)).toEqual([]);
    expect(zoo.legalActions(t, A)).toEqual([]);
  });

  it("the view hides the generator, pile and deck order, and other seats' secrets", () => {
    let s = newGame(3);
    s = act(s, A, { type: "choose", phase: "expand" }).state;
    const spectator = zoo.view(s, null);
    const text = JSON.stringify(publicPart(spectator));
    expect(text).not.toContain("rng");
    expect(text).not.toContain(JSON.stringify(s.pile));
    expect(text).not.toContain(JSON.stringify(s.planetDeck));
    expect(text).not.toContain("expand");
    expect(spectator.pileCount).toBe(19);
    expect(spectator.planetDeckCount).toBe(21);
    expect(spectator.submitted).toEqual([A]);
    expect(spectator.private).toBeNull();
    expect(zoo.view(s, B).private).toEqual({ hand: expect.any(Array), choice: null, build: null });
    expect(zoo.view(s, A).private?.choice).toBe("expand");
    for (const seat of [A, B, C]) expect(publicPart(zoo.view(s, seat))).toEqual(publicPart(spectator));
  });

  it("the view carries what a board needs", () => {
    const v = zoo.view(newGame(4, B), B);
    expect(v).toMatchObject({ numPlayers: 4, turn: 1, phase: 0, stage: "select", holder: B, fundingBox: 3, miningBox: 4 });
    expect(v.planets).toHaveLength(4);
    expect(v.planets[0]).toEqual(expect.objectContaining({ name: expect.any(String), animal: expect.any(String), tokens: expect.any(Number) }));
    expect(v.players).toHaveLength(4);
    expect(v.awaiting).toEqual([0, 1, 2, 3]);
    expect(v.result).toBeNull();
  });

  it("events describe themselves in words", () => {
    let s = edit(newGame(3, A), (s) => { s.fundingBox = 3; });
    const names = ["Ana", "Ben", "Cy"];
    const r = chooseAll(s, ["funding", "trade", "trade"]);
    const lines = r.events.map((e) => zoo.describeEvent(e, names));
    expect(lines).toContain("Ana has chosen an action card.");
    expect(lines).toContain("Cards revealed: Ana Funding, Ben Trade Route, Cy Trade Route.");
    s = act(r.state, A, { type: "takeCoin" }).state;
    expect(zoo.describeEvent({ type: "sold", seat: 0, planet: "P18", income: 8 }, names)).toBe("Ana sold one of the Glow Gazelles for 8 €.");
    expect(zoo.describeEvent({ type: "traded", seat: 2, planet: "P01", paid: [{ seat: 0, amount: 2 }, { seat: 1, amount: 2 }] }, names))
      .toBe("Cy opened a trade route to Verdantia, paying 2 € to Ana and 2 € to Ben.");
    expect(zoo.describeEvent({ type: "bought", seat: 1, card: "cage", position: 1, cost: 1 }, names)).toBe("Ben bought Cage for 1 €.");
    expect(s.players[A].coins).toBe(r.state.players[A].coins + 1);
  });

  it("the bot always picks a legal action from its view", () => {
    for (const players of [2, 3, 4]) {
      const rnd = randomFunction(`bot-${players}`);
      let s = zoo.setup({ players, seed: `bot-${players}` });
      while (!zoo.result(s)) {
        for (const seat of zoo.awaiting(s)) {
          const choice = zoo.bot.choose(zoo.view(s, seat), seat, rnd);
          expect(zoo.legalActions(s, seat)).toContainEqual(choice);
        }
        const seat = zoo.awaiting(s)[0];
        s = act(s, seat, zoo.bot.choose(zoo.view(s, seat), seat, rnd)).state;
      }
      expect(zoo.result(s)!.winners.length).toBeGreaterThan(0);
    }
  });

  it("bots play sensibly: all-bot games usually end by reaching 10 VP, not by the cap", () => {
    let capped = 0;
    for (let g = 0; g < 12; g++) {
      const rnd = randomFunction(`sense-${g}`);
      let s = zoo.setup({ players: 2 + (g % 3), seed: `sense-${g}` });
      while (!zoo.result(s)) {
        const seat = zoo.awaiting(s)[0];
        s = act(s, seat, zoo.bot.choose(zoo.view(s, seat), seat, rnd)).state;
      }
      if (Math.max(...zoo.result(s)!.scores) < 10) capped++;
    }
    expect(capped).toBeLessThan(4);
  });
});
