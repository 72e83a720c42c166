import type { Express } from "express";
import { RoomCode, replay, seedCommitment, type AnyGame, type GameFile, type GameResult } from "@space/shared";
import type { GameRecord, GameStore } from "../store";
import type { Analyses } from "../analysis/analyses";

/** Replayed results remembered for the requests that loaded their game before its result was kept. */
const REMEMBERED_REPLAYS = 64;

/**
 * The result of a finished game stored without one (finished before results were kept, or closed
 * unfinished by the retention): replayed once, then kept with the game. The requests that loaded
 * the game before its result was kept (many at once, or one store round trip apart) get the same
 * replay's result: the last few replays are remembered, by game, so none is replayed twice.
 */
function resultsByReplay(store: GameStore): (game: AnyGame, stored: GameRecord) => Promise<GameResult> {
  const replays = new Map<string, Promise<GameResult>>();
  const replayOnce = async (game: AnyGame, stored: GameRecord): Promise<GameResult> => {
    const { state } = replay(game, { players: stored.seats.length, seed: stored.seed }, stored.actions);
    const result = game.result(state) ?? { winners: [], scores: [] };
    // Not kept this time (the store is unreachable): the answer is right all the same.
    await store.keepResult(stored.code, result).catch(() => undefined);
    return result;
  };
  return (game, stored) => {
    // A code is taken again once its game is deleted: the seed tells two games apart.
    const key = `${stored.code}:${stored.seed}`;
    let result = replays.get(key);
    if (!result) {
      result = replayOnce(game, stored);
      replays.set(key, result);
      if (replays.size > REMEMBERED_REPLAYS) replays.delete(replays.keys().next().value!);
    }
    return result;
  };
}

/**
 * `GET /api/records/:code`: a finished game as a game file (docs/game-file.md), with its seed and
 * salt revealed so anyone can verify it (`npm run verify -- FILE`). A running game has no record
 * here: its seed stays secret until the end. A game the retention sweep closed unfinished has one,
 * marked `abandoned`: nobody can play it on, so its seed is no longer a secret. Token hashes are never part of it.
 * The result comes from the store, kept at the game's end: a request never replays the game.
 */
export function recordsRoute(app: Express, store: GameStore | null, games: AnyGame[]): void {
  const resultByReplay = store ? resultsByReplay(store) : null;
  app.get("/api/records/:code", async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const stored = store ? await store.load(code.data).catch(() => null) : null;
    const game = games.find((g) => g.id === stored?.gameId);
    if (!stored || !stored.finished || !game) return void res.status(404).json({ ok: false, error: `there is no finished game ${code.data}` });
    const fairness = (stored.options as { fairness?: { salt: string; fixedSeed: boolean } }).fairness;
    if (!fairness) return void res.status(404).json({ ok: false, error: `game ${code.data} was played before games had records` });
    const result = stored.result ?? await resultByReplay!(game, stored);
    const { fairness: _kept, ...options } = stored.options as Record<string, unknown>;
    const file: GameFile = {
      format: "space-tabletop-game", version: 1, code: stored.code, gameId: stored.gameId, createdAt: stored.createdAt,
      seats: stored.seats.map(({ name, kind }) => ({ name, kind })),
      options,
      fairness: { commitment: await seedCommitment(stored.seed, fairness.salt), seed: stored.seed, salt: fairness.salt, fixedSeed: fairness.fixedSeed },
      actions: stored.actions,
      result,
      ...(stored.abandoned ? { abandoned: true } : {}),
    };
    res.setHeader("content-disposition", `attachment; filename="space-tabletop-${stored.code}.json"`);
    res.json(file);
  });
}

/**
 * `GET /api/records/:code/analysis`: a finished game's turning points (AnalysisReply in
 * shared/src/protocol.ts), or where their working out stands; `off` where this server analyses no games.
 * Like the record, only for a finished game: each player's chances are from their own view then.
 */
export function analysisRoute(app: Express, store: GameStore | null, analyses: Analyses | null): void {
  app.get("/api/records/:code/analysis", async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const stored = store ? await store.load(code.data).catch(() => null) : null;
    if (!stored?.finished) return void res.status(404).json({ ok: false, error: `there is no finished game ${code.data}` });
    res.json(analyses ? await analyses.reply(code.data) : { status: "off" });
  });
}
