/** The simulator's figures from its played games: win rates with Wilson intervals, lengths, scores, times. */
import type { BotLevel } from "@space/shared";
import type { PlayedGame } from "./play";

/** A win rate with its 95% Wilson score interval. A win shared by k seats counts 1/k. */
export interface Rate {
  wins: number;
  games: number;
  rate: number;
  low: number;
  high: number;
}

const Z95 = 1.959964;

function wilson(wins: number, games: number): Rate {
  if (games === 0) return { wins, games, rate: 0, low: 0, high: 0 };
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 / (1 + z2 / games)) * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return { wins, games, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The q-quantile (0..1) by the nearest-rank method; 0 for no data. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export interface Summary {
  games: number;
  finished: number;
  errors: number;
  errorSamples: string[];
  /** Win rate of each seat position (0 = first player), over finished games. */
  byPosition: Rate[];
  /** Win rate of each level, over the seats it played in finished games. */
  byLevel: Partial<Record<BotLevel, Rate>>;
  meanRounds: number | null;
  meanDecisions: number;
  /** Mean final score of each position and of each level. */
  scoreByPosition: number[];
  scoreByLevel: Partial<Record<BotLevel, number>>;
  decisionsPerSecond: number;
  hard: { decisions: number; p50: number; p99: number; max: number } | null;
  /** Decisions per game, for the length chart. */
  lengths: number[];
  /** Every hard decision's time in ms, sorted. */
  hardMs: number[];
}

export function summarize(played: readonly PlayedGame[], players: number): Summary {
  const done = played.filter((g) => g.error === null);
  const share = (g: PlayedGame, seat: number) => (g.winners!.includes(seat) ? 1 / g.winners!.length : 0);
  const byPosition = Array.from({ length: players }, (_, seat) => wilson(done.reduce((n, g) => n + share(g, seat), 0), done.length));
  const levelWins = new Map<BotLevel, { wins: number; seats: number; score: number }>();
  for (const g of done) {
    g.levels.forEach((level, seat) => {
      const t = levelWins.get(level) ?? { wins: 0, seats: 0, score: 0 };
      t.wins += share(g, seat);
      t.seats += 1;
      t.score += g.scores![seat];
      levelWins.set(level, t);
    });
  }
  const byLevel: Summary["byLevel"] = {};
  const scoreByLevel: Summary["scoreByLevel"] = {};
  for (const [level, t] of levelWins) {
    byLevel[level] = wilson(t.wins, t.seats);
    scoreByLevel[level] = t.score / t.seats;
  }
  const rounds = done.filter((g) => g.rounds !== null).map((g) => g.rounds!);
  const hardMs = played.flatMap((g) => g.hardMs).sort((a, b) => a - b);
  const thinkMs = played.reduce((n, g) => n + g.thinkMs, 0);
  const decisions = played.reduce((n, g) => n + g.decisions, 0);
  return {
    games: played.length,
    finished: done.length,
    errors: played.length - done.length,
    errorSamples: [...new Set(played.filter((g) => g.error).map((g) => g.error!))].slice(0, 5),
    byPosition,
    byLevel,
    meanRounds: rounds.length ? mean(rounds) : null,
    meanDecisions: mean(done.map((g) => g.decisions)),
    scoreByPosition: Array.from({ length: players }, (_, seat) => mean(done.map((g) => g.scores![seat]))),
    scoreByLevel,
    decisionsPerSecond: thinkMs > 0 ? decisions / (thinkMs / 1000) : 0,
    hard: hardMs.length ? { decisions: hardMs.length, p50: quantile(hardMs, 0.5), p99: quantile(hardMs, 0.99), max: hardMs[hardMs.length - 1] } : null,
    lengths: done.map((g) => g.decisions),
    hardMs,
  };
}
