import type { Key } from "../i18n/compiled/keys";
import type { Params } from "../i18n/translator";
import type { GameEvent } from "./game";
import { EVENT_SHAPES } from "./log-shapes";

/**
 * One line of the log as it is synced and kept: never words, always what the reader's words are
 * made from (docs/architecture.md, "The log").
 * - `event`: a game's event (after mergeRuns), worded by the game's `describeEvent`;
 * - `note`: a line the room says at the table, a catalog key with its parameters; a parameter
 *   `seat` (and `by`) is a seat number, worded as that seat's name;
 * - `text`: a line kept in words before the log was entries (an old stored note), shown as it is.
 */
export type LogEntry =
  | { event: GameEvent }
  | { note: Key; params?: Params }
  | { text: string };

/** A note's parameters: seat numbers, amounts, codes; never a name or a sentence. */
export function note(key: Key, params?: Params): LogEntry {
  return params ? { note: key, params } : { note: key };
}

/**
 * An entry as the string a log slot holds. `gameId` picks the event shapes (log-shapes.ts):
 * `type[values]` for a shaped event, `type{...}` for any other, `!key{...}` for a note.
 * `shaped: false` always writes keys: for an entry stored beyond this version (a table's summary).
 */
export function encodeEntry(gameId: string, entry: LogEntry, shaped = true): string {
  if ("text" in entry) return entry.text;
  if ("note" in entry) return `!${entry.note}${entry.params && Object.keys(entry.params).length ? JSON.stringify(entry.params) : ""}`;
  const { type, ...all } = entry.event;
  // A key without a value is no key (JSON would drop it anyway; a shape must not count it).
  const rest = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  const keys = Object.keys(rest);
  if (!keys.length) return type;
  const shape = shaped ? EVENT_SHAPES[gameId]?.[type] : undefined;
  if (shape && shape.length === keys.length && shape.every((k) => k in rest)) return type + JSON.stringify(shape.map((k) => rest[k]));
  return type + JSON.stringify(rest);
}

const ENTRY = /^(!?)([A-Za-z][\w.]*)([[{].*)?$/s;

/** The entry a slot's string holds; a string that is no entry is an old line in words. */
export function decodeEntry(gameId: string, line: string): LogEntry {
  const m = ENTRY.exec(line);
  if (!m) return { text: line };
  const [, bang, name, body] = m;
  let data: unknown = {};
  if (body) {
    try {
      data = JSON.parse(body);
    } catch {
      return { text: line };
    }
  }
  if (bang) return Array.isArray(data) || data === null ? { text: line } : note(name as Key, body ? (data as Params) : undefined);
  if (!Array.isArray(data)) return { event: { type: name, ...(data as object) } };
  const shape = EVENT_SHAPES[gameId]?.[name];
  if (!shape || shape.length !== data.length) return { text: line };
  return { event: { type: name, ...Object.fromEntries(shape.map((k, i) => [k, data[i]])) } as GameEvent };
}
