/** The languages a table can be read in (docs/translating.md). */
export const LANGUAGES = ["en", "de", "fr", "es", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The pseudo-language: English accented and 40% longer, in brackets, so that a string that skipped
 * the translation layer, or a text cut or overflowing, shows on any screen (the browser tests walk it).
 */
export const PSEUDO = "pseudo";
export type Locale = Language | typeof PSEUDO;

/** Each language in its own words, for the menu. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English", de: "Deutsch", fr: "Français", es: "Español", pl: "Polski", pseudo: "Pşéûđö",
};

export function isLocale(s: unknown): s is Locale {
  return typeof s === "string" && (s === PSEUDO || (LANGUAGES as readonly string[]).includes(s));
}

/** The first of the browser's languages we have ("de-AT" reads German), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return "en";
}

/** The tag `Intl` formats a locale's numbers and dates with (the pseudo-language's are English). */
export function intlTag(locale: Locale): string {
  return locale === PSEUDO ? "en" : locale;
}
