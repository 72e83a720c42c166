/**
 * Calibration tables of a chance to win (docs/balance.md, "Calibration of the chance to win"): each
 * observation is a player's estimated chance and what happened (1 a win, 1/k a win shared by k, 0).
 */
export type Observation = [estimated: number, happened: number];

/** Players in a group, the group's range of estimates, and the means of estimate and outcome. */
export interface Group {
  from: number;
  to: number;
  players: number;
  estimated: number;
  happened: number;
}

/**
 * A group of fewer players is printed but not judged: the outcome of 100 players whose chance is 50%
 * falls within 10 points of it only 95% of the time (two standard errors).
 */
export const JUDGED = 100;

function group(list: Observation[], from: number, to: number): Group {
  const mean = (i: 0 | 1) => list.reduce((sum, o) => sum + o[i], 0) / list.length;
  return { from, to, players: list.length, estimated: round(mean(0)), happened: round(mean(1)) };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Deciles: the players sorted by estimate and cut into ten groups of (nearly) equal size, the "deciles of risk" of a calibration table. */
export function byDeciles(observed: Observation[]): Group[] {
  const sorted = [...observed].sort((a, b) => a[0] - b[0]);
  const n = sorted.length;
  return Array.from({ length: 10 }, (_, k) => sorted.slice(Math.floor((k * n) / 10), Math.floor(((k + 1) * n) / 10)))
    .filter((part) => part.length > 0)
    .map((part) => group(part, part[0][0], part[part.length - 1][0]));
}

/** Tenths of the estimate's scale (0-0.1, ..., 0.9-1), those that hold any player. */
export function byTenths(observed: Observation[]): Group[] {
  return Array.from({ length: 10 }, (_, k) => [k, observed.filter((o) => Math.min(9, Math.floor(o[0] * 10)) === k)] as const)
    .filter(([, part]) => part.length > 0)
    .map(([k, part]) => group(part, k / 10, (k + 1) / 10));
}
