import { A, B, C, chooseAll, edit, idle, newGame, scene } from "./helpers";

describe("§3.7 P7 Mining", () => {
  function z22(drill: boolean) {
    const s = edit(newGame(3, B), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.miningBox = 3;
      if (drill) s.players[A].research = ["drill"];
    });
    return chooseAll(s, ["mining", "build", "mining"]);
  }

  it("Z22 holder B, box 3, A and C mine: order C, A, C", () => {
    const { state, events } = z22(false);
    expect(events.filter((e) => e.type === "mined").map((e) => e.seat)).toEqual([C, A, C]);
    expect(state.players.map((p) => p.ore)).toEqual([1, 0, 2]);
    expect(state.miningBox).toBe(0);
  });

  it("Z22 with Deep Core Drill A takes 1 more ore from the bank", () => {
    const { state, events } = z22(true);
    expect(state.players[A].ore).toBe(2);
    expect(events).toContainEqual({ type: "drill", seat: A, amount: 1 });
  });

  it("Z22 4 players, box 4, nobody mines: the box holds 7", () => {
    const s = edit(newGame(4, A), (s) => { s.players.forEach((_, i) => idle(s, i)); });
    expect(s.miningBox).toBe(4);
    expect(chooseAll(s, ["build", "build", "build", "build"]).state.miningBox).toBe(7);
  });

  it("Deep Core Drill pays only participants, and two drills pay 1 ore like one", () => {
    const s = edit(newGame(3, B), (s) => {
      for (const seat of [A, B, C]) idle(s, seat);
      s.miningBox = 3;
      s.players[A].research = ["drill", "drill"];
      s.players[B].research = ["drill"];
    });
    const { state, events } = chooseAll(s, ["mining", "build", "mining"]);
    expect(state.players.map((p) => p.ore)).toEqual([1 + 1, 0, 2]);
    expect(events.filter((e) => e.type === "drill").map((e) => e.seat)).toEqual([A]);
  });

  it("a token taken in Funding changes the Mining order of the same turn", () => {
    // holder A; B takes the token in Funding (empty box), so Mining with A and C runs C, A, C.
    const s = edit(newGame(4, A), (s) => {
      s.players.forEach((_, i) => idle(s, i));
      s.fundingBox = 0;
      s.miningBox = 3;
    });
    const { state, events } = chooseAll(s, ["mining", "funding", "mining", "build"]);
    expect(state.holder).toBe(B);
    expect(events.filter((e) => e.type === "mined").map((e) => e.seat)).toEqual([C, A, C]);
  });

  it("an empty box gives nothing but the drill bonus", () => {
    const s = edit(newGame(2, A), (s) => {
      idle(s, A); idle(s, B);
      s.miningBox = 0;
      s.players[B].research = ["drill"];
    });
    const r = chooseAll(s, ["mining", "mining"]);
    expect(r.state.players.map((p) => p.ore)).toEqual([0, 1]);
    expect(r.state.miningBox).toBe(0);
  });
});

describe("§3.7 Mining", () => {
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
