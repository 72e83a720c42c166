import { t } from "../i18n";
import type { HeardLine } from "./announce-log";

/** The lines gathered in one announcement window, and how many moves other players made in it. */
export interface Burst {
  lines: HeardLine[];
  /** Lines the state no longer held when they were due (counted, not read). */
  skipped: number;
  /** Moves of other players in the window (the state's move counter, less the player's own). */
  moves: number;
}

export function emptyBurst(): Burst {
  return { lines: [], skipped: 0, moves: 0 };
}

/** At most this many lines of one move are read out together; past it, the summary. */
const JOINED_LINES = 3;

/**
 * One line for a window's log lines: a single move's lines read as they are (up to JOINED_LINES);
 * several moves become "Bo made 5 moves; last: …" (the movers by name, from their events; never the
 * player, whose own moves are not in a burst: an event of their seat there happened to them), and
 * anything else many lines "7 new lines in the log; last: …". Null when there is nothing to say.
 */
export function burstLine(burst: Burst, mySeat: number | null, nameOf: (seat: number) => string, list: (names: string[]) => string): string | null {
  const { lines } = burst;
  const count = lines.length + burst.skipped;
  if (lines.length === 0) return null;
  const last = lines[lines.length - 1].text;
  if (burst.skipped === 0 && burst.moves <= 1 && lines.length <= JOINED_LINES) return lines.map((l) => l.text).join(" ");
  const movers = [...new Set(lines.map((l) => l.seat).filter((s): s is number => s !== null && s !== mySeat))];
  if (burst.skipped === 0 && burst.moves >= 2 && movers.length > 0) {
    return t("announce.burst.moves", { names: list(movers.map(nameOf)), n: burst.moves, last });
  }
  return t("announce.burst.lines", { n: count, last });
}
