import { z } from "zod";
import { CreateOptions, SeatToken, coded, explain, loadedWords, optionsRefusal, paceProblem, type AnyGame } from "@space/shared";
import type { RematchPlan } from "./rematch-plan";
import type { RoomSettings } from "./settings";

/** Create options and join options in one: a join carries only `name`, `spectator` and `seatToken`. */
const RoomOptions = CreateOptions.extend({ spectator: z.boolean().optional(), seatToken: SeatToken.optional() });
export type RoomOptions = z.infer<typeof RoomOptions>;

export const DEFAULT_RECONNECT_SECONDS = 120;

/**
 * Validates client options against the game's and the server's limits; throws an Error whose
 * message the client sees (an options or pace problem ends in its `(code)`, which the client words). Runs in the static `onAuth` (before colyseus builds a room) and in `onCreate`.
 */
export function checkRoomOptions(game: AnyGame, settings: RoomSettings, raw: unknown): RoomOptions {
  const parsed = RoomOptions.safeParse(raw ?? {});
  if (!parsed.success) throw new Error(coded(`invalid room options: ${explain(parsed.error)}`, optionsRefusal(parsed.error)));
  const options = parsed.data;
  if (raw && typeof raw === "object" && "seed" in raw) throw new Error("the server draws every game's seed itself: a seed cannot be chosen");
  if (raw && typeof raw === "object" && "rematch" in raw) throw new Error(REMATCH_BY_SERVER);
  if (options.lesson) {
    if (!game.lesson) throw new Error(`${game.name} has no guided first game`);
    if (options.seats !== undefined || options.bots !== undefined || options.pace === "turn-based" || options.turnSeconds || options.hints === false) {
      throw new Error("a guided first game has its own seats, bots and pace, no clock, and hints on");
    }
  }
  const seats = options.seats ?? game.maxPlayers;
  if (seats < game.minPlayers || seats > game.maxPlayers) {
    throw new Error(`${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players, not ${seats}`);
  }
  if ((options.bots ?? 0) > seats - 1) throw new Error(`at most ${seats - 1} bots fit beside you at ${seats} seats`);
  const pace = paceProblem(options);
  if (pace) throw new Error(coded(loadedWords("en").t(`common.refusal.${pace}`), pace));
  if (options.pace === "turn-based" && !settings.store) throw new Error("this server keeps no games: it cannot hold a turn-based table");
  const max = settings.limits.maxReconnectSeconds;
  if ((options.reconnectSeconds ?? 0) > max) throw new Error(`a dropped player's seat is kept at most ${max} seconds on this server`);
  return options;
}

/**
 * Options of the server's own call that brings a stored game back into a room under its code:
 * `forPlayer` when a seat's holder asked (the room then waits for their join), not when the waker did.
 */
export function restoreOptions(settings: RoomSettings, code: string, forPlayer = false): Record<string, unknown> {
  return { restore: { code, key: settings.restoreKey, forPlayer } };
}

/** The code to restore (and whether a player is coming) when `raw` is the server's own restore call (it knows the per-process key). */
export function restoreRequest(settings: RoomSettings, raw: unknown): { code: string; forPlayer: boolean } | null {
  const r = (raw as { restore?: { code?: unknown; key?: unknown; forPlayer?: unknown } } | null)?.restore;
  return r && r.key === settings.restoreKey && typeof r.code === "string" ? { code: r.code, forPlayer: r.forPlayer === true } : null;
}

const REMATCH_BY_SERVER = "only the server opens a rematch's table (its seats are kept for the players who accepted)";

/** Options of the server's own call that opens a rematch's table with its seats planned (rematch.ts). */
export function rematchOptions(settings: RoomSettings, plan: RematchPlan): Record<string, unknown> {
  return { rematch: { ...plan, key: settings.restoreKey } };
}

/**
 * The plan when `raw` is the server's own rematch call (it knows the per-process key); null when
 * there is no `rematch` option. One without the key is refused: no client creates a table with seats already taken.
 */
export function rematchRequest(settings: RoomSettings, raw: unknown): RematchPlan | null {
  const r = (raw as { rematch?: (RematchPlan & { key?: unknown }) | null } | null)?.rematch;
  if (r === undefined) return null;
  if (!r || r.key !== settings.restoreKey) throw new Error(REMATCH_BY_SERVER);
  return { from: r.from, options: r.options, seats: r.seats };
}
