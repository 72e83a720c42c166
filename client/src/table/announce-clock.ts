import { t } from "../i18n";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A live table warns at a minute and at ten seconds left; a turn-based one (days a move) at an hour and at ten minutes. */
export const LIVE_WARNINGS = [MINUTE, 10 * SECOND];
export const TURN_BASED_WARNINGS = [HOUR, 10 * MINUTE];

/** A warning is said this much before its mark, so its words (rounded down) still read the mark: "1 minute", not "59 seconds". */
export const WARNING_LEAD_MS = 300;

/**
 * The warning due with `left` ms on the player's clock, or null: the smallest mark reached and not
 * said yet (a page opened with 40 s left says one thing, not two). A mark as long as the clock
 * itself (`clockMs`) would sound at every turn's start: it never does. Adds what it says to `said`.
 */
export function dueWarning(left: number, marks: readonly number[], clockMs: number, said: Set<number>): number | null {
  const reached = marks.filter((m) => m < clockMs && left <= m + WARNING_LEAD_MS && !said.has(m));
  if (!reached.length) return null;
  for (const m of reached) said.add(m);
  return Math.min(...reached);
}

/** How long until the next warning is due (null: none left). */
export function nextWarningIn(left: number, marks: readonly number[], clockMs: number, said: Set<number>): number | null {
  const ahead = marks.filter((m) => m < clockMs && !said.has(m) && left > m + WARNING_LEAD_MS).map((m) => left - m - WARNING_LEAD_MS);
  return ahead.length ? Math.min(...ahead) : null;
}

/** The time left in words, rounded down to its largest unit: "1 minute left on your clock." */
export function warningWords(left: number): string {
  const ms = Math.max(0, left);
  if (ms >= HOUR) return t("announce.clock.hours", { n: Math.floor(ms / HOUR) });
  if (ms >= MINUTE) return t("announce.clock.minutes", { n: Math.floor(ms / MINUTE) });
  return t("announce.clock.seconds", { n: Math.floor(ms / SECOND) });
}

interface ClockState {
  status: string;
  pace: string;
  awaiting: readonly number[];
  mySeat: number | null;
  deadline: number;
  turnSeconds: number;
  seats: readonly { seat: number; deadline: number; bankMs: number; moreTime?: number }[];
}

/** The player's own clock while they are awaited: when it runs out, how long it is, and its warning marks; null when none runs. */
export function myClock(state: ClockState): { deadline: number; clockMs: number; marks: readonly number[] } | null {
  const me = state.mySeat;
  if (state.status !== "playing" || me === null || !state.awaiting.includes(me)) return null;
  if (state.pace === "turn-based") {
    // The seat's deadline holds its reserve too: the time until the rules play for it.
    const seat = state.seats.find((s) => s.seat === me);
    const deadline = seat?.deadline || state.deadline;
    return deadline ? { deadline, clockMs: state.turnSeconds * SECOND + (seat?.bankMs ?? 0), marks: TURN_BASED_WARNINGS } : null;
  }
  const seat = state.seats.find((s) => s.seat === me);
  const times = seat?.moreTime ?? 1;
  const deadline = seat?.deadline || state.deadline;
  return deadline && state.turnSeconds && times > 0 ? { deadline, clockMs: state.turnSeconds * SECOND * times, marks: LIVE_WARNINGS } : null;
}
