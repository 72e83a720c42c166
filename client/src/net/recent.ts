import { RoomCode } from "@space/shared";
import type { PlainState, Status } from "../state";

/**
 * The games this browser took a seat in, newest first, in localStorage (`spaceTabletop.recent`):
 * the lobby offers to rejoin the running ones and to replay the finished ones. Only codes, game
 * ids, statuses, the seat and a time; the seat tokens stay in `spaceTabletop.seats` (net/seats.ts).
 */
export interface RecentGame {
  code: string;
  gameId: string;
  status: Status;
  /** The seat this browser held. */
  seat: number;
  /** Epoch ms of the last state seen. */
  updatedAt: number;
}

const KEY = "spaceTabletop.recent";
/** How many games are kept. */
const RECENT_LIMIT = 20;
const STATUSES: Status[] = ["lobby", "playing", "ended"];

function valid(entry: Partial<RecentGame> | null | undefined): entry is RecentGame {
  return Boolean(entry) && RoomCode.safeParse(entry!.code).success && typeof entry!.gameId === "string" && entry!.gameId.length > 0
    && STATUSES.includes(entry!.status as Status) && Number.isInteger(entry!.seat) && typeof entry!.updatedAt === "number";
}

/** The remembered games, newest first (whatever else is in storage is ignored). */
export function recentGames(): RecentGame[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    return (parsed as Partial<RecentGame>[]).filter(valid)
      .map(({ code, gameId, status, seat, updatedAt }) => ({ code, gameId, status, seat, updatedAt }))
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

function store(list: RecentGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or refused: the list is a convenience.
  }
}

/** Records the room a state came from, when this page holds a seat in it (written only when something changed). */
export function noteGame(state: Pick<PlainState, "code" | "gameId" | "status" | "mySeat">, now = Date.now()): void {
  if (state.mySeat === null || !RoomCode.safeParse(state.code).success || !state.gameId) return;
  const list = recentGames();
  const known = list.find((g) => g.code === state.code);
  if (known && known.gameId === state.gameId && known.status === state.status && known.seat === state.mySeat) return;
  const entry: RecentGame = { code: state.code, gameId: state.gameId, status: state.status, seat: state.mySeat, updatedAt: now };
  store([entry, ...list.filter((g) => g.code !== state.code)]);
}

/** The recorded game of `code`, if this browser played in it. */
export function recentGame(code: string): RecentGame | null {
  return recentGames().find((g) => g.code === code) ?? null;
}
