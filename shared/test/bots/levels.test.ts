/** Every bot level of every game answers with a move the engine accepts, from the seat's view alone. */
import { BOT_LEVELS, randomFunction, type AnyGame } from "../../src/engine";
import { zoo } from "../../src/games/zoo";
import { base } from "../../src/games/base";
import { cheeses } from "../../src/games/cheeses";
import { bots as zooBots } from "../../src/games/zoo/bots";
import { statesOf } from "./states";

const GAMES: [AnyGame, number][] = [[zoo as unknown as AnyGame, 3], [base as unknown as AnyGame, 60], [cheeses as unknown as AnyGame, 8]];

describe.each(GAMES)("%s bot levels", (game, every) => {
  const states = [2, 3, 4].flatMap((players) => statesOf(game, players, 2, every));

  it("has every level, and medium is the game's bot", () => {
    expect(Object.keys(game.bots!).sort()).toEqual([...BOT_LEVELS].sort());
    expect(game.bots!.medium).toBe(game.bot);
  });

  it.each(BOT_LEVELS)("%s picks an action the engine accepts in every state met", (level) => {
    const bot = game.bots![level];
    const rng = randomFunction(`levels:${game.id}:${level}`);
    let checked = 0;
    for (const { state, seat } of level === "hard" ? states.filter((_, i) => i % 4 === 0) : states) {
      const action = bot.choose(game.view(state, seat), seat, rng, { iterations: 1 });
      const r = game.apply(state, seat, action);
      expect(r.ok ? "accepted" : r.error).toBe("accepted");
      checked++;
    }
    expect(checked).toBeGreaterThan(level === "hard" ? 5 : 20);
  });
});

describe("the hard bot's clock", () => {
  it("answers within its budget (with room for a slow machine)", () => {
    const [{ state, seat }] = statesOf(zoo as unknown as AnyGame, 3, 1, 1000);
    const t0 = performance.now();
    zooBots.hard.choose(zoo.view(state as never, seat), seat, randomFunction("clock"), { budgetMs: 40 });
    expect(performance.now() - t0).toBeLessThan(40 * 2);
  });

  it("with a fixed number of iterations gives the same answer for the same random numbers", () => {
    const met = statesOf(zoo as unknown as AnyGame, 2, 1, 5);
    for (const { state, seat } of met.slice(0, 6)) {
      const view = zoo.view(state as never, seat);
      const a = zooBots.hard.choose(view, seat, randomFunction("same"), { iterations: 3 });
      const b = zooBots.hard.choose(view, seat, randomFunction("same"), { iterations: 3 });
      expect(a).toEqual(b);
    }
  });
});
