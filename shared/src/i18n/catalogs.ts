import type { Catalog } from "./translator";
import type { Locale } from "./languages";

/** Each locale's compiled catalog of the shared words, fetched only when a reader uses it. */
const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import("./compiled/en/index"),
  de: () => import("./compiled/de/index"),
  fr: () => import("./compiled/fr/index"),
  es: () => import("./compiled/es/index"),
  pl: () => import("./compiled/pl/index"),
  pseudo: () => import("./compiled/pseudo/index"),
};

export async function sharedCatalog(locale: Locale): Promise<Catalog> {
  return (await LOADERS[locale]()).default;
}
