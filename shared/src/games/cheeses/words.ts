/** The game's own words in a reader's language: modules, products, random events, amounts. */
import type { Key } from "../../i18n/compiled/keys";
import type { Words } from "../../i18n/words";

/** What these helpers need of a reader's words (the client passes its page's `t`). */
type Say = Pick<Words, "t">;
import { PRODUCTS, RANDOM_EVENTS, type ModuleType, type Product } from "./data";
import type { Quantities } from "./types";

export const moduleName = (words: Say, type: ModuleType): string => words.t(`cheeses.module.${type}` as Key);

/** A module's name and its grammar (`g`: English a/an, a gender elsewhere) for messages that put an article before it. */
export const moduleParams = (words: Say, type: ModuleType): { module: string; g: string } =>
  ({ module: moduleName(words, type), g: words.t(`cheeses.grammar.${type}` as Key) });

export const productName = (words: Say, product: Product): string => words.t(`cheeses.product.${product}` as Key);

/** The Random Events table's name for a 2d6 total. */
export const randomEventName = (words: Say, roll: number): string => {
  const event = RANDOM_EVENTS[roll];
  return event ? words.t(`cheeses.randomEvent.${event.id}` as Key) : String(roll);
};

/** "3 Milk, 2 Cheese" in the products' order, or "nothing". */
export function amounts(words: Say, q: Quantities): string {
  const parts = PRODUCTS.filter((p) => (q[p] ?? 0) > 0).map((p) => words.t("cheeses.amount", { n: q[p], product: productName(words, p) }));
  return parts.length ? parts.join(", ") : words.t("cheeses.nothing");
}

/** "Milk $3, Cream $5, …" */
export const priceList = (words: Say, prices: Record<Product, number>): string =>
  PRODUCTS.map((p) => words.t("cheeses.price", { product: productName(words, p), price: prices[p] })).join(", ");
