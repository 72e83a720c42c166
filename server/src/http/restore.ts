import type { Express } from "express";
import { matchMaker } from "colyseus";
import { RoomCode, type AnyGame } from "@space/shared";
import { restoreOptions, type RoomSettings } from "../rooms/game-room";

/**
 * `POST /api/rooms/:code/restore`: brings a stored, unfinished game back into a room under its
 * code (after a restart, or once everybody had left). The client calls it when a join by code
 * finds no room, then joins again.
 */
export function restoreRoute(app: Express, settings: RoomSettings, games: AnyGame[]): void {
  app.post("/api/rooms/:code/restore", async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const store = settings.store;
    const stored = store ? await store.load(code.data).catch(() => null) : null;
    if (!stored || stored.finished || !games.some((g) => g.id === stored.gameId)) {
      return void res.status(404).json({ ok: false, error: `there is no unfinished game ${code.data}` });
    }
    if ((await matchMaker.query({ roomId: code.data })).length > 0) return void res.json({ ok: true, restored: false });
    try {
      await matchMaker.createRoom(stored.gameId, restoreOptions(settings, code.data));
      res.json({ ok: true, restored: true });
    } catch (e) {
      // another request (or process) restored it first
      const open = (await matchMaker.query({ roomId: code.data })).length > 0;
      if (open) res.json({ ok: true, restored: false });
      else res.status(409).json({ ok: false, error: (e as Error).message });
    }
  });
}
