/** One complete headless game through an engine, every seat played by a bot level from its own view. */
import { performance } from "node:perf_hooks";
import { randomFunction, type AnyGame, type BotLevel, type BotOptions } from "@space/shared";

export interface PlayedGame {
  index: number;
  /** The level of each seat; seat 0 is the first player (the simulator fixes it so). */
  levels: BotLevel[];
  /** Null when the game stopped on an error. */
  winners: number[] | null;
  scores: number[] | null;
  rounds: number | null;
  decisions: number;
  /** Milliseconds per decision of the hard bot (empty without one). */
  hardMs: number[];
  /** Total time the bots spent deciding, ms. */
  thinkMs: number;
  /** An engine error or an illegal bot choice, in words. */
  error: string | null;
}

/** A game that has not ended after this many decisions is stopped and counted as an error. */
const MAX_DECISIONS = 20_000;

export function playGame(game: AnyGame, index: number, levels: BotLevel[], seed: string, options: BotOptions): PlayedGame {
  const bots = game.bots;
  if (!bots) throw new Error(`${game.id} has no bot levels`);
  const rng = randomFunction(`${seed}:${index}:bots`);
  const played: PlayedGame = { index, levels, winners: null, scores: null, rounds: null, decisions: 0, hardMs: [], thinkMs: 0, error: null };
  try {
    let state = game.setup({ players: levels.length, seed: `${seed}:${index}`, options: { firstPlayer: 0 } });
    while (!game.result(state)) {
      if (played.decisions >= MAX_DECISIONS) throw new Error(`no end after ${MAX_DECISIONS} decisions`);
      const seat = game.awaiting(state)[0];
      const level = levels[seat];
      const t0 = performance.now();
      const action = bots[level].choose(game.view(state, seat), seat, rng, options);
      const ms = performance.now() - t0;
      played.thinkMs += ms;
      if (level === "hard") played.hardMs.push(ms);
      played.decisions += 1;
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(`${level} bot's illegal choice ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
      state = r.state;
    }
    const result = game.result(state)!;
    played.winners = result.winners;
    played.scores = result.scores;
    played.rounds = game.story ? game.story.round(state) : null;
  } catch (e) {
    played.error = e instanceof Error ? e.message : String(e);
  }
  return played;
}
