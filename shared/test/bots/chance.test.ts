/**
 * The hard bot's chances to win (what the turning points chart and a hint shows): an imagined game
 * cut short is judged by a logistic of the seat's lead, whose scale for the chances a player reads
 * may differ from the one the search chooses by (`chanceScale`, fitted to outcomes: docs/balance.md,
 * "Calibration of the chance to win").
 */
import { searchBot, type SearchModel } from "../../src/engine";

type Move = "bold" | "steady";
/** Two imagined worlds, drawn in turn; the playouts stop at once (horizon 0), so the lead is the move's in that world. */
type World = { world: number; lead: number };
const LEADS: Record<Move, [number, number]> = { bold: [30, -2], steady: [3, 3] };

function model(chanceScale?: number): SearchModel<World, Move, World> {
  let drawn = 0;
  const heuristic = { choose: () => "bold" as const };
  return {
    determinize: (view) => ({ world: drawn++ % 2, lead: view.lead }),
    apply: (state, _seat, move) => ({ ok: true, state: { world: state.world, lead: LEADS[move][state.world] }, action: move, events: [] }) as never,
    awaiting: () => [0],
    view: (state) => state,
    result: () => null,
    legalActionsInView: () => ["bold", "steady"],
    playout: heuristic,
    horizon: 0,
    estimate: (state) => [state.lead, 0],
    scale: 6,
    ...(chanceScale === undefined ? {} : { chanceScale }),
    maxCandidates: 2,
    heuristic,
    prior: 0,
  };
}
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const rng = () => 0.5;
const start: World = { world: 0, lead: 6 };

it("without a chance scale, a lead of one scale is judged at the logistic of 1", () => {
  expect(searchBot(model()).chance(start, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(1), 12);
});

it("with a chance scale, the chance is the logistic of the lead over that scale", () => {
  const bot = searchBot(model(2));
  expect(bot.chance(start, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(3), 12);
  expect(bot.chance({ world: 0, lead: -6 }, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(-3), 12);
});

it("a hint's chances use the chance scale, while the search still chooses by its own", () => {
  // At the search's scale (6) the bold move's big lead in one world outweighs its small loss in the
  // other; at a steep chance scale (0.5) the steady lead in both worlds is the better chance to win.
  const bot = searchBot(model(0.5));
  const ranked = bot.rank(start, 0, rng, { iterations: 2 });
  expect(ranked.map((r) => r.action)).toEqual(["steady", "bold"]);
  expect(ranked[0].chance).toBeCloseTo(logistic(6), 12);
  expect(ranked[1].chance).toBeCloseTo((logistic(60) + logistic(-4)) / 2, 12);
  expect(bot.choose(start, 0, rng, { iterations: 2 })).toBe("bold");
  expect(searchBot(model()).rank(start, 0, rng, { iterations: 2 }).map((r) => r.action)).toEqual(["bold", "steady"]);
});
