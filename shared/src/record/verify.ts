import type { AnyGame } from "../engine/game";
import { seedCommitment } from "../engine/fairness";
import { GameFile } from "./game-file";

/** One thing checked about a game file, in words. */
export interface Check {
  ok: boolean;
  what: string;
}

/**
 * Checks a finished game (docs/fairness.md): the revealed seed and salt match the commitment
 * published at the start; replaying every recorded action from that seed with the engine accepts
 * each one; and the replay ends with exactly the recorded winners and scores (or, for a game the
 * server closed unfinished, is not over).
 */
export async function verifyGame(raw: unknown, games: Partial<Record<string, AnyGame>>): Promise<{ ok: boolean; checks: Check[] }> {
  const checks: Check[] = [];
  const done = () => ({ ok: checks.every((c) => c.ok), checks });
  const parsed = GameFile.safeParse(raw);
  if (!parsed.success) {
    checks.push({ ok: false, what: "the file is a Space Tabletop game, format version 1" });
    return done();
  }
  const file = parsed.data;
  const game = games[file.gameId];
  if (!game) {
    checks.push({ ok: false, what: `the game "${file.gameId}" is one this tool knows` });
    return done();
  }
  const { seed, salt, commitment, fixedSeed } = file.fairness;
  checks.push({ ok: !fixedSeed, what: fixedSeed ? "the seed was drawn at random (no: this game used the server's fixed test seed)" : "the seed was drawn at random by the server" });
  const computed = await seedCommitment(seed, salt);
  checks.push({ ok: computed === commitment, what: `SHA-256 of salt:seed is the commitment published at the start (${commitment.slice(0, 16)}…)` });

  let state = game.setup({ players: file.seats.length, seed });
  for (const [i, { seat, action }] of file.actions.entries()) {
    const r = game.apply(state, seat, action);
    if (!r.ok) {
      checks.push({ ok: false, what: `action ${i + 1} of ${file.actions.length} is legal in the replay (${r.error.message})` });
      return done();
    }
    state = r.state;
  }
  checks.push({ ok: true, what: `all ${file.actions.length} recorded actions replay from the seed` });
  const result = game.result(state);
  if (file.abandoned) {
    checks.push({ ok: result === null, what: "the game was closed unfinished, and the replay is not over either" });
    return done();
  }
  const same = result !== null && JSON.stringify(result.winners) === JSON.stringify(file.result.winners)
    && JSON.stringify(result.scores) === JSON.stringify(file.result.scores);
  checks.push({ ok: same, what: `the replay ends with the recorded result (scores ${file.result.scores.join(", ")})` });
  return done();
}
