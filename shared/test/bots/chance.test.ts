/**
 * The hard bot's chance to win (what the turning points chart): an imagined game cut short is judged
 * by a logistic of the seat's lead, whose scale for the chance may differ from the search's
 * (`chanceScale`, fitted to outcomes: docs/balance.md, "Calibration of the chance to win").
 */
import { searchBot, type SearchModel } from "../../src/engine";

/** A game that never ends, whose seat 0 leads by 6; the playouts stop at once (horizon 0). */
type Lead = { lead: number };
function model(chanceScale?: number): SearchModel<Lead, "wait", Lead> {
  const playout = { choose: () => "wait" as const };
  return {
    determinize: (view) => view,
    apply: (state) => ({ ok: true, state, action: "wait", events: [] }) as never,
    awaiting: () => [0],
    view: (state) => state,
    result: () => null,
    legalActionsInView: () => ["wait"],
    playout,
    horizon: 0,
    estimate: (state) => [state.lead, 0],
    scale: 6,
    ...(chanceScale === undefined ? {} : { chanceScale }),
    maxCandidates: 2,
    heuristic: playout,
    prior: 0,
  };
}
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const rng = () => 0.5;

it("a lead of one scale is judged at the logistic of 1 when the game sets no scale of its own for the chance", () => {
  expect(searchBot(model()).chance({ lead: 6 }, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(1), 12);
});

it("with a chance scale, the chance is the logistic of the lead over that scale; the search's ranking keeps its own", () => {
  const bot = searchBot(model(2));
  expect(bot.chance({ lead: 6 }, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(3), 12);
  expect(bot.chance({ lead: -6 }, 0, rng, { iterations: 4 })).toBeCloseTo(logistic(-3), 12);
  expect(bot.rank({ lead: 6 }, 0, rng, { iterations: 4 })[0].chance).toBeCloseTo(logistic(1), 12);
});
