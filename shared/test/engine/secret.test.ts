import { games, randomFunction, type AnyGame } from "../../src";

const all = Object.values(games) as AnyGame[];

/** Every state of one random legal game (half bot, half random choices). */
function statesOf(game: AnyGame, players: number, seed: string): unknown[] {
  const rng = randomFunction(seed);
  let state = game.setup({ players, seed });
  const states = [state];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0];
    const legal = game.legalActions(state, seat);
    const action = rng() < 0.5 ? game.bot.choose(game.view(state, seat), seat, rng) : legal[Math.floor(rng() * legal.length)];
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    states.push(state);
  }
  return states;
}

describe.each(all.map((g) => [g.id, g] as const))("%s: a seat's secret", (_id, game) => {
  it("is its view's private part, in every state of whole games, for every seat and for outsiders", () => {
    expect(game.secret).toBeDefined();
    let compared = 0;
    for (const players of [2, 4]) {
      for (const state of statesOf(game, players, `secret-${game.id}-${players}`)) {
        for (let seat = -1; seat <= players; seat++) {
          expect(game.secret!(state, seat)).toEqual(game.view(state, seat).private);
          compared++;
        }
        expect(game.secret!(state, null as unknown as number)).toEqual(game.view(state, null).private);
        expect(game.secret!(state, 0.5)).toBeNull();
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("is a copy: changing it changes neither the state nor a later answer", () => {
    const state = game.setup({ players: 3, seed: "secret-copy" });
    const before = JSON.stringify(state);
    const mine = game.secret!(state, 0) as Record<string, unknown>;
    for (const key of Object.keys(mine)) mine[key] = "changed";
    expect(JSON.stringify(state)).toBe(before);
    expect(game.secret!(state, 0)).toEqual(game.view(state, 0).private);
  });
});
