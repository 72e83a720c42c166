/** One compiled message (tools/i18n.mjs turns a catalog's ICU MessageFormat into these). */
export type Message = (params: Record<string, unknown>) => string;
export type Catalog = Readonly<Record<string, Message>>;

/** Parameters of a message: names, numbers, and the selects' keys. */
export type Params = Record<string, string | number | boolean | undefined>;

/**
 * A reader's words: `t(key, params)` from the catalogs of one locale. A key missing from them is
 * shown as the key itself (the catalog checks keep that from shipping), never an empty string.
 */
export class Translator<K extends string = string> {
  private readonly messages: Catalog;

  constructor(readonly locale: string, ...catalogs: Catalog[]) {
    this.messages = Object.assign({}, ...catalogs) as Catalog;
  }

  t(key: K, params: Params = {}): string {
    const message = this.messages[key];
    return message ? message(params) : key;
  }

  has(key: string): key is K {
    return key in this.messages;
  }
}
