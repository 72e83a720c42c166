import type { Page } from "playwright-core";
import { games, randomFunction, seedCommitment, type AnyGame, type GameFile } from "@space/shared";

/** A game file made in this process with the engine and its bot, as a server with the fixed test seed would write it. */
export async function botGameFile(gameId: "zoo" | "base" | "cheeses", seed: string): Promise<GameFile> {
  const engine = games[gameId] as AnyGame;
  const rng = randomFunction(`file:${seed}`);
  let state = engine.setup({ players: 2, seed });
  const actions: GameFile["actions"] = [];
  for (let guard = 0; engine.awaiting(state).length && guard < 20_000; guard++) {
    const seat = engine.awaiting(state)[0];
    const r = engine.apply(state, seat, engine.bot.choose(engine.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(`the bot's move was refused: ${r.error.message}`);
    actions.push({ seat, action: r.action });
    state = r.state;
  }
  const salt = "test-salt";
  return {
    format: "space-tabletop-game", version: 1, code: "TEST2", gameId, createdAt: Date.now(),
    seats: [{ name: "Ana", kind: "bot" }, { name: "Bo", kind: "bot" }],
    options: { seats: 2, bots: 2 },
    fairness: { commitment: await seedCommitment(seed, salt), seed, salt, fixedSeed: true },
    actions,
    result: engine.result(state)!,
  };
}

/** Opens the replay page at /replay and gives it `file` as a file chosen from the device. */
export async function openReplayFile(page: Page, origin: string, file: unknown, name: string): Promise<void> {
  await page.goto(`${origin}/replay`);
  await page.waitForSelector("#replay-file", { state: "attached" });
  await page.setInputFiles("#replay-file", { name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
}
