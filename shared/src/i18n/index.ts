export * from "./languages";
export { Translator, type Catalog, type Message, type Params } from "./translator";
export { sharedCatalog } from "./catalogs";
export type { SharedKey } from "./compiled/keys";
