import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CODE_ALPHABET, CODE_LENGTH, games, randomFunction, type AnalysisReply, type AnyGame } from "@space/shared";

/**
 * Analyses beside the measured rooms (--analyses N, docs/performance.md): N finished 4-player Space
 * Base games of medium bots, put in the server's store before it starts (through `npm run restore`'s
 * program), then asked for at once after the warm-up, so the analysis process works through them
 * during the whole window (about 26 s of one core each) while the rooms play.
 */

/** A finished game of medium bots as a backup line (server/src/store/backup.ts). */
function finishedGame(i: number, now: number): Record<string, unknown> {
  const game = games.base as AnyGame;
  const seed = `analyses-beside-${i}`;
  const rng = randomFunction(seed);
  let state = game.setup({ players: 4, seed });
  const actions: { seat: number; action: unknown }[] = [];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0]!;
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(`a bot's move was refused: ${JSON.stringify(r.error)}`);
    actions.push({ seat, action: r.action });
    state = r.state;
  }
  const code = Array.from({ length: CODE_LENGTH }, (_, k) => CODE_ALPHABET[(i * 7 + k * 13) % CODE_ALPHABET.length]).join("");
  return {
    code, gameId: "base", seed, options: {}, seats: [0, 1, 2, 3].map((s) => ({ name: `Bot ${s + 1}`, kind: "bot" })),
    actions, finished: true, abandoned: false, createdAt: now, updatedAt: now, finishedAt: now, result: game.result(state)!,
  };
}

/** Writes `n` finished games into the empty store at `dataFile`; their codes. */
export function storeFinishedGames(root: string, dataFile: string, n: number): string[] {
  const now = Date.now();
  const lines = Array.from({ length: n }, (_, i) => finishedGame(i, now));
  const file = path.join(path.dirname(dataFile), "analyses-backup.jsonl");
  writeFileSync(file, [{ format: "space-tabletop-backup", version: 2, games: n, keys: 0, writtenAt: now }, ...lines]
    .map((l) => JSON.stringify(l)).join("\n") + "\n");
  const r = spawnSync(process.execPath, [path.join(root, "server/dist/cli/restore.js"), file], { env: { ...process.env, DATA_FILE: dataFile }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`restoring the finished games failed: ${r.stderr || r.stdout}`);
  return lines.map((l) => l.code as string);
}

async function replyOf(url: string, code: string): Promise<AnalysisReply> {
  const res = await fetch(`${url}/api/records/${code}/analysis`);
  if (!res.ok) throw new Error(`GET /api/records/${code}/analysis: ${res.status}`);
  return (await res.json()) as AnalysisReply;
}

/** Asks for every game's analysis: the server queues them all. */
export async function askAnalyses(url: string, codes: string[]): Promise<void> {
  for (const code of codes) await replyOf(url, code);
}

/** How far the analyses got: done, and decisions done of the one running. */
export async function analysesDone(url: string, codes: string[]): Promise<{ done: number; running: string | null; queued: number }> {
  let done = 0;
  let queued = 0;
  let running: string | null = null;
  for (const code of codes) {
    const r = await replyOf(url, code);
    if (r.status === "done") done += 1;
    else if (r.status === "queued") queued += 1;
    else if (r.status === "running") running = `${r.done} of ${r.total} decisions`;
  }
  return { done, running, queued };
}
