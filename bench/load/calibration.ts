import { performance } from "node:perf_hooks";
import { randomFunction } from "@space/shared";
import { zoo } from "@space/shared/zoo";

const GAMES = 40;
const RUNS = 7;
const WARM_UP_RUNS = 3;

/** The fixed work: GAMES four-player Space Zoo games played by the bot from each seat's view, the same every run. */
function playFixedGames(): number {
  let actions = 0;
  for (let g = 0; g < GAMES; g++) {
    const rng = randomFunction(`calibration/${g}`);
    let state = zoo.setup({ players: 4, seed: `calibration/${g}` });
    while (!zoo.result(state)) {
      const seat = zoo.awaiting(state)[0];
      const played = zoo.apply(state, seat, zoo.bot.choose(zoo.view(state, seat), seat, rng));
      if (!played.ok) throw new Error(`calibration: the bot's action was refused (${played.error.message})`);
      state = played.state;
      actions++;
    }
  }
  return actions;
}

export interface Calibration {
  /** Time of one action of the fixed work, µs: in the median run, and in the fastest (the least disturbed). */
  usPerAction: number;
  usPerActionFastest: number;
  actions: number;
  runsMs: number[];
}

/**
 * How fast this machine is right now, on work that never changes: the same engine games, timed
 * RUNS times before the server starts. The server's CPU per action is read against it when
 * runs of different days are compared: the host's speed varies by a third from one day to the next.
 */
export function calibrate(): Calibration {
  for (let r = 0; r < WARM_UP_RUNS; r++) playFixedGames(); // the first runs compile
  const runsMs: number[] = [];
  let actions = 0;
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    actions = playFixedGames();
    runsMs.push(Number((performance.now() - start).toFixed(1)));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  const us = (ms: number): number => Number(((ms * 1000) / actions).toFixed(2));
  return { usPerAction: us(sorted[Math.floor(RUNS / 2)]), usPerActionFastest: us(sorted[0]), actions, runsMs };
}
