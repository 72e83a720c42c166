import { refusalWords, type AnyGame, type GameError } from "../engine/game";
import { seedCommitment } from "../engine/fairness";
import type { Params } from "../i18n/translator";
import type { Words } from "../i18n/words";
import { GameFile } from "./game-file";

/** What a check is about: worded by `common.verify.<id>` with its params (`checkWords`). */
export type CheckId = "format" | "known_game" | "seed_random" | "seed_fixed" | "commitment" | "action_legal" | "actions_replay" | "abandoned" | "result";

/** One thing checked about a game file, as an id and its params; `refusal`: the engine's, for an action the replay refused. */
export interface Check {
  ok: boolean;
  id: CheckId;
  params?: Params;
  refusal?: GameError;
}

/** A check in a reader's words (the page's reader, or English for the command line). */
export function checkWords(check: Check, words: Words): string {
  const why = check.refusal ? refusalWords(check.refusal, words) : undefined;
  return words.t(`common.verify.${check.id}`, { ...check.params, ...(why !== undefined ? { why } : {}) });
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
    checks.push({ ok: false, id: "format", params: { version: 1 } });
    return done();
  }
  const file = parsed.data;
  const game = games[file.gameId];
  if (!game) {
    checks.push({ ok: false, id: "known_game", params: { game: file.gameId } });
    return done();
  }
  const { seed, salt, commitment, fixedSeed } = file.fairness;
  checks.push({ ok: !fixedSeed, id: fixedSeed ? "seed_fixed" : "seed_random" });
  const computed = await seedCommitment(seed, salt);
  checks.push({ ok: computed === commitment, id: "commitment", params: { commitment: commitment.slice(0, 16) } });

  let state = game.setup({ players: file.seats.length, seed });
  for (const [i, { seat, action }] of file.actions.entries()) {
    const r = game.apply(state, seat, action);
    if (!r.ok) {
      checks.push({ ok: false, id: "action_legal", params: { n: i + 1, total: file.actions.length }, refusal: r.error });
      return done();
    }
    state = r.state;
  }
  checks.push({ ok: true, id: "actions_replay", params: { total: file.actions.length } });
  const result = game.result(state);
  if (file.abandoned) {
    checks.push({ ok: result === null, id: "abandoned" });
    return done();
  }
  const same = result !== null && JSON.stringify(result.winners) === JSON.stringify(file.result.winners)
    && JSON.stringify(result.scores) === JSON.stringify(file.result.scores);
  checks.push({ ok: same, id: "result", params: { scores: file.result.scores.join(", ") } });
  return done();
}
