import type { AnyGame } from "./game";
import { randomFunction } from "./random";

/** One player's decision and what it did to their chance to win, as they could judge it. */
export interface Moment {
  seat: number;
  /** The decision's index in the game's actions. */
  decision: number;
  action: unknown;
  /** The player's chance to win before and after it, each from their own view. */
  before: number;
  after: number;
  /** For a decision that cost the player, what the hard bot would have chosen instead (null when it agrees or for a gain). */
  preferred: unknown;
}

/** The turning points of a finished game (docs/learning.md, "Turning points"). */
export interface TurningPoints {
  /** Each player's chance to win at the start and after every decision, each from their own view then: `chances[i][seat]`. */
  chances: number[][];
  /** For each player, their three decisions that raised their chance most, best first. */
  best: Moment[][];
  /** For each player, their three decisions that lowered it most, worst first. */
  worst: Moment[][];
}

export interface AnalysisOptions {
  /** Imagined games per estimate (more: steadier, slower); default: the game's own (`story.analysisIterations`). */
  iterations?: number;
  seed: string;
  /** Called after each decision estimated, with how many there are in all: the analysis's progress. */
  progress?(done: number, total: number): void;
}

const MOMENTS = 3;

/**
 * Replays a finished game and asks the hard bot, at the start and after every decision, how each
 * player's chance to win stands, from that player's own view only (what they could know then, never
 * the state: the hidden parts are imagined anew each time). A decision's effect is its player's
 * chance after it minus before it; the worst ones also get the move the bot would have preferred.
 */
export function turningPoints(game: AnyGame, players: number, seed: string, actions: { seat: number; action: unknown }[],
  options: AnalysisOptions): TurningPoints {
  const hard = game.bots?.hard;
  if (!hard?.chance || !hard.rank) throw new Error(`${game.name} has no searching bot to analyse with`);
  const rng = randomFunction(options.seed);
  const iterations = options.iterations ?? game.story?.analysisIterations ?? 8;
  const chanceOf = (state: unknown, seat: number): number => {
    const result = game.result(state);
    if (result) return result.winners.includes(seat) ? 1 / result.winners.length : 0;
    return hard.chance!(game.view(state, seat), seat, rng, { iterations });
  };
  const seats = Array.from({ length: players }, (_, s) => s);
  let state = game.setup({ players, seed });
  const states = [state];
  const chances = [seats.map((s) => chanceOf(state, s))];
  actions.forEach(({ seat, action }, i) => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`the game's action ${i} is refused on replay: ${r.error.message}`);
    state = r.state;
    states.push(state);
    chances.push(seats.map((s) => chanceOf(state, s)));
    options.progress?.(i + 1, actions.length);
  });

  const moments = seats.map((seat) => actions.flatMap(({ seat: by, action }, decision): Moment[] => by !== seat ? [] : [{
    seat, decision, action, before: chances[decision][seat], after: chances[decision + 1][seat], preferred: null,
  }]));
  const change = (m: Moment) => m.after - m.before;
  const best = moments.map((list) => list.filter((m) => change(m) > 0).sort((a, b) => change(b) - change(a)).slice(0, MOMENTS));
  const worst = moments.map((list) => list.filter((m) => change(m) < 0).sort((a, b) => change(a) - change(b)).slice(0, MOMENTS)
    .map((m) => {
      const top = hard.rank!(game.view(states[m.decision], m.seat), m.seat, rng, { iterations })[0]?.action ?? null;
      return { ...m, preferred: JSON.stringify(top) === JSON.stringify(m.action) ? null : top };
    }));
  return { chances, best, worst };
}
