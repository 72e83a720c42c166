/**
 * The post-game story of every game (engine story.ts + record/story.ts): over many seeded games
 * between the engines' bots, for each game and player count, each seat's breakdown sums to its
 * recorded score, the score series ends on the recorded scores, and the series are well formed.
 */
import { games } from "../../src";
import type { AnyGame } from "../../src/engine/game";
import { gameStory } from "../../src/record/story";
import { botGame } from "./play";

/** Games per game and player count (the whole file runs in well under a minute on one core). */
const GAMES: Record<string, number> = { zoo: 30, base: 4, cheeses: 10 };

describe.each(["zoo", "base", "cheeses"] as const)("%s", (id) => {
  const game = games[id] as AnyGame;

  test("the engine tells a story with the score first", () => {
    expect(game.story).toBeDefined();
    expect(game.story!.measures.length).toBeGreaterThan(1);
    // The first measure is the one the game is won on: at the end it reads each seat's final score.
    const file = botGame(game, game.minPlayers, `${id}-score-first`);
    const story = gameStory(file, game)!;
    expect(story.series[story.measures[0].id].map((values) => values[values.length - 1])).toEqual(file.result.scores);
  });

  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    test(`${players} players: breakdowns sum to the recorded scores over ${GAMES[id]} bot games`, () => {
      for (let i = 0; i < GAMES[id]; i++) {
        const file = botGame(game, players, `${id}-${players}-${i}`);
        const story = gameStory(file, game)!;
        const where = `${id} ${players}p game ${i}`;
        expect({ where, totals: story.breakdown.totals }).toEqual({ where, totals: file.result.scores });
        expect(story.breakdown.perSeat).toHaveLength(players);
        for (const row of story.breakdown.perSeat) expect(row).toHaveLength(story.breakdown.categories.length);
        // The score series ends where the game did, and every series has one value per sample.
        const score = story.series[story.measures[0].id];
        expect({ where, last: score.map((values) => values[values.length - 1]) }).toEqual({ where, last: file.result.scores });
        for (const m of story.measures) {
          expect(story.series[m.id]).toHaveLength(players);
          for (const values of story.series[m.id]) {
            expect(values).toHaveLength(story.rounds.length);
            expect(values.every(Number.isFinite)).toBe(true);
          }
        }
        expect(story.rounds[0]).toBe(0);
        for (let k = 1; k < story.rounds.length; k++) expect(story.rounds[k]).toBeGreaterThan(story.rounds[k - 1]);
        expect(story.result).toEqual(file.result);
      }
    });
  }
});
