import { logTail } from "@space/shared/plain";
import type { Connection } from "../net/connection";
import type { PlainState } from "../state";
import { t } from "../i18n";
import { seatName } from "../ui/seats";
import { listOf } from "../ui/intl";
import { newLines } from "./announce-log";
import { burstLine, emptyBurst, type Burst } from "./announce-burst";
import { turnNews } from "./announce-turn";
import { dueWarning, myClock, nextWarningIn, warningWords } from "./announce-clock";
import { endWords } from "./announce-end";
import { liveRegions } from "./announce-regions";

/** A window gathers what arrives together: it closes after this long without news, and at most this long after it opened. */
export const QUIET_MS = 150;
export const WINDOW_MS = 250;

/** How far into its log this page has announced, per table: a new screen for the same table (a reconnection) goes on from there. */
let heard: { code: string; seen: number } | null = null;

/**
 * What a screen reader hears of the table (docs/accessibility.md): other players' log lines, whose
 * turn it is, the player's clock running low, their refused moves with the reason, the game's end.
 * `update` with every state, as it arrives: the news goes out within WINDOW_MS, whatever the board
 * draws, a burst of moves in one line.
 */
export function announcer(conn: Connection) {
  const regions = liveRegions();
  let prev: PlainState | null = null;
  let seen = -1;
  let burst: Burst = emptyBurst();
  /** Said after the window's log lines: the game's end, and whose turn it is now (the latest only). */
  let after: { end?: string; turn?: string } = {};
  let opened = 0;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let clock: { deadline: number; said: Set<number>; timer: ReturnType<typeof setTimeout> | null } | null = null;
  let latest: PlainState | null = null;

  const nameOf = (seat: number) => (latest ? seatName(latest, seat) : String(seat + 1));

  function flush(): void {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    const text = [burstLine(burst, latest?.mySeat ?? null, nameOf, listOf), after.end, after.turn].filter(Boolean).join(" ");
    burst = emptyBurst();
    after = {};
    if (text) regions.polite(text);
  }

  /** News came: the window opens (or stays open a little longer, never past WINDOW_MS). */
  function gather(): void {
    const now = performance.now();
    if (!flushTimer) opened = now;
    else clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, Math.min(QUIET_MS, opened + WINDOW_MS - now));
  }

  function checkClock(): void {
    if (!clock || !latest) return;
    if (clock.timer) clearTimeout(clock.timer);
    clock.timer = null;
    const mine = myClock(latest);
    if (!mine) return;
    const left = mine.deadline - Date.now();
    if (dueWarning(left, mine.marks, mine.clockMs, clock.said) !== null) regions.polite(warningWords(left));
    const wait = nextWarningIn(left, mine.marks, mine.clockMs, clock.said);
    if (wait !== null) clock.timer = setTimeout(checkClock, wait);
  }

  function watchClock(state: PlainState): void {
    const mine = myClock(state);
    // A new clock (a later deadline: a new decision) warns again; a state that moves it a little does not.
    if (!mine || !clock || mine.deadline > clock.deadline + 1000) {
      if (clock?.timer) clearTimeout(clock.timer);
      clock = mine ? { deadline: mine.deadline, said: new Set(), timer: null } : null;
    }
    checkClock();
  }

  /** The room's log tail as entries (the plain state has it in words only): whose event each line is. */
  function entries(): string[] {
    const raw = conn.room?.state as { log?: Iterable<unknown>; logTotal?: number } | undefined;
    return raw?.log ? logTail(Array.from(raw.log, String), Number(raw.logTotal ?? 0)) : [];
  }

  const stopRefusals = conn.moves.onRefused((refusal) => regions.polite(t("announce.refused", { reason: refusal.reason })));

  return {
    el: regions.el,
    update(state: PlainState): void {
      latest = state;
      if (seen < 0) seen = heard?.code === state.code ? heard.seen : state.logTotal;
      const ownMove = prev !== null && prev.status === "playing" && prev.mySeat !== null && prev.awaiting.includes(prev.mySeat);
      const fresh = newLines(state.gameId, seen, state.logTotal, state.log, entries(), state.mySeat, ownMove);
      seen = fresh.seen;
      heard = { code: state.code, seen };
      const moves = prev ? Math.max(0, state.moves - prev.moves - (fresh.own > 0 ? 1 : 0)) : 0;
      let news = false;
      if (fresh.lines.length || fresh.skipped) {
        burst = { lines: [...burst.lines, ...fresh.lines], skipped: burst.skipped + fresh.skipped, moves: burst.moves + moves };
        news = fresh.lines.length > 0;
      }
      if (prev?.status === "playing" && state.status === "ended") {
        after = { end: endWords(state.winners, state.mySeat, nameOf) };
        news = true;
      }
      const turn = turnNews(prev, state, state.mySeat, (seats) => listOf(seats.map(nameOf)));
      if (turn.urgent) regions.urgent(turn.urgent);
      if (turn.polite) {
        after.turn = turn.polite;
        news = true;
      }
      if (news) gather();
      watchClock(state);
      prev = state;
    },
    destroy(): void {
      if (flushTimer) clearTimeout(flushTimer);
      if (clock?.timer) clearTimeout(clock.timer);
      stopRefusals();
      regions.destroy();
    },
  };
}
