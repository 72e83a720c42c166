/**
 * The turning points of a finished game (docs/learning.md, "Turning points"): each player's chance
 * to win after every decision, estimated by the hard bot from that player's own view, and the
 * decisions that changed it most.
 */
import { randomFunction, turningPoints, type AnyGame } from "../../src/engine";
import { zoo } from "../../src/games/zoo";
import { base } from "../../src/games/base";
import { cheeses } from "../../src/games/cheeses";

/** A whole game of medium bots: its seed and actions, as a record keeps them. */
function played(game: AnyGame, players: number, seed: string): { seat: number; action: unknown }[] {
  const rng = randomFunction(`played:${seed}`);
  let state = game.setup({ players, seed });
  const actions: { seat: number; action: unknown }[] = [];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0];
    const action = game.bot.choose(game.view(state, seat), seat, rng);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ seat, action: r.action ?? action });
    state = r.state;
  }
  return actions;
}

describe.each([
  ["Space Zoo", zoo as unknown as AnyGame],
  ["Space Base", base as unknown as AnyGame],
  ["Space Colony Cheeses", cheeses as unknown as AnyGame],
])("%s", (_name, game) => {
  const actions = played(game, 3, "tp");
  const tp = turningPoints(game, 3, "tp", actions, { iterations: 2, seed: "analysis" });
  let final = game.setup({ players: 3, seed: "tp" });
  for (const { seat, action } of actions) {
    const r = game.apply(final, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    final = r.state;
  }
  const result = game.result(final)!;

  it("there is a chance for every player at the start and after every decision, each between 0 and 1", () => {
    expect(tp.chances).toHaveLength(actions.length + 1);
    for (const row of tp.chances) {
      expect(row).toHaveLength(3);
      for (const c of row) expect(c >= 0 && c <= 1).toBe(true);
    }
  });

  it("the chart ends at the result: 1 for a sole winner, a share for a shared win, 0 for the others", () => {
    expect(tp.chances[actions.length]).toEqual([0, 1, 2].map((s) => (result.winners.includes(s) ? 1 / result.winners.length : 0)));
  });

  it("a player's best and worst decisions are their own, by how much they moved their chance, at most three each", () => {
    for (let seat = 0; seat < 3; seat++) {
      const change = (m: { before: number; after: number }) => m.after - m.before;
      expect(tp.best[seat].length).toBeLessThanOrEqual(3);
      expect(tp.worst[seat].length).toBeLessThanOrEqual(3);
      for (const m of [...tp.best[seat], ...tp.worst[seat]]) {
        expect(m.seat).toBe(seat);
        expect(actions[m.decision].seat).toBe(seat);
        expect(m.before).toBe(tp.chances[m.decision][seat]);
        expect(m.after).toBe(tp.chances[m.decision + 1][seat]);
      }
      expect(tp.best[seat].every((m) => change(m) > 0)).toBe(true);
      expect(tp.worst[seat].every((m) => change(m) < 0)).toBe(true);
      expect(tp.best[seat].map(change)).toEqual([...tp.best[seat].map(change)].sort((a, b) => b - a));
      expect(tp.worst[seat].map(change)).toEqual([...tp.worst[seat].map(change)].sort((a, b) => a - b));
      // The worst ones name the move the hard bot preferred, when it is not the one played.
      for (const m of tp.worst[seat]) if (m.preferred !== null) expect(JSON.stringify(m.preferred)).not.toBe(JSON.stringify(m.action));
    }
  });
});

it("a player's chance is judged from their own view only: the hard bot is handed each seat's view, never the state", () => {
  const game = base as unknown as AnyGame;
  const actions = played(game, 2, "own").slice(0, 12);
  const views: { view: unknown; seat: number }[] = [];
  const hard = game.bots!.hard;
  const chance = hard.chance!;
  const spy = jest.spyOn(hard, "chance").mockImplementation((view, seat, rng, options) => {
    views.push({ view, seat });
    return chance.call(hard, view, seat, rng, options);
  });
  try {
    turningPoints(game, 2, "own", actions, { iterations: 1, seed: "s" });
  } finally {
    spy.mockRestore();
  }
  let state = game.setup({ players: 2, seed: "own" });
  const expected = [0, 1].map((seat) => ({ view: game.view(state, seat), seat }));
  for (const { seat, action } of actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    expected.push(...[0, 1].map((s) => ({ view: game.view(state, s), seat: s })));
  }
  expect(views).toEqual(expected);
});

it("without a number of imagined games, each estimate uses the game's own (story.analysisIterations)", () => {
  const game = zoo as unknown as AnyGame;
  const actions = played(game, 2, "own-iterations").slice(0, 4);
  const asked: (number | undefined)[] = [];
  const hard = game.bots!.hard;
  const chance = hard.chance!;
  const spy = jest.spyOn(hard, "chance").mockImplementation((view, seat, rng, options) => {
    asked.push(options?.iterations);
    return chance.call(hard, view, seat, rng, options);
  });
  try {
    turningPoints(game, 2, "own-iterations", actions, { seed: "s" });
    turningPoints(game, 2, "own-iterations", actions, { iterations: 3, seed: "s" });
  } finally {
    spy.mockRestore();
  }
  const each = (actions.length + 1) * 2;
  expect(game.story!.analysisIterations).toBe(32);
  expect(asked).toEqual([...Array(each).fill(32), ...Array(each).fill(3)]);
});
