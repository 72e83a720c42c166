import type { AnyGame } from "../../src/engine/game";
import { randomFunction } from "../../src/engine/random";
import type { GameFile } from "../../src/record/game-file";

/** A whole game between the engine's bots, as the game file a server would write (fairness fields unused here). */
export function botGame(game: AnyGame, players: number, seed: string): GameFile {
  const rng = randomFunction(`story:${seed}`);
  let state = game.setup({ players, seed });
  const actions: GameFile["actions"] = [];
  for (let guard = 0; game.awaiting(state).length > 0; guard++) {
    if (guard > 50_000) throw new Error(`${game.id} ${seed}: the bots did not finish`);
    const awaited = game.awaiting(state);
    const seat = awaited[Math.floor(rng() * awaited.length)];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(`${game.id} ${seed}: the bot's move was refused (${r.error.message})`);
    actions.push({ seat, action: r.action });
    state = r.state;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id} ${seed}: no result`);
  return {
    format: "space-tabletop-game", version: 1, code: "STORY", gameId: game.id, createdAt: 0,
    seats: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, kind: "bot" as const })),
    options: {}, fairness: { commitment: "", seed, salt: "", fixedSeed: true }, actions, result,
  };
}
