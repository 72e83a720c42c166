import { decodeEntry, type LogEntry } from "@space/shared";

/** A log line to announce: its words, and the seat whose event it is (null: a note, or an event of no seat). */
export interface HeardLine {
  text: string;
  seat: number | null;
}

/** What came new in the log with one state, after `seen` (the count of lines already dealt with). */
export interface NewLines {
  lines: HeardLine[];
  /** Lines new to this page that the state's tail no longer holds (back after a long absence). */
  skipped: number;
  /** This page's own moves' lines, left out (the player knows them). */
  own: number;
  /** The new `seen`: every line up to the log's total. */
  seen: number;
}

function seatOf(entry: LogEntry): number | null {
  return "event" in entry && typeof entry.event.seat === "number" ? entry.event.seat : null;
}

/**
 * The lines of the log past `seen`, by their position in the whole log (never by their words: two
 * moves can read the same), so a resync or a reconnection that brings the same tail again says nothing.
 * `worded` and `entries` are the state's tail (the same lines, in words and as entries); `logTotal`
 * the whole log's length. An event of `mySeat` is left out when it answers the player's own move
 * (`ownMove`: the player was awaited before this state); notes always come through (the rules
 * playing for a player who ran out of time, a stand-in): nobody made them.
 */
export function newLines(gameId: string, seen: number, logTotal: number, worded: readonly string[], entries: readonly string[],
  mySeat: number | null, ownMove: boolean): NewLines {
  const first = logTotal - worded.length;
  const from = Math.max(seen, first);
  const lines: HeardLine[] = [];
  let own = 0;
  for (let index = from; index < logTotal; index++) {
    const i = index - first;
    const seat = entries[i] === undefined ? null : seatOf(decodeEntry(gameId, entries[i]));
    if (ownMove && seat !== null && seat === mySeat) own++;
    else lines.push({ text: worded[i], seat });
  }
  return { lines, skipped: Math.max(0, first - seen), own, seen: Math.max(seen, logTotal) };
}
