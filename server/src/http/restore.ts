import express, { type Express } from "express";
import { matchMaker } from "colyseus";
import { z } from "zod";
import { RoomCode, SeatToken, type AnyGame } from "@space/shared";
import { restoreOptions, type RoomSettings } from "../rooms/game-room";
import { Seats } from "../rooms/seats";
import { openElsewhere } from "../rooms/open-elsewhere";

const RestoreBody = z.object({ token: SeatToken }).strict();

/**
 * `POST /api/rooms/:code/restore` with `{ token }`: brings a stored, unfinished game back into a
 * room under its code (after a restart, or once everybody had left), for a seat token's holder
 * only. The client calls it when a join with its token finds no room, then joins again.
 * A wrong code and a wrong token get the same answer, so neither can be probed apart.
 */
export function restoreRoute(app: Express, settings: RoomSettings, games: AnyGame[]): void {
  app.post("/api/rooms/:code/restore", express.json({ limit: "1kb" }), async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const body = RestoreBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ ok: false, error: "a seat token is needed to bring a game back" });
    const store = settings.store;
    // The game's listing (its seats, without its actions) is all the check needs: the room loads the rest.
    const [stored] = store ? await store.tables([code.data]).catch(() => []) : [];
    if (!stored || stored.finished || !games.some((g) => g.id === stored.gameId) || !Seats.holds(stored.seats, body.data.token)) {
      return void res.status(404).json({ ok: false, error: `there is no unfinished game ${code.data} with a seat for that token` });
    }
    if (await openElsewhere(code.data)) return void res.json({ ok: true, restored: false });
    try {
      await matchMaker.createRoom(stored.gameId, restoreOptions(settings, code.data, true));
      res.json({ ok: true, restored: true });
    } catch (e) {
      // another request (or process) restored it first
      const open = (await matchMaker.query({ roomId: code.data })).length > 0;
      if (open) res.json({ ok: true, restored: false });
      else res.status(409).json({ ok: false, error: (e as Error).message });
    }
  });
}
