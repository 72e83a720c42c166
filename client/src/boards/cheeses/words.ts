/** The board's words: the shared game words (modules, products, amounts) through the page's reader, and money. */
import { intlTag, type Words } from "@space/shared";
import type { ModuleType, Refusal } from "@space/shared/cheeses";
import { currentLocale, t } from "../../i18n";
import type { Key as ClientKey } from "../../i18n/compiled/keys";

/** The page's reader for the shared helpers (amounts, module names, price lists). */
export const boardWords = (): Pick<Words, "t"> => ({ t: (key, params) => t(key, params) });

/** Names listed the reader's way: "Ana and Bo", "Ana, Bo und Cy". */
export const listOf = (items: string[]): string =>
  new Intl.ListFormat(intlTag(currentLocale()), { style: "long", type: "conjunction" }).format(items);

export const money = (n: number): string => t("cheeses.board.money", { n });

/** An engine check's refusal in the reader's words, or null when the choice is allowed. */
export const refusalText = (why: Refusal | null): string | null => (why ? t(why.reason, why.params) : null);

/** A count the reader's way ("1,000", "1.000"). */
export const number = (n: number): string => new Intl.NumberFormat(intlTag(currentLocale())).format(n);

/** A module's one- or two-letter code in the reader's language; the palette and the legend pair each with its full name. */
export const moduleCode = (type: ModuleType): string => t(`cheeses.code.${type}` as ClientKey);
