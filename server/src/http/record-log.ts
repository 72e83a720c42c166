import type { Express } from "express";
import { RoomCode, decodeEntry, entryWords, isLocale, loadedWords, mergeRuns, note, type AnyGame, type GameEvent, type LogEntry } from "@space/shared";
import type { GameRecord, GameStore } from "../store";

/** Replayed logs remembered for the next requests (another language, a reload). */
const REMEMBERED_LOGS = 16;

/** The finished game's log as entries: the beginning, each action's events, and the notes kept with a turn-based table. */
function entriesOf(game: AnyGame, stored: GameRecord): LogEntry[] {
  const notes = ((stored.turn?.clock as { notes?: { move: number; line: string }[] } | null | undefined)?.notes) ?? [];
  // A kept note is its entry's string (one kept before the log was entries: its words).
  const notesAt = (move: number): LogEntry[] => notes.filter((n) => n.move === move).map((n) => decodeEntry(game.id, n.line));
  let state = game.setup({ players: stored.seats.length, seed: stored.seed });
  const entries: LogEntry[] = [note("common.gameBegins"), ...notesAt(0)];
  stored.actions.forEach(({ seat, action }, i) => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`record log: action ${i + 1} refused (${r.error.code})`);
    state = r.state;
    entries.push(...mergeRuns(game, r.events as GameEvent[]).map((event) => ({ event })), ...notesAt(i + 1));
  });
  return entries;
}

/**
 * `GET /api/records/:code/log?lang=pl`: a finished game's log as plain text, one line per entry, in
 * the asked language (English by default), read as its table read it. Only finished games, as the
 * record itself: a running game's log is for the players at its table.
 */
export function recordLogRoute(app: Express, store: GameStore | null, games: AnyGame[]): void {
  const remembered = new Map<string, LogEntry[]>();
  app.get("/api/records/:code/log", async (req, res) => {
    const code = RoomCode.safeParse(req.params.code);
    if (!code.success) return void res.status(400).json({ ok: false, error: "not a room code" });
    const lang = isLocale(req.query.lang) ? req.query.lang : "en";
    const stored = store ? await store.load(code.data).catch(() => null) : null;
    const game = games.find((g) => g.id === stored?.gameId);
    if (!stored || !stored.finished || !game) return void res.status(404).json({ ok: false, error: `there is no finished game ${code.data}` });
    const key = `${stored.code}:${stored.seed}`;
    let entries = remembered.get(key);
    if (!entries) {
      entries = entriesOf(game, stored);
      remembered.set(key, entries);
      if (remembered.size > REMEMBERED_LOGS) remembered.delete(remembered.keys().next().value!);
    }
    const words = loadedWords(lang);
    const names = stored.seats.map((s) => s.name);
    res.type("text/plain; charset=utf-8").send(`${entries.map((e) => entryWords(game, e, names, words)).join("\n")}\n`);
  });
}
