import { A, B, C, act, chooseAll, edit, expandScene, idle, newGame, refusal, setPlanets } from "./helpers";

/** A refused move changes nothing (checked by `refusal`) and says why, in the game's words. */
describe("§2 and §3 a refused move says why", () => {
  it("a seat that is not at the table, garbage, a seat not awaited, a finished game", () => {
    const s = newGame(3, A);
    expect(refusal(s, 3, { type: "choose", phase: "sell" })).toEqual({ code: "bad_action", message: "There is no such seat." });
    expect(refusal(s, A, { type: "choose", phase: "nothing" })).toEqual({ code: "bad_action", message: "That is not a Space Zoo move." });
    const chosen = act(s, A, { type: "choose", phase: "sell" }).state;
    // Action selection is simultaneous: a seat that already chose has nothing to decide.
    expect(refusal(chosen, A, { type: "choose", phase: "build" }).message).toMatch(/nothing to decide now/);
    // A sequential phase: only the participant whose turn it is.
    const sequential = chooseAll(edit(newGame(3, A), (s) => { s.players[B].coins = 9; s.players[C].coins = 9; }),
      ["trade", "research", "research"]).state;
    expect(refusal(sequential, C, { type: "pass" })).toEqual({ code: "not_your_turn", message: "It is not your turn." });
    const over = edit(s, (s) => { s.stage = { kind: "over", winners: [A], scores: [10, 0, 0] }; });
    expect(refusal(over, A, { type: "choose", phase: "sell" })).toEqual({ code: "game_over", message: "The game is over." });
  });

  it("§3.8 a card played last turn is locked", () => {
    const s = edit(newGame(2, A), (s) => { s.players[A].locked = "sell"; });
    expect(refusal(s, A, { type: "choose", phase: "sell" }).message).toMatch(/Sell Animals was played last turn and is locked/);
  });

  it("§3.2 an empty research position, and a card you cannot pay", () => {
    let s = edit(newGame(3, A), (s) => {
      s.track = [null, "smelter", null, "marketing", "grant"];
      s.players[A].coins = 3;
    });
    s = chooseAll(s, ["research", "trade", "trade"]).state;
    expect(refusal(s, A, { type: "buy", position: 1 }).message).toBe("Research position 1 is empty.");
    expect(refusal(s, A, { type: "buy", position: 4 })).toEqual({ code: "cannot_afford", message: expect.stringMatching(/ costs 4 € and you have 3 €\.$/) });
  });

  it("§3.3 a camp needs a camp left in the bank and the ore to build it", () => {
    let s = edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].ore = 3;
      s.players[B].ore = 3;
    });
    s = chooseAll(s, ["build", "build", "trade"]).state;
    const noBank = edit(s, (s) => { s.players[A].bank = 0; });
    expect(refusal(noBank, A, { type: "build", build: true }).message).toBe("All your 10 camps are already out of the bank.");
    const poor = edit(s, (s) => { s.players[B].ore = 2; });
    expect(refusal(poor, B, { type: "build", build: true })).toEqual({ code: "cannot_afford", message: "A camp costs 3 ore and you have 2." });
  });

  it("§3.4 revealing a planet needs Stellar Cartography, once a phase, from a deck with cards", () => {
    const s = expandScene(1);
    expect(refusal(s, A, { type: "reveal" }).message).toBe("Only an owner of Stellar Cartography may reveal a planet.");
    const owner = edit(s, (s) => { s.players[A].research = ["cartography"]; });
    const revealed = act(owner, A, { type: "reveal" }).state;
    expect(refusal(revealed, A, { type: "reveal" }).message).toBe("You have already revealed a planet this phase.");
    const empty = edit(owner, (s) => { s.planetDeck = []; });
    expect(refusal(empty, A, { type: "reveal" }).message).toBe("The planet deck is empty.");
  });

  describe("§3.5 a trade route", () => {
    const trade = (change: (s: ReturnType<typeof newGame>) => void) => chooseAll(edit(newGame(3, A), (s) => {
      // P03 stays open to C, so C takes part whichever other planet it is refused.
      setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02" }, { id: "P03", camps: [B] }]);
      idle(s, A);
      idle(s, B);
      s.players[C].coins = 5;
      s.players[C].supply = 1;
      change(s);
    }), ["build", "build", "trade"]).state;

    it("goes to an available planet", () => {
      expect(refusal(trade(() => {}), C, { type: "trade", planet: "P99" })).toEqual({ code: "illegal", message: "That is not an available planet." });
    });

    it("joins a planet where the player has no camp yet and someone else has one", () => {
      const own = trade((s) => { s.planets[0].camps = [A, C]; });
      expect(refusal(own, C, { type: "trade", planet: "P01" }).message).toMatch(/^You already have a camp on .+; one camp per player per planet\.$/);
      expect(refusal(trade(() => {}), C, { type: "trade", planet: "P02" }).message).toMatch(/has no other player's camp; a trade route needs one\.$/);
    });

    it("pays the fee to every owner", () => {
      const poor = trade((s) => { s.players[C].coins = 3; });
      expect(refusal(poor, C, { type: "trade", planet: "P01" })).toEqual({ code: "cannot_afford", message: expect.stringMatching(/costs 4 € and you have 3 €\.$/) });
    });
  });

  it("§3.6 a sale comes from an available planet", () => {
    let s = edit(newGame(3, A), (s) => {
      setPlanets(s, [{ id: "P01", camps: [A] }]);
      for (const seat of [A, B, C]) idle(s, seat);
    });
    s = chooseAll(s, ["sell", "build", "build"]).state;
    expect(refusal(s, A, { type: "sell", planet: "P99" })).toEqual({ code: "illegal", message: "That is not an available planet." });
  });
});
