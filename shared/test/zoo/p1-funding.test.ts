import { zoo } from "../../src/games/zoo";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, scene } from "./helpers";

describe("§3.1 P1 Funding", () => {
  it("Z3 not selected: the box gains N−1 € each turn (2 → 4 → 6 with 3 players)", () => {
    let s = edit(newGame(3, A), (s) => { for (const seat of [A, B, C]) idle(s, seat); });
    expect(s.fundingBox).toBe(2);
    s = chooseAll(s, ["trade", "trade", "trade"]).state;
    expect(s.fundingBox).toBe(4);
    s = chooseAll(s, ["build", "build", "build"]).state;
    expect(s.fundingBox).toBe(6);
  });

  it("not selected adds 1 € with 2 players and 3 € with 4", () => {
    const two = chooseAll(newGame(2), ["trade", "trade"]).state;
    expect(two.fundingBox).toBe(1 + 1);
    const four = chooseAll(newGame(4), ["trade", "trade", "trade", "trade"]).state;
    expect(four.fundingBox).toBe(3 + 3);
  });

  it("Z5 holder C, box 3 €, only A picks Funding: 4 picks, +3 € and the token", () => {
    let s = edit(newGame(3, C), (s) => { s.fundingBox = 3; });
    const coins = s.players[A].coins;
    s = chooseAll(s, ["funding", "trade", "trade"]).state;
    expect(s.holder).toBeNull(); // the token is in the box
    expect(zoo.awaiting(s)).toEqual([A]);
    expect(zoo.legalActions(s, A)).toEqual([{ type: "takeCoin" }, { type: "takeToken" }]);
    s = act(s, A, { type: "takeCoin" }).state;
    s = act(s, A, { type: "takeCoin" }).state;
    const last = act(s, A, { type: "takeCoin" });
    // Only the token is left: the 4th pick is forced.
    expect(last.events).toContainEqual({ type: "tookToken", seat: A, forced: true });
    expect(last.state.players[A].coins).toBe(coins + 3);
    expect(last.state.holder).toBe(A);
    expect(last.state.fundingBox).toBe(0);
  });

  it("Z5 every clause: 4 picks by A, C's token goes into the box, B and C get nothing", () => {
    const start = edit(newGame(3, C), (s) => { s.fundingBox = 3; });
    const chosen = chooseAll(start, ["funding", "trade", "trade"]);
    expect(chosen.events).toContainEqual({ type: "tokenToBox", seat: C });
    let s = chosen.state;
    const events = [...chosen.events];
    // A chooses while both kinds remain; once the token is taken, the two coins left are forced picks.
    for (const action of [{ type: "takeCoin" }, { type: "takeToken" }] as const) {
      const r = act(s, A, action);
      s = r.state;
      events.push(...r.events);
    }
    const picks = events.filter((e) => e.type === "tookCoin" || e.type === "tookToken");
    expect(picks.map((e) => [e.type, e.seat])).toEqual([["tookCoin", A], ["tookToken", A], ["tookCoin", A], ["tookCoin", A]]);
    expect(s.players.map((p) => p.coins)).toEqual([start.players[A].coins + 3, start.players[B].coins, start.players[C].coins]);
    expect(s.holder).toBe(A);
    expect(s.fundingBox).toBe(0);
  });

  it("Z5 picking the token first leaves the coins as forced picks", () => {
    let s = edit(newGame(3, C), (s) => { s.fundingBox = 3; });
    const coins = s.players[A].coins;
    s = chooseAll(s, ["funding", "trade", "trade"]).state;
    const r = act(s, A, { type: "takeToken" });
    expect(r.events.filter((e) => e.type === "tookCoin")).toHaveLength(3);
    expect(r.state.players[A].coins).toBe(coins + 3);
    expect(r.state.holder).toBe(A);
  });

  it("the holder who does not take part loses the token into the box", () => {
    let s = edit(newGame(3, A), (s) => { s.fundingBox = 1; });
    s = chooseAll(s, ["trade", "funding", "trade"]).state;
    expect(s.holder).toBeNull();
    const r = act(s, B, { type: "takeToken" });
    expect(r.state.holder).toBe(B);
  });

  it("participants cycle in turn order; the token taker keeps picking coins later", () => {
    // holder B; A and B take part: order B, A
    let s = edit(newGame(3, B), (s) => { s.fundingBox = 3; });
    const [a, b] = [s.players[A].coins, s.players[B].coins];
    s = chooseAll(s, ["funding", "funding", "trade"]).state;
    expect(zoo.awaiting(s)).toEqual([B]);
    expect(reject(s, A, { type: "takeCoin" })).toBe("not_your_turn");
    const r = act(s, B, { type: "takeToken" }); // B: token; only coins are left, forced A, B, A
    expect(r.events.filter((e) => e.type === "tookCoin").map((e) => e.seat)).toEqual([A, B, A]);
    s = r.state;
    expect(s.players[B].coins).toBe(b + 1);
    expect(s.players[A].coins).toBe(a + 2);
    expect(s.holder).toBe(B);
  });

  it("an empty box: the first participant takes the token and the phase ends", () => {
    const s = edit(newGame(3, A), (s) => { s.fundingBox = 0; });
    const r = chooseAll(s, ["trade", "funding", "funding"]);
    expect(r.events).toContainEqual({ type: "tookToken", seat: B, forced: true });
    expect(r.state.holder).toBe(B);
    expect(r.state.players[C].coins).toBe(s.players[C].coins);
  });

  it("rejects taking a coin from an empty box and taking the token twice", () => {
    let s = edit(newGame(2, A), (s) => { s.fundingBox = 2; });
    s = chooseAll(s, ["funding", "funding"]).state;
    s = act(s, A, { type: "takeToken" }).state; // then B: coin (forced), A: coin (forced) -> done
    expect(s.phase).toBe(0);
    expect(s.turn).toBe(2);
    let t = edit(newGame(2, A), (s) => { s.fundingBox = 1; });
    t = chooseAll(t, ["funding", "funding"]).state;
    t = act(t, A, { type: "takeCoin" }).state; // B: token forced
    expect(t.holder).toBe(B);
  });

  it("Z29 Grant Office: +1 € from the bank after the picks", () => {
    const base = edit(newGame(3, A), (s) => { s.fundingBox = 2; s.players[B].research = ["grant"]; });
    const b0 = base.players[B].coins;
    let s = chooseAll(base, ["funding", "funding", "trade"]).state; // order A, B
    s = act(s, A, { type: "takeCoin" }).state;
    const r = act(s, B, { type: "takeCoin" }); // A then takes the token, forced
    expect(r.events).toContainEqual({ type: "grant", seat: B, amount: 1 });
    expect(r.state.players[B].coins).toBe(b0 + 1 + 1);
    expect(r.state.holder).toBe(A);
  });

  it("Grant Office pays only participants, and two Grant Offices pay 1 € like one", () => {
    const base = edit(newGame(3, A), (s) => {
      s.fundingBox = 1;
      s.players[A].research = ["grant", "grant"];
      s.players[C].research = ["grant"];
    });
    const coins = base.players.map((p) => p.coins);
    let s = chooseAll(base, ["funding", "trade", "trade"]).state; // only A takes part
    s = act(s, A, { type: "takeCoin" }).state; // then the token, forced
    expect(s.holder).toBe(A);
    expect(s.players.map((p) => p.coins)).toEqual([coins[A] + 1 + 1, coins[B], coins[C]]);
  });

  it("4 players, holder D does not take part: order A, C; the token still goes into the box", () => {
    let s = edit(newGame(4, D), (s) => { s.fundingBox = 2; });
    const coins = s.players.map((p) => p.coins);
    const r = chooseAll(s, ["funding", "trade", "funding", "trade"]);
    expect(r.events).toContainEqual({ type: "phase", phase: 1, name: "funding", selected: true, order: [A, C] });
    s = r.state;
    expect(s.holder).toBeNull();
    expect(zoo.awaiting(s)).toEqual([A]);
    s = act(s, A, { type: "takeCoin" }).state;
    expect(zoo.awaiting(s)).toEqual([C]);
    s = act(s, C, { type: "takeCoin" }).state; // box empty of coins: A takes the token, forced
    expect(s.holder).toBe(A);
    expect(s.players.map((p) => p.coins)).toEqual([coins[A] + 1, coins[B], coins[C] + 1, coins[D]]);
  });

  it("times out to a coin, or to the token when the box has no coin", () => {
    let s = edit(newGame(3, A), (s) => { s.fundingBox = 1; });
    s = chooseAll(s, ["funding", "funding", "trade"]).state;
    expect(zoo.timeoutAction(s, A)).toEqual({ type: "takeCoin" });
    let t = edit(newGame(3, A), (s) => { s.fundingBox = 1; });
    t = chooseAll(t, ["funding", "trade", "trade"]).state;
    t = act(t, A, { type: "takeCoin" }).state; // A then takes the token forced
    expect(t.holder).toBe(A);
    const u = { ...s, fundingBox: 0 };
    expect(zoo.timeoutAction(u, A)).toEqual({ type: "takeToken" });
  });
});

describe("§3.1 Funding", () => {
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
