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
 * One line for a burst's log lines, of which the first `said` were said already: a single move's
 * lines read as they are (up to JOINED_LINES; only the ones not said yet); several moves become
 * "Bo made 5 moves; last: …", counting the whole burst (the movers by name, from their events; never
 * the player, whose own moves are not in a burst: an event of their seat there happened to them),
 * and anything else many lines "7 new lines in the log; last: …". Null when there is nothing new to say.
 */
export function burstLine(burst: Burst, said: number, mySeat: number | null, nameOf: (seat: number) => string,
  list: (names: string[]) => string): string | null {
  const { lines } = burst;
  if (lines.length <= said) return null;
  const last = lines[lines.length - 1].text;
  if (burst.skipped === 0 && burst.moves <= 1 && lines.length <= JOINED_LINES) return lines.slice(said).map((l) => l.text).join(" ");
  const movers = [...new Set(lines.map((l) => l.seat).filter((s): s is number => s !== null && s !== mySeat))];
  if (burst.skipped === 0 && burst.moves >= 2 && movers.length > 0) {
    return t("announce.burst.moves", { names: list(movers.map(nameOf)), n: burst.moves, last });
  }
  return t("announce.burst.lines", { n: lines.length + burst.skipped, last });
}
