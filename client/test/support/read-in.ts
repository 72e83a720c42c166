import type { Locale } from "@space/shared";
import { useLocale } from "../../src/i18n";

/**
 * Loads a locale's catalogs into the page's reader, as the page does at its start, so that code
 * under test words its texts in that language. Under node there is no document: a stand-in takes
 * the page's `lang`.
 */
export async function readIn(locale: Locale): Promise<void> {
  const global = globalThis as { document?: unknown };
  global.document ??= { documentElement: {} };
  await useLocale(locale);
}
