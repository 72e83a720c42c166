export * from "./languages";
export { Translator, type Catalog, type Message, type Params } from "./translator";
export { sharedCatalog } from "./catalogs";
export type { Key as SharedKey } from "./compiled/keys";
export { loadedWords, preloadWords, wordsIn, wordsOf, type Words } from "./words";
