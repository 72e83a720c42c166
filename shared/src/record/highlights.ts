/**
 * Highlights of a game read from its score series (record/story.ts): the biggest single gain, the
 * longest streak in the lead and the closest moment. Pure arithmetic on the engine's numbers.
 */

/** One seat's largest rise of the score between two samples. */
export interface BiggestGain {
  seat: number;
  amount: number;
  /** The round (or turn) at whose end the gain showed. */
  round: number;
}

/** The longest run of consecutive rounds one seat led alone. */
export interface LongestLead {
  seat: number;
  rounds: number;
  from: number;
  to: number;
}

/** The round with the smallest gap between the leading score and the next one. */
export interface ClosestMoment {
  round: number;
  gap: number;
  /** The seats with the top score then (several when level). */
  leaders: number[];
  /** The seats with the next score (empty when the leaders were level). */
  chasers: number[];
  /** The top score then. */
  top: number;
}

export interface Highlights {
  biggestGain: BiggestGain | null;
  longestLead: LongestLead | null;
  closest: ClosestMoment | null;
}

/**
 * `rounds[i]` is the round sample `i` was taken at (sample 0 is the start, before round 1);
 * `score[seat][i]` the seat's score there.
 */
export function highlights(rounds: readonly number[], score: readonly (readonly number[])[]): Highlights {
  return { biggestGain: biggestGain(rounds, score), longestLead: longestLead(rounds, score), closest: closest(rounds, score) };
}

export function biggestGain(rounds: readonly number[], score: readonly (readonly number[])[]): BiggestGain | null {
  let best: BiggestGain | null = null;
  for (let i = 1; i < rounds.length; i++) {
    for (const [seat, values] of score.entries()) {
      const amount = values[i] - values[i - 1];
      if (amount > 0 && (best === null || amount > best.amount)) best = { seat, amount, round: rounds[i] };
    }
  }
  return best;
}

/** The seat alone at the top of sample `i`, or null when several share it. */
function leaderAt(score: readonly (readonly number[])[], i: number): number | null {
  const top = Math.max(...score.map((values) => values[i]));
  const at = score.flatMap((values, seat) => (values[i] === top ? [seat] : []));
  return at.length === 1 ? at[0] : null;
}

export function longestLead(rounds: readonly number[], score: readonly (readonly number[])[]): LongestLead | null {
  let best: LongestLead | null = null;
  let run: LongestLead | null = null;
  for (let i = 1; i < rounds.length; i++) {
    const seat = leaderAt(score, i);
    if (seat === null) {
      run = null;
      continue;
    }
    const before: LongestLead | null = run;
    const now: LongestLead = before !== null && before.seat === seat
      ? { seat, rounds: before.rounds + 1, from: before.from, to: rounds[i] }
      : { seat, rounds: 1, from: rounds[i], to: rounds[i] };
    run = now;
    if (best === null || now.rounds > best.rounds) best = now;
  }
  return best;
}

/** The smallest lead after round 1 (from the second round's end on; the latest when several are as close). */
export function closest(rounds: readonly number[], score: readonly (readonly number[])[]): ClosestMoment | null {
  if (score.length < 2) return null;
  const first = rounds.length > 2 ? 2 : 1;
  let best: ClosestMoment | null = null;
  for (let i = first; i < rounds.length; i++) {
    const values = score.map((v) => v[i]);
    const top = Math.max(...values);
    const leaders = values.flatMap((v, seat) => (v === top ? [seat] : []));
    const rest = values.filter((v) => v < top);
    const next = leaders.length > 1 || rest.length === 0 ? top : Math.max(...rest);
    const gap = top - next;
    const chasers = gap === 0 ? [] : values.flatMap((v, seat) => (v === next ? [seat] : []));
    if (best === null || gap <= best.gap) best = { round: rounds[i], gap, leaders, chasers, top };
  }
  return best;
}
