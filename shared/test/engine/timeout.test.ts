import { games, type AnyGame } from "../../src";

const all = Object.values(games) as AnyGame[];

describe.each(all.map((g) => [g.id, g] as const))("%s: the timeout action", (_id, game) => {
  const state = game.setup({ players: 3, seed: "timeout" });
  const seat = game.awaiting(state)[0];

  it("plays the rules' timeout default for an awaited seat", () => {
    const viaTimeout = game.apply(state, seat, { type: "timeout" });
    const direct = game.apply(state, seat, game.timeoutAction(state, seat));
    expect(viaTimeout.ok).toBe(true);
    expect(viaTimeout).toEqual(direct);
    expect(game.apply(state, seat, { type: "timeout", seat })).toEqual(direct);
  });

  it("is refused for a seat the game is not waiting for, for another seat, or with extra fields", () => {
    // Where every seat is awaited at the start (Space Zoo's simultaneous choice), one seat chooses first.
    let later = state;
    for (let step = 0; step < 10 && game.awaiting(later).length === 3; step++) {
      const first = game.awaiting(later)[0];
      const r = game.apply(later, first, game.timeoutAction(later, first));
      if (!r.ok) throw new Error(`the timeout default was refused: ${r.error.code}`);
      later = r.state;
    }
    const idle = [0, 1, 2].find((s) => !game.awaiting(later).includes(s));
    expect(idle).toBeDefined();
    expect(game.apply(later, idle!, { type: "timeout" })).toMatchObject({ ok: false, error: { code: "not_your_turn" } });
    expect(game.apply(state, seat, { type: "timeout", seat: seat + 1 })).toMatchObject({ ok: false });
    expect(game.apply(state, seat, { type: "timeout", card: 3 })).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(game.apply(state, 7, { type: "timeout" })).toMatchObject({ ok: false });
  });
});

it("covers every game", () => {
  expect(all.map((g) => g.id).sort()).toEqual(["base", "cheeses", "zoo"]);
});
