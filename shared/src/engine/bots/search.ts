import type { ApplyResult, Bot, GameResult, RankedChoice } from "../game";

/** How long the search bot may think: a time budget, or a fixed amount of work (reproducible, for tests and the simulator). */
export interface BotOptions {
  /** Wall-clock budget per decision in milliseconds (default 300). Ignored when `iterations` is set. */
  budgetMs?: number;
  /** A fixed number of determinizations, each playing every candidate once: no clock, same answer for the same rng. */
  iterations?: number;
}

export const DEFAULT_BUDGET_MS = 300;

/** What the search needs of a game: its rules, a way to guess the hidden parts, and how to judge an unfinished game. */
export interface SearchModel<S, A, V> {
  /** A full state consistent with `view`: what the seat cannot see is drawn at random (docs/balance.md). */
  determinize(view: V, seat: number, rng: () => number): S;
  apply(state: S, seat: number, action: A): ApplyResult<S, { type: string }>;
  awaiting(state: S): number[];
  view(state: S, seat: number): V;
  result(state: S): GameResult | null;
  legalActionsInView(view: V, seat: number): A[];
  /** Plays every seat during playouts (fast and plausible). */
  playout: Bot<V, A>;
  /** Decisions a playout makes before it stops and the position is judged. */
  horizon: number;
  /** The seats' standing in an unfinished game, in score units (a guess of the final scores); `from` is where the playout began. */
  estimate(state: S, from: S): number[];
  /** A lead of this many score units counts as a clear advantage (the logistic's scale). */
  scale: number;
  /**
   * The logistic's scale for the chances a player reads (`chance`, and `rank`'s for hints), when the
   * one that chooses moves best is not the one whose chances come true: fitted to bot games'
   * outcomes (docs/balance.md, "Calibration of the chance to win").
   */
  chanceScale?: number;
  /** At most this many candidate actions are searched; the rest are cut (the heuristic's pick always stays). */
  maxCandidates: number;
  /** The heuristic bot: its pick is always a candidate and is the answer when there is no time to search. */
  heuristic: Bot<V, A>;
  /** Whether to search this decision at all (else the heuristic decides): for decisions the playouts judge badly. */
  searches?(view: V): boolean;
  /** A head start (in win-probability units) for the heuristic's pick: the search overrules it only on clear evidence. */
  prior: number;
}

/** The clock the budget is measured with (performance.now, in Node and browsers). */
const now = (): number => globalThis.performance.now();

/** 1 for a sole win, 1/k for a win shared by k, 0 for a loss; unfinished: a logistic of the lead over the best rival. */
function value<S>(model: SearchModel<S, unknown, unknown>, state: S, from: S, seat: number, scale = model.scale): number {
  const result = model.result(state);
  if (result) return result.winners.includes(seat) ? 1 / result.winners.length : 0;
  const scores = model.estimate(state, from);
  const rival = Math.max(...scores.filter((_, s) => s !== seat));
  return 1 / (1 + Math.exp(-(scores[seat] - rival) / scale));
}

/** Plays from `state` with the playout bot for every seat, `horizon` decisions at most, and not past `deadline`. */
function playout<S, A, V>(model: SearchModel<S, A, V>, state: S, rng: () => number, deadline: number): S {
  let s = state;
  for (let step = 0; step < model.horizon && now() < deadline; step++) {
    const seats = model.awaiting(s);
    if (seats.length === 0) break;
    const seat = seats[0];
    const action = model.playout.choose(model.view(s, seat), seat, rng);
    const r = model.apply(s, seat, action);
    if (!r.ok) throw new Error(`playout: the playout bot chose an illegal action (${r.error.code})`);
    s = r.state;
  }
  return s;
}

/** Keeps the heuristic's pick and a random sample of the others, `max` in all. */
function candidates<A>(legal: A[], pick: A, max: number, rng: () => number): A[] {
  const key = JSON.stringify(pick);
  const rest = legal.filter((a) => JSON.stringify(a) !== key);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return [pick, ...rest.slice(0, Math.max(0, max - 1))];
}

/** What each candidate scored: the sum of its values and how many imagined games it was tried in. */
interface Tally<A> {
  moves: A[];
  total: number[];
  count: number[];
}

/**
 * Flat Monte Carlo over determinizations: each iteration draws one full state consistent with the view,
 * then plays every candidate action in it followed by a playout (the same playout randomness for every
 * candidate, so they are compared on equal terms). Until the budget (from `start`) or the iterations run out;
 * with `atLeastOnce`, every candidate is tried in one imagined game even when the budget has passed
 * (a search process kept waiting by busier work still answers a hint with something).
 */
function weigh<S, A, V>(model: SearchModel<S, A, V>, view: V, seat: number, moves: A[], rng: () => number, options: BotOptions, start: number,
  atLeastOnce = false, scale = model.scale): Tally<A> {
  const fixed = options.iterations;
  // A margin under the budget for the last playout's overrun and the garbage collector.
  const deadline = start + 0.85 * (options.budgetMs ?? DEFAULT_BUDGET_MS);
  // A playout may overrun the deadline: stop early by the longest one seen so far.
  let longest = 0;
  const total = moves.map(() => 0);
  const count = moves.map(() => 0);
  outer: for (let it = 0; fixed === undefined || it < fixed; it++) {
    const world = model.determinize(view, seat, rng);
    const playoutSeed = Math.floor(rng() * 0x7fffffff);
    for (let m = 0; m < moves.length; m++) {
      const t0 = now();
      if (fixed === undefined && t0 + longest > deadline && !(atLeastOnce && it === 0)) break outer;
      const r = model.apply(world, seat, moves[m]);
      if (!r.ok) throw new Error(`search: a legal action was refused (${r.error.code}: ${r.error.message})`);
      const end = playout(model, r.state, seededRandom(playoutSeed), fixed === undefined ? deadline : Infinity);
      total[m] += value(model, end, r.state, seat, scale);
      count[m] += 1;
      longest = Math.max(longest, now() - t0);
    }
  }
  return { moves, total, count };
}

/**
 * The search bot: the candidate with the best mean value over the imagined games (`weigh`), the
 * heuristic's pick given a head start (`prior`). Decides from the view only; synchronous and
 * CPU-bound (a server runs it off its event loop). `rank` gives every candidate weighed, best first,
 * without the head start: what a hint shows. `chance` is the seat's chance to win from where its view
 * stands, over imagined games played on by the playout bot: what the turning points chart. Both
 * judge a cut-short imagined game with `chanceScale`, when the game has one.
 */
export function searchBot<S, A, V>(model: SearchModel<S, A, V>): Bot<V, A> & { rank: NonNullable<Bot<V, A>["rank"]>; chance: NonNullable<Bot<V, A>["chance"]> } {
  const legalOf = (view: V, seat: number): A[] => {
    const legal = model.legalActionsInView(view, seat);
    if (legal.length === 0) throw new Error("the bot was asked to move when it has no legal action");
    return legal;
  };
  return {
    choose(view, seat, rng, options = {}) {
      const start = now();
      const legal = legalOf(view, seat);
      const pick = model.heuristic.choose(view, seat, rng);
      if (legal.length === 1) return legal[0];
      if (model.searches && !model.searches(view)) return pick;
      const { moves, total, count } = weigh(model, view, seat, candidates(legal, pick, model.maxCandidates, rng), rng, options, start);
      let best = 0;
      let bestMean = -1;
      for (let m = 0; m < moves.length; m++) {
        if (count[m] === 0) continue;
        const mean = total[m] / count[m] + (m === 0 ? model.prior : 0);
        if (mean > bestMean) { best = m; bestMean = mean; }
      }
      return moves[best];
    },
    rank(view, seat, rng, options = {}) {
      const start = now();
      const legal = legalOf(view, seat);
      const pick = model.heuristic.choose(view, seat, rng);
      const { moves, total, count } = weigh(model, view, seat, candidates(legal, pick, model.maxCandidates, rng), rng, options, start, true, model.chanceScale);
      return moves.map((action, m): RankedChoice<A> => ({ action, chance: count[m] ? total[m] / count[m] : 0, tries: count[m] }))
        .filter((c) => c.tries > 0)
        .sort((a, b) => b.chance - a.chance);
    },
    chance(view, seat, rng, options = {}) {
      const start = now();
      const deadline = start + 0.85 * (options.budgetMs ?? DEFAULT_BUDGET_MS);
      let total = 0;
      let tries = 0;
      for (let it = 0; options.iterations === undefined ? tries === 0 || now() < deadline : it < options.iterations; it++) {
        const world = model.determinize(view, seat, rng);
        const end = playout(model, world, rng, options.iterations === undefined ? deadline : Infinity);
        total += value(model, end, world, seat, model.chanceScale);
        tries += 1;
      }
      return total / tries;
    },
  };
}

/** A small fast generator (mulberry32) for playouts: cheap to seed once per candidate. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
