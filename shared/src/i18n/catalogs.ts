import type { Catalog } from "./translator";
import type { Locale } from "./languages";

/** Each locale's compiled catalog of the shared words, fetched only when a reader uses it. */
const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import("./compiled/en"),
  de: () => import("./compiled/de"),
  fr: () => import("./compiled/fr"),
  es: () => import("./compiled/es"),
  pl: () => import("./compiled/pl"),
  pseudo: () => import("./compiled/pseudo"),
};

export async function sharedCatalog(locale: Locale): Promise<Catalog> {
  return (await LOADERS[locale]()).default;
}
