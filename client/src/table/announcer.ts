import { logTail } from "@space/shared/plain";
import type { Connection } from "../net/connection";
import type { PlainState } from "../state";
import { t } from "../i18n";
import { seatName } from "../ui/seats";
import { listOf } from "../ui/intl";
import { newLines } from "./announce-log";
import { burstLine, emptyBurst, type Burst } from "./announce-burst";
import { turnNews } from "./announce-turn";
import { clockWatch } from "./announce-clock-watch";
import { newsWindow } from "./announce-window";
import { endWords } from "./announce-end";
import { liveRegions } from "./announce-regions";

/** News following news within this long is gathered and said together (a bot's burst in one line). */
const HOLD_MS = 250;

/**
 * How far into its log this page has announced, and the turn it last told, per table: a new screen
 * for the same table (a reconnection) goes on from there instead of saying it all again.
 */
let heard: { code: string; seen: number; turn: { status: string; awaiting: number[] } } | null = null;

/**
 * What a screen reader hears of the table (docs/accessibility.md): other players' log lines, whose
 * turn it is, the player's clock running low, their refused moves with the reason, the game's end.
 * `update` with every state, as it arrives: news on a quiet table is said at once, news that follows
 * it within HOLD_MS together when the hold ends (a burst of moves in one line), whatever the board draws.
 */
export function announcer(conn: Connection) {
  const regions = liveRegions();
  let prev: PlainState | null = null;
  let seen = -1;
  let burst: Burst = emptyBurst();
  /** Said after the window's log lines: the game's end, and whose turn it is now (the latest only). */
  let after: { end?: string; turn?: string } = {};
  let latest: PlainState | null = null;

  const nameOf = (seat: number) => (latest ? seatName(latest, seat) : String(seat + 1));

  /** How many of the burst's lines were said already (a burst's first news is said at once, the rest when the hold ends). */
  let saidLines = 0;

  /** The burst so far in one line (all its moves counted, the first ones said already too), then the end and the turn. */
  function say(): void {
    const text = [burstLine(burst, saidLines, latest?.mySeat ?? null, nameOf, listOf), after.end, after.turn].filter(Boolean).join(" ");
    saidLines = burst.lines.length;
    after = {};
    if (text) regions.polite(text);
  }

  function settled(): void {
    burst = emptyBurst();
    saidLines = 0;
  }

  /** The room's log tail as entries (the plain state has it in words only): whose event each line is. */
  function entries(): string[] {
    const raw = conn.room?.state as { log?: Iterable<unknown>; logTotal?: number } | undefined;
    return raw?.log ? logTail(Array.from(raw.log, String), Number(raw.logTotal ?? 0)) : [];
  }

  function hear(state: PlainState): void {
    latest = state;
    const before = heard?.code === state.code ? heard : null;
    if (seen < 0) seen = before ? before.seen : state.logTotal;
    const told = prev ?? before?.turn ?? null;
    const ownMove = prev !== null && prev.status === "playing" && prev.mySeat !== null && prev.awaiting.includes(prev.mySeat);
    const fresh = newLines(state.gameId, seen, state.logTotal, state.log, entries(), state.mySeat, ownMove);
    seen = fresh.seen;
    heard = { code: state.code, seen, turn: { status: state.status, awaiting: state.awaiting } };
    const moves = prev ? Math.max(0, state.moves - prev.moves - (fresh.own > 0 ? 1 : 0)) : 0;
    let news = false;
    if (fresh.lines.length || fresh.skipped) {
      burst = { lines: [...burst.lines, ...fresh.lines], skipped: burst.skipped + fresh.skipped, moves: burst.moves + moves };
      news = fresh.lines.length > 0;
    }
    if (told?.status === "playing" && state.status === "ended") {
      after = { end: endWords(state.winners, state.mySeat, nameOf) };
      news = true;
    }
    const turn = turnNews(told, state, state.mySeat, (seats) => listOf(seats.map(nameOf)));
    if (turn.urgent) {
      regions.urgent(turn.urgent);
      delete after.turn; // someone else's turn, gathered a moment ago, is over
    }
    if (turn.polite) {
      after.turn = turn.polite;
      news = true;
    }
    if (news) gathering.gather();
    clock.update(state);
    prev = state;
  }

  const gathering = newsWindow(say, settled, HOLD_MS);
  const clock = clockWatch((text) => regions.polite(text));
  const stopRefusals = conn.moves.onRefused((refusal) => regions.polite(t("announce.refused", { reason: refusal.reason })));

  return {
    el: regions.el,
    update(state: PlainState): void {
      // What the ear hears must never stop what the eye sees: the game screen goes on with its update.
      try {
        hear(state);
      } catch (error) {
        console.error("announcer", error);
      }
    },
    destroy(): void {
      gathering.cancel();
      clock.destroy();
      stopRefusals();
      regions.destroy();
    },
  };
}
