import { t } from "../i18n";

/**
 * A turn-based table's times in words (docs/client.md, "Turn-based tables"): what a seat has left,
 * its reserve, the table's pace. Always rounded down: a player is never told they have more time than they do.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A span to its two largest units, in the reader's words: "2 d 3 h", "5 h 20 min", "41 min", "less than a minute" in English. */
export function spanWords(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes < 1) return t("table.time.underAMinute");
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? t("table.time.daysHours", { days, hours }) : t("table.time.days", { days });
  if (hours > 0) return mins > 0 ? t("table.time.hoursMinutes", { hours, mins }) : t("table.time.hours", { hours });
  return t("table.time.minutes", { mins });
}

/** What an awaited seat has left until the rules play for it (its reserve included): "2 d 3 h left". */
export function timeLeftWords(deadline: number, now: number): string {
  return deadline > now ? t("table.time.left", { span: spanWords(deadline - now) }) : t("table.time.up");
}

/**
 * A seat's reserve now. `bankMs` is what it was when the state came; while the seat is awaited its
 * reserve runs once the move's clock is out, and then it is all that is left before `deadline`.
 */
export function reserveMs(seat: { deadline: number; bankMs: number }, now: number): number {
  if (seat.deadline <= 0) return Math.max(0, seat.bankMs);
  return Math.max(0, Math.min(seat.bankMs, seat.deadline - now));
}

/** "reserve 1 d 20 h", or "no reserve left". */
export function reserveWords(seat: { deadline: number; bankMs: number }, now: number): string {
  const left = reserveMs(seat, now);
  return left >= MINUTE_MS ? t("table.time.reserve", { span: spanWords(left) }) : t("table.time.noReserve");
}

type Unit = "day" | "hour" | "minute" | "second";

/** A whole length in the largest unit it is whole in, as a count and a unit: [12, "hour"], [3, "day"]. */
function countOf(seconds: number): [number, Unit] {
  const ms = seconds * 1000;
  if (ms >= DAY_MS && ms % DAY_MS === 0) return [ms / DAY_MS, "day"];
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) return [ms / HOUR_MS, "hour"];
  if (ms >= MINUTE_MS && ms % MINUTE_MS === 0) return [ms / MINUTE_MS, "minute"];
  return [seconds, "second"];
}

/** A clock's or a reserve's length in full words: "12 hours", "1 day", "7 days"; `extra` puts "extra" before the unit. */
export function lengthWords(seconds: number, extra = false): string {
  const [n, unit] = countOf(seconds);
  return t(extra ? "table.time.lengthExtra" : "table.time.length", { n, unit });
}

/**
 * The waiting room's line on a turn-based table: "Turn-based: 1 day a move, 2 extra days each".
 * A reserve of 0 is left unsaid: the lobby's seats show none until the server gives them their reserve.
 */
export function paceSentence(turnSeconds: number, bankSeconds: number): string {
  const move = lengthWords(turnSeconds);
  return bankSeconds > 0 ? t("table.pace.turnBasedReserve", { move, reserve: lengthWords(bankSeconds, true) }) : t("table.pace.turnBased", { move });
}

/** The game bar's countdown: minutes and seconds under an hour ("time left 4:05"), days and hours beyond ("time left 2 d 3 h"). */
export function barCountdown(deadline: number, now: number): string {
  const ms = Math.max(0, deadline - now);
  if (ms >= HOUR_MS) return t("table.time.barLeft", { time: spanWords(ms) });
  const seconds = Math.ceil(ms / 1000);
  return t("table.time.barLeft", { time: clockFace(seconds) });
}

/** Minutes and seconds as a clock shows them: "4:05". */
export function clockFace(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
