/** One compiled message (tools/i18n.mjs turns a catalog's ICU MessageFormat into these). */
export type Message = (params: Record<string, unknown>) => string;
export type Catalog = Readonly<Record<string, Message>>;

/** Parameters of a message: names, numbers, and the selects' keys. */
export type Params = Record<string, string | number | boolean | undefined>;

/**
 * French elides "de" and "que" before a vowel ("la main d’Ana", "plus qu’Eva"): a message cannot
 * know the name its placeholder gets, so the worded text is finished here. (An h is left alone:
 * "de Hugo" is as French writes it before most names.)
 */
const ELISION = /(^|[\s(«“"])([Dd]|[Qq]u)e ([AEIOUYÀÂÆÉÈÊËÎÏÔŒÙÛÜaeiouyàâæéèêëîïôœùûü])/g;
const FINISH: Readonly<Record<string, (text: string) => string>> = {
  fr: (text) => text.replace(ELISION, "$1$2’$3"),
};

/**
 * A reader's words: `t(key, params)` from the catalogs of one locale. A key missing from them is
 * shown as the key itself (the catalog checks keep that from shipping), never an empty string.
 */
export class Translator<K extends string = string> {
  private readonly messages: Catalog;

  private readonly finish: ((text: string) => string) | undefined;

  constructor(readonly locale: string, ...catalogs: Catalog[]) {
    this.messages = Object.assign({}, ...catalogs) as Catalog;
    this.finish = FINISH[locale];
  }

  t(key: K, params: Params = {}): string {
    const message = this.messages[key];
    if (!message) return key;
    return this.finish ? this.finish(message(params)) : message(params);
  }

  has(key: string): key is K {
    return key in this.messages;
  }
}
