import { sharedCatalog } from "./catalogs";
import { LANGUAGES, PSEUDO, intlTag, type Locale } from "./languages";
import { Translator, type Params } from "./translator";
import type { Key } from "./compiled/keys";

/** What words a log line, a note or a notice in one reader's language: the shared catalog's
 *  messages and the language's way of listing names ("Ana, Bo und Cy"). */
export interface Words {
  readonly locale: Locale;
  t(key: Key, params?: Params): string;
  /** Whether the catalog has `key` (a room's refusal code it may not know). */
  has(key: string): key is Key;
  list(items: string[]): string;
}

export function wordsOf(translator: Translator<Key>): Words {
  const locale = translator.locale as Locale;
  // The log's English has always listed "Ana, Bo and Cy" (no serial comma): British English lists so.
  const lists = new Intl.ListFormat(locale === "en" ? "en-GB" : intlTag(locale), { style: "long", type: "conjunction" });
  return { locale, t: (key, params) => translator.t(key, params), has: (key): key is Key => translator.has(key), list: (items) => lists.format(items) };
}

const loaded = new Map<Locale, Words>();

/** Fetches a locale's shared catalog once; its words from then on. */
export async function wordsIn(locale: Locale): Promise<Words> {
  let words = loaded.get(locale);
  if (!words) {
    words = wordsOf(new Translator<Key>(locale, await sharedCatalog(locale)));
    loaded.set(locale, words);
  }
  return words;
}

/** Loads every locale's shared catalog (a server at its start, a test in `beforeAll`), so that
 *  `loadedWords` can answer at once. */
export async function preloadWords(locales: readonly Locale[] = [...LANGUAGES, PSEUDO]): Promise<void> {
  await Promise.all(locales.map(wordsIn));
}

/** A locale's words, already loaded by `preloadWords` or `wordsIn`. */
export function loadedWords(locale: Locale): Words {
  const words = loaded.get(locale);
  if (!words) throw new Error(`the ${locale} words are not loaded: await preloadWords() first`);
  return words;
}
