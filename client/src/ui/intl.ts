import { intlTag } from "@space/shared";
import { currentLocale } from "../i18n";

/**
 * Names listed the reader's way: "Ana, Bo and Cy", "Ana, Bo und Cy", "Ana, Bo i Cy". English lists
 * as the game's log always has, without a comma before "and" (en-GB's list).
 */
export function listOf(items: string[]): string {
  const tag = intlTag(currentLocale());
  return new Intl.ListFormat(tag === "en" ? "en-GB" : tag, { style: "long", type: "conjunction" }).format(items);
}

/** A moment as a date and a time, the reader's way. */
export function dateTime(ms: number): string {
  return new Intl.DateTimeFormat(intlTag(currentLocale()), { dateStyle: "medium", timeStyle: "short" }).format(ms);
}

/** A moment's hour and minute, the reader's way ("14:05", "2:05 PM"). */
export function timeOfDay(ms: number): string {
  return new Intl.DateTimeFormat(intlTag(currentLocale()), { hour: "2-digit", minute: "2-digit" }).format(ms);
}
