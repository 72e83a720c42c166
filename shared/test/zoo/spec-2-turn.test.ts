/** Cases for §2 (turn structure), written like the spec's §7 rows. */
import { zoo } from "../../src/games/zoo";
import { A, B, C, D, act, chooseAll, edit, idle, newGame, reject, setPlanets, timeout } from "./helpers";

const phaseEvents = (events: { type: string; [k: string]: unknown }[]) =>
  events.filter((e) => e.type === "phase").map((e) => [e.name, e.selected, e.order]);

describe("§2 turn structure", () => {
  it("X-2-1 all idle, 3 players, nobody picks Research/Sell/Expand: phases 1–7 run in order; only Trade is selected", () => {
    const s = edit(newGame(3, A), (s) => { for (const seat of [A, B, C]) idle(s, seat); });
    const { events } = chooseAll(s, ["trade", "trade", "trade"]);
    expect(phaseEvents(events)).toEqual([
      ["funding", false, []], ["research", false, []], ["build", false, []], ["expand", false, []],
      ["trade", true, [A, B, C]], ["sell", false, []], ["mining", false, []],
    ]);
  });

  it("X-2-2 a participant with 0 € in Research still blocks the track shift: track unchanged, pile unchanged", () => {
    const s = edit(newGame(3, A, { blueCards: ["cage", "xeno", "smelter", "shield", "marketing"], pile: ["grant", "drill"] }), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
    });
    const { state } = chooseAll(s, ["research", "trade", "trade"]);
    expect(state.track).toEqual(["cage", "xeno", "smelter", "shield", "marketing"]);
    expect(state.pile).toEqual(["grant", "drill"]);
    expect(state.discarded).toEqual([]);
  });

  it("X-2-3 4 players, holder C, A and B pick Sell: order A, B (D is skipped, start after the holder)", () => {
    const s = edit(newGame(4, C), (s) => {
      s.players.forEach((_, i) => idle(s, i));
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02", camps: [B] }]);
    });
    const { state, events } = chooseAll(s, ["sell", "sell", "trade", "trade"]);
    expect(phaseEvents(events).find((p) => p[0] === "sell")).toEqual(["sell", true, [A, B]]);
    expect(zoo.awaiting(state)).toEqual([A]);
  });

  it("X-2-4 holder A; B alone picks Funding and takes the token; A and C pick Sell: Sell order C, A", () => {
    let s = edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.fundingBox = 2;
      setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P02", camps: [C] }]);
    });
    s = chooseAll(s, ["sell", "funding", "sell"]).state;
    const r = act(s, B, { type: "takeToken" });
    expect(r.state.holder).toBe(B);
    expect(r.state.players[B].coins).toBe(2);
    expect(phaseEvents(r.events).find((p) => p[0] === "sell")).toEqual(["sell", true, [C, A]]);
    expect(zoo.awaiting(r.state)).toEqual([C]);
  });

  it("X-2-5 a card played by a participant who could not act is locked next turn: A's Research (0 €) is not in A's turn-2 hand", () => {
    const s = edit(newGame(3, A), (s) => { for (const seat of [A, B, C]) idle(s, seat); });
    const { state } = chooseAll(s, ["research", "trade", "build"]);
    expect(state.turn).toBe(2);
    expect(state.players.map((p) => p.locked)).toEqual(["research", "trade", "build"]);
    expect(reject(state, A, { type: "choose", phase: "research" })).toBe("illegal");
    expect(zoo.view(state, A).private!.hand).toHaveLength(6);
  });

  it("X-2-6 §2 table timeouts: P0 → Mining; Funding with 0 € → token; Research → pass (coins kept); Trade → pass", () => {
    const start = edit(newGame(3, A), (s) => { for (const seat of [A, B, C]) idle(s, seat); s.fundingBox = 0; });
    const t0 = timeout(start, B);
    expect(t0.state.stage.kind === "select" && t0.state.stage.choices[B]).toBe("mining");

    // Funding, box 0: A times out → takes the token.
    const f = chooseAll(edit(start, (s) => { s.holder = C; }), ["funding", "trade", "trade"]);
    expect(f.state.holder).toBe(A); // forced: only the token was in the box

    const r = chooseAll(edit(start, (s) => { s.players[A].coins = 5; }), ["research", "trade", "trade"]).state;
    const afterR = timeout(r, A).state;
    expect(afterR.players[A].coins).toBe(5);
    expect(afterR.players[A].research).toEqual([]);

    const t = chooseAll(edit(start, (s) => {
      s.players[A].coins = 5; s.players[A].supply = 1;
      setPlanets(s, [{ id: "P01", camps: [B] }]);
    }), ["trade", "build", "build"]).state;
    const afterT = timeout(t, A).state;
    expect(afterT.players[A].coins).toBe(5);
    expect(afterT.planets[0].camps).toEqual([B]);
  });

  it("X-2-7 Build timeout builds if able (7 ore → 4, supply 2); Expand timeout places 2 of 3 camps on the 2 empty planets, oldest first", () => {
    const b = chooseAll(edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].ore = 7; s.players[A].supply = 1;
    }), ["build", "trade", "trade"]).state;
    const afterB = timeout(b, A).state;
    expect([afterB.players[A].ore, afterB.players[A].supply]).toEqual([4, 2]);

    const e = chooseAll(edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].supply = 3;
      setPlanets(s, [{ id: "P05" }, { id: "P02", camps: [B] }, { id: "P09" }]);
    }), ["expand", "trade", "trade"]).state;
    const afterE = timeout(e, A).state;
    expect(afterE.planets.map((p) => p.camps)).toEqual([[A], [B], [A]]);
    expect(afterE.players[A].supply).toBe(1);
  });

  it("X-2-8 Sell timeout with Exotic Marketing: Verdantia and Fernhold tie at G3 → sells from the earlier planet for 4 €", () => {
    const s = chooseAll(edit(newGame(3, A), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.players[A].research = ["marketing"];
      s.markets = { grass: 3, meat: 1, funky: 1 };
      setPlanets(s, [{ id: "P10", camps: [A] }, { id: "P03", camps: [A] }, { id: "P01", camps: [A] }]);
    }), ["sell", "trade", "trade"]).state;
    const r = timeout(s, A).state;
    expect(r.players[A].coins).toBe(4);
    expect(r.planets.slice(0, 3).map((p) => p.tokens)).toEqual([3, 3, 4]); // (a 4th planet was revealed: Expand not selected)
  });

  it("X-2-9 P7 not selected with 2 players: Mining box 2 → 3; 4 players with nobody on Funding: box 3 → 6", () => {
    const two = chooseAll(edit(newGame(2, A), (s) => { idle(s, A); idle(s, B); }), ["trade", "trade"]).state;
    expect([two.miningBox, two.fundingBox]).toEqual([3, 2]);
    const four = chooseAll(edit(newGame(4, A), (s) => { s.players.forEach((_, i) => idle(s, i)); }), ["trade", "trade", "trade", "trade"]).state;
    expect([four.miningBox, four.fundingBox]).toEqual([7, 6]);
    expect(four.players[D].locked).toBe("trade");
  });
});
