import type { Express } from "express";
import { RoomCode, replay, seedCommitment, type AnyGame, type GameFile } from "@space/shared";
import type { GameStore } from "../store";

/**
 * `GET /api/records/:code`: a finished game as a game file (docs/game-file.md), with its seed and
 * salt revealed so anyone can verify it (`npm run verify -- FILE`). A running game has no record
 * here: its seed stays secret until the end. A game the retention sweep closed unfinished has one,
 * marked `abandoned`: nobody can play it on, so its seed is no longer a secret. Token hashes are never part of it.
 */
export function recordsRoute(app: Express, store: GameStore | null, games: AnyGame[]): void {
  app.get("/api/records/:code", async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const stored = store ? await store.load(code.data).catch(() => null) : null;
    const game = games.find((g) => g.id === stored?.gameId);
    if (!stored || !stored.finished || !game) return void res.status(404).json({ ok: false, error: `there is no finished game ${code.data}` });
    const fairness = (stored.options as { fairness?: { salt: string; fixedSeed: boolean } }).fairness;
    if (!fairness) return void res.status(404).json({ ok: false, error: `game ${code.data} was played before games had records` });
    const { state } = replay(game, { players: stored.seats.length, seed: stored.seed }, stored.actions);
    const result = game.result(state) ?? { winners: [], scores: [] };
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
