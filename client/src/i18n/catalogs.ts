import type { Catalog, Locale } from "@space/shared";

/** Each locale's compiled catalog of the client's words, fetched only when the reader uses it. */
const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import("./compiled/en/index"),
  de: () => import("./compiled/de/index"),
  fr: () => import("./compiled/fr/index"),
  es: () => import("./compiled/es/index"),
  pl: () => import("./compiled/pl/index"),
  pseudo: () => import("./compiled/pseudo/index"),
};

export async function clientCatalog(locale: Locale): Promise<Catalog> {
  return (await LOADERS[locale]()).default;
}
