import type { GameEvent } from "./game";

/**
 * What a game tells about itself after the end (the post-game story, docs/game-file.md): the final
 * score split into the game's own scoring categories, and a few public numbers per seat that the
 * story samples at the end of every round. The numbers always come from the engine, never from a
 * page: a client only draws them.
 */

/** One scoring category or one measured number, named in the game's own words. */
export interface StoryLabel {
  id: string;
  label: string;
}

/** How an amount reads: "7 VP", "$120". */
export interface StoryUnit {
  unit: string;
  /** The unit goes before the number ("$120"); after it otherwise ("7 VP"). */
  before?: boolean;
}

export type StoryMeasure = StoryLabel & StoryUnit;

/** `perSeat[seat][k]` is what category `k` gave the seat; each row sums to the seat's score. */
export interface ScoreBreakdown {
  categories: StoryLabel[];
  perSeat: number[][];
}

export interface GameStory<S, V> {
  /** "Turn" or "Round": what the rules call one pass of the game's cycle. */
  roundLabel: string;
  /** The round (or turn) number a state is in; public in every view. */
  round(state: S): number;
  /**
   * Where a round's end is read. "next" (the default): the first state of the next round, for games
   * whose rounds end with automatic steps and begin with a decision. "last": the last state still in
   * the round, for games whose round ends on a decision that changes no score and whose next round
   * may begin with automatic steps (Space Base's first player can produce in the same action).
   * A function chooses per boundary from the first state of the next round.
   */
  roundEnd?: "next" | "last" | ((firstOfNext: S) => "next" | "last");
  /** The numbers `tally` gives; the first one is the score (its last value equals `result().scores`). */
  measures: StoryMeasure[];
  /** The measures' values per seat at this moment, from the public view only (`view(state, null)`). */
  tally(view: V): Record<string, number[]>;
  /**
   * The score of the finished game split into categories. `events` are all the events of the game
   * in order (games whose score is money count where it came from); each seat's row sums to its score.
   */
  scoreBreakdown(state: S, events: readonly GameEvent[]): ScoreBreakdown;
  /**
   * Imagined games per chance to win in the turning points (engine/turning-points.ts): enough for
   * the chances to come true within 10 points, as many as a whole game's analysis affords
   * (docs/balance.md, "Calibration of the chance to win").
   */
  analysisIterations: number;
}

/** An amount in words with its unit: `amount({ unit: "$", before: true }, 12)` is "$12". */
export function amount(unit: StoryUnit, n: number): string {
  return unit.before ? `${n < 0 ? "-" : ""}${unit.unit}${Math.abs(n)}` : `${n} ${unit.unit}`;
}
