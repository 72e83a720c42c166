import type { Params } from "../i18n/translator";
import { loadedWords, type Words } from "../i18n/words";
import type { AnyGame } from "./game";
import { decodeEntry, type LogEntry } from "./log-entry";

/**
 * An entry in the reader's words. `names` are the table's seat names by seat (user content, never
 * translated). A game event the game cannot word reads as its type rather than break the log.
 */
export function entryWords(game: Pick<AnyGame, "describeEvent">, entry: LogEntry, names: string[], words: Words = loadedWords("en")): string {
  if ("text" in entry) return entry.text;
  if ("note" in entry) return words.t(entry.note, noteParams(entry.params ?? {}, names, words));
  try {
    return game.describeEvent(entry.event, names, words);
  } catch {
    return entry.event.type;
  }
}

/** A slot's string in the reader's words (decodeEntry, then entryWords). */
export function lineWords(game: Pick<AnyGame, "id" | "describeEvent">, line: string, names: string[], words?: Words): string {
  return entryWords(game, decodeEntry(game.id, line), names, words);
}

/**
 * What a note's message reads besides its own parameters: `name` (the seat's), `byName` (the seat
 * `by`'s), `names` (every player, listed), and each `…Ms` duration in words as `…` (`leftMs` → `left`).
 */
function noteParams(params: Params, names: string[], words: Words): Params {
  const out: Params = { ...params, names: words.list(names.filter(Boolean)) };
  if (typeof params.seat === "number") out.name = names[params.seat] ?? "";
  if (typeof params.by === "number") out.byName = names[params.by] ?? "";
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith("Ms") && typeof value === "number") out[key.slice(0, -2)] = durationWords(value, words);
  }
  return out;
}

/** A span of time to its two largest units: "2 d 3 h", "41 min", "less than a minute". */
export function durationWords(ms: number, words: Words): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return words.t("common.duration.underMinute");
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? words.t("common.duration.daysHours", { days, hours }) : words.t("common.duration.days", { days });
  if (hours > 0) return mins > 0 ? words.t("common.duration.hoursMinutes", { hours, minutes: mins }) : words.t("common.duration.hours", { hours });
  return words.t("common.duration.minutes", { minutes: mins });
}
