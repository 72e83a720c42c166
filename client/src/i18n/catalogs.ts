import type { Catalog, Locale } from "@space/shared";

/** Each locale's compiled catalog of the client's words, fetched only when the reader uses it. */
const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import("./compiled/en"),
  de: () => import("./compiled/de"),
  fr: () => import("./compiled/fr"),
  es: () => import("./compiled/es"),
  pl: () => import("./compiled/pl"),
  pseudo: () => import("./compiled/pseudo"),
};

export async function clientCatalog(locale: Locale): Promise<Catalog> {
  return (await LOADERS[locale]()).default;
}
