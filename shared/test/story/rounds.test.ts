/**
 * The story's samples are the scores at the end of each round exactly, read against what the
 * engines announce at their round boundaries: Space Zoo's "scored" event (the VP published at the
 * end of every turn, §3.9), Space Base's "turn" event opening the next round (credits then =
 * start + production − repairs so far), Space Colony Cheeses' "turnEnded" (money then).
 */
import { games } from "../../src";
import type { AnyGame, GameEvent } from "../../src/engine/game";
import { gameStory } from "../../src/record/story";
import { botGame } from "./play";

function replayEvents(game: AnyGame, file: ReturnType<typeof botGame>): { state: unknown; events: GameEvent[] } {
  let state = game.setup({ players: file.seats.length, seed: file.fairness.seed });
  const events: GameEvent[] = [];
  for (const { seat, action } of file.actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The score series at round `round`, per seat. */
const scoreAt = (story: NonNullable<ReturnType<typeof gameStory>>, round: number): number[] => {
  const i = story.rounds.indexOf(round);
  expect(i).toBeGreaterThan(0);
  return story.series[story.measures[0].id].map((values) => values[i]);
};

test.each([2, 3, 4])("Space Zoo, %i players: each turn's VP is the VP scored at its end", (players) => {
  const game = games.zoo as AnyGame;
  for (let g = 0; g < 8; g++) {
    const file = botGame(game, players, `rounds-zoo-${players}-${g}`);
    const story = gameStory(file, game)!;
    const scored = replayEvents(game, file).events.filter((e) => e.type === "scored");
    expect(story.rounds.slice(1)).toEqual(scored.map((e) => e.turn));
    for (const e of scored) expect(scoreAt(story, e.turn as number)).toEqual(e.vp);
  }
});

test.each(["base", "cheeses"] as const)("%s: each round's money is the money at the boundary the engine announces", (id) => {
  const game = games[id] as AnyGame;
  for (const players of [2, 3]) {
    const file = botGame(game, players, `rounds-${id}-${players}`);
    const story = gameStory(file, game)!;
    const { state, events } = replayEvents(game, file);
    // Where round r ends in the event stream: Base opens round r+1 with a "turn" event, Cheeses closes turn r with "turnEnded".
    const boundaries = id === "base"
      ? events.flatMap((e, k) => (e.type === "turn" && (e.round as number) > 1 && events.findIndex((f) => f.type === "turn" && f.round === e.round) === k ? [{ round: (e.round as number) - 1, at: k }] : []))
      : events.flatMap((e, k) => (e.type === "turnEnded" ? [{ round: e.turn as number, at: k }] : []));
    expect(boundaries.length).toBeGreaterThan(5);
    for (const { round, at } of boundaries) {
      const sofar = game.story!.scoreBreakdown(state, events.slice(0, at)).perSeat.map((row) => row.reduce((a, b) => a + b, 0));
      expect({ round, money: scoreAt(story, round) }).toEqual({ round, money: sofar });
    }
  }
});
