import type { AnyGame, GameEvent, GameResult } from "../engine/game";
import type { GameStory, ScoreBreakdown, StoryMeasure } from "../engine/story";
import type { GameFile } from "./game-file";
import { highlights, type Highlights } from "./highlights";

/**
 * The post-game story of a recorded game (docs/game-file.md, "The post-game story"): the engine's
 * numbers per seat sampled at the end of every round, the final score breakdown in the game's own
 * categories and a few highlights. Game-independent: everything game-specific is the engine's
 * `story` (engine/story.ts).
 */
export interface GameStoryReport {
  gameId: string;
  names: string[];
  /** "Turn" or "Round". */
  roundLabel: string;
  /** The x axis: 0 is the start of the game, then the end of each round played. */
  rounds: number[];
  /** The measures charted; the first is the score. */
  measures: StoryMeasure[];
  /** `series[measure][seat][i]`: the measure at sample `i` (`rounds[i]`). */
  series: Record<string, number[][]>;
  breakdown: ScoreBreakdown & { totals: number[] };
  highlights: Highlights;
  result: GameResult;
}

type Story = GameStory<unknown, { private: unknown }>;

/**
 * Collects the story while a game is replayed: `visit` every state in order (step 0 is the setup),
 * then `finish` with every event of the game. A round's sample is taken at the first state of the
 * next round (everything the round did is in it), or at its own last state when the engine says
 * `roundEnd: "last"`; the last round's at the final state.
 */
export function storyRecorder(game: AnyGame, names: string[]) {
  const story = game.story as Story | undefined;
  const rounds: number[] = [];
  const samples: Record<string, number[]>[] = [];
  let current: number | null = null;
  let last: unknown = null;
  const atEnd = story?.roundEnd ?? "next";
  const tally = (state: unknown) => story!.tally(game.view(state, null));
  return {
    visit(state: unknown): void {
      const before = last;
      last = state;
      if (!story) return;
      const round = story.round(state);
      if (current === null) {
        rounds.push(0);
        samples.push(tally(state));
      } else if (round > current && current >= 1) {
        rounds.push(current);
        const end = typeof atEnd === "function" ? atEnd(state) : atEnd;
        samples.push(tally(end === "last" ? before : state));
      }
      current = current === null ? round : Math.max(current, round);
    },
    /** The story, or null when the engine tells none, nothing was visited or the game has no result. */
    finish(events: readonly GameEvent[]): GameStoryReport | null {
      const result = last === null ? null : game.result(last);
      if (!story || last === null || !result || current === null) return null;
      if (current >= 1) {
        rounds.push(current);
        samples.push(tally(last));
      }
      const series: Record<string, number[][]> = {};
      for (const m of story.measures) series[m.id] = names.map((_, seat) => samples.map((s) => s[m.id]?.[seat] ?? 0));
      const breakdown = story.scoreBreakdown(last, events);
      return {
        gameId: game.id,
        names,
        roundLabel: story.roundLabel,
        rounds,
        measures: story.measures,
        series,
        breakdown: { ...breakdown, totals: breakdown.perSeat.map((row) => row.reduce((a, b) => a + b, 0)) },
        highlights: highlights(rounds, series[story.measures[0].id]),
        result,
      };
    },
  };
}

export const seatNames = (file: Pick<GameFile, "seats">): string[] => file.seats.map((s, i) => s.name || `seat ${i + 1}`);

/** Replays a game file with its engine and tells its story; an action the engine refuses throws. */
export function gameStory(file: GameFile, game: AnyGame): GameStoryReport | null {
  const recorder = storyRecorder(game, seatNames(file));
  let state = game.setup({ players: file.seats.length, seed: file.fairness.seed });
  recorder.visit(state);
  const events: GameEvent[] = [];
  for (const [i, { seat, action }] of file.actions.entries()) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`action ${i + 1} is refused by the engine: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
    recorder.visit(state);
  }
  return recorder.finish(events);
}
