/**
 * The reader's language: every word on a screen goes through `t(key, params)` (docs/translating.md).
 * The browser's languages pick the first; the menu's choice is remembered on this device
 * (`spaceTabletop.language`); `?lang=de` in a link chooses one too (and is remembered).
 */
import { Translator, intlTag, isLocale, pickLanguage, sharedCatalog, wordsOf, type Locale, type Params, type SharedKey, type Words } from "@space/shared";
import { clientCatalog } from "./catalogs";
import type { Key as ClientKey } from "./compiled/keys";

type Key = ClientKey | SharedKey;

const STORED = "spaceTabletop.language";
let reader = new Translator<Key>("en");
let readerShared: Words | null = null;

/** The locale this page reads in: the link's, else the remembered one, else the browser's. */
export function chosenLocale(search = location.search, languages: readonly string[] = navigator.languages ?? []): Locale {
  const linked = new URLSearchParams(search).get("lang");
  if (isLocale(linked)) {
    remember(linked);
    return linked;
  }
  const stored = readStored();
  return stored ?? pickLanguage(languages);
}

function readStored(): Locale | null {
  try {
    const value = localStorage.getItem(STORED);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(locale: Locale): void {
  try { localStorage.setItem(STORED, locale); } catch { /* private mode: this page only */ }
}

/** Fetches the locale's two catalogs (the shared words and the client's) and reads in it from now on. */
export async function useLocale(locale: Locale): Promise<void> {
  const [shared, client] = await Promise.all([sharedCatalog(locale), clientCatalog(locale)]);
  reader = new Translator<Key>(locale, shared, client);
  readerShared = null;
  document.documentElement.lang = intlTag(locale);
}

/** The menu's choice: remembered, and the page read again in it. */
export function chooseLocale(locale: Locale): void {
  remember(locale);
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  location.replace(url.toString());
}

export function t(key: Key, params?: Params): string {
  return reader.t(key, params);
}

/** `t(key, params)` for a key made from an id (a game's story measure), or null when no catalog has it. */
export function tKnown(key: string, params?: Params): string | null {
  return reader.has(key) ? reader.t(key, params) : null;
}

/** The reader's shared words (log lines, notes, refusals: what the engines and the room word through `Words`). */
export function readerWords(): Words {
  readerShared ??= wordsOf(reader as unknown as Translator<SharedKey>);
  return readerShared;
}

export function currentLocale(): Locale {
  return reader.locale as Locale;
}
