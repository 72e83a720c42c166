import express, { type Express, type Response } from "express";
import { z } from "zod";
import { MY_TABLES_MAX, MyTablesRequest, Pace, RoomCode, games, lineWords, loadedWords, type AnyGame, type GameId, type MyTable, type Words } from "@space/shared";
import type { GameStore, TableListing } from "../store";
import { tokenMatches } from "../rooms/seat-token";
import { SEAT_BUNDLE_MS, bundleKey, openSeats, sealSeats, type HeldSeat } from "./seat-bundle";

const BODY_LIMIT = "16kb";
const ClaimRequest = z.object({ ticket: z.string().max(64) }).strict();
const NO_STORE = "this server keeps no games, so it lists no tables";
const NO_TICKET = "that link is unknown, used or expired: make a new one on the device that holds the seats";

/**
 * "My tables" (docs/turn-based.md): `POST /api/tables` lists the tables whose seat the browser's
 * tokens hold; `POST /api/tables/link` seals those seats under a one-use ticket for 15 minutes;
 * `POST /api/tables/claim` opens them once on another device. A token that holds no seat of its
 * code is left out without a word: a stranger learns nothing, not even whether a code exists.
 * The per-address budget is spent in front (app.ts).
 */
export function myTablesRoute(app: Express, store: GameStore | null, now: () => number): void {
  const json = express.json({ limit: BODY_LIMIT });

  app.post("/api/tables", json, async (req, res) => {
    const seats = seatsOf(req.body, res);
    if (!seats) return;
    if (!store) return void res.status(503).json({ ok: false, error: NO_STORE });
    const lang = MyTablesRequest.shape.lang.safeParse((req.body as { lang?: unknown }).lang);
    res.json({ tables: orderTables(await heldTables(store, seats, loadedWords(lang.success ? lang.data ?? "en" : "en"))) });
  });

  app.post("/api/tables/link", json, async (req, res) => {
    const seats = seatsOf(req.body, res);
    if (!seats) return;
    if (!store) return void res.status(503).json({ ok: false, error: NO_STORE });
    const held = (await heldTables(store, seats)).map(({ table, token }) => ({ code: table.code, token }));
    if (!held.length) return void res.status(400).json({ ok: false, error: "none of these seats is held by its token here: there is nothing to move" });
    const expiresAt = now() + SEAT_BUNDLE_MS;
    const { ticket, key, value } = sealSeats(held, expiresAt);
    await store.putSecret(key, value, expiresAt);
    res.json({ ticket, expiresAt });
  });

  app.post("/api/tables/claim", json, async (req, res) => {
    const body = ClaimRequest.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ ok: false, error: "send { ticket }: the secret after #seats= in the link" });
    if (!store) return void res.status(503).json({ ok: false, error: NO_STORE });
    const value = await store.takeSecret(bundleKey(body.data.ticket));
    const seats = value === null ? null : openSeats(body.data.ticket, value, now());
    if (!seats) return void res.status(404).json({ ok: false, error: NO_TICKET });
    res.json({ seats });
  });
}

/** The request's seats, one per code (the first), or null once it answered 400. */
function seatsOf(body: unknown, res: Response): HeldSeat[] | null {
  const parsed = MyTablesRequest.safeParse(body);
  if (!parsed.success) {
    res.status(400).json({ ok: false, error: `send { seats: [{ code, token }] }, at most ${MY_TABLES_MAX} seats` });
    return null;
  }
  const byCode = new Map<string, HeldSeat>();
  for (const seat of parsed.data.seats) {
    if (RoomCode.safeParse(seat.code).success && !byCode.has(seat.code)) byCode.set(seat.code, seat);
  }
  return [...byCode.values()];
}

/** The stored tables where the seat's token (or the device's token it moved away from) holds a human seat. */
async function heldTables(store: GameStore, seats: HeldSeat[], words: Words = loadedWords("en")): Promise<{ table: MyTable; token: string }[]> {
  if (!seats.length) return [];
  const listings = new Map((await store.tables(seats.map((s) => s.code))).map((l) => [l.code, l]));
  return seats.flatMap(({ code, token }) => {
    const listing = listings.get(code);
    const seat = listing ? seatOf(listing, token) : -1;
    return listing && seat >= 0 ? [{ table: tableOf(listing, seat, words), token }] : [];
  });
}

function seatOf(listing: TableListing, token: string): number {
  return listing.seats.findIndex((s) => s.kind === "human"
    && [s.tokenHash, s.previousHash].some((hash) => hash !== undefined && tokenMatches(token, hash)));
}

/** Public facts only: names and kinds of the seats, and the summary everyone at the table sees. */
function tableOf(listing: TableListing, seat: number, words: Words): MyTable {
  const summary = listing.summary;
  const pace = Pace.safeParse(listing.options.pace);
  return {
    code: listing.code,
    gameId: listing.gameId,
    pace: pace.success ? pace.data : "live",
    status: listing.finished ? "ended" : "playing",
    seat,
    players: listing.seats.map(({ name, kind }) => ({ name, kind })),
    awaiting: listing.finished ? [] : summary?.awaiting ?? [],
    deadline: listing.finished ? 0 : summary?.deadline ?? 0,
    lastMove: lastMoveWords(listing, words),
    moves: summary?.moves ?? 0,
    updatedAt: summary?.updatedAt ?? 0,
  };
}

/** The table's last entry (kept with the summary) in the asking page's words; an older summary's words as they are. */
function lastMoveWords(listing: TableListing, words: Words): string {
  const last = listing.summary?.lastMove ?? "";
  const game = games[listing.gameId as GameId] as AnyGame | undefined;
  if (!last || !game) return last;
  return lineWords(game, last, listing.seats.map((s) => s.name), words);
}

/** Tables waiting for me first (soonest deadline first, no clock last), then the other running ones, newest first, then the ended ones. */
function orderTables(held: { table: MyTable }[]): MyTable[] {
  const rank = (t: MyTable) => (t.status === "ended" ? 2 : t.awaiting.includes(t.seat) ? 0 : 1);
  const due = (t: MyTable) => (t.deadline > 0 ? t.deadline : Number.MAX_SAFE_INTEGER);
  return held.map((h) => h.table).sort((a, b) =>
    rank(a) - rank(b) || (rank(a) === 0 ? due(a) - due(b) : 0) || b.updatedAt - a.updatedAt);
}
