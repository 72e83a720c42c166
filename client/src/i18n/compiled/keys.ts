// Compiled by `npm run i18n` from ../catalogs: do not edit.
export type ClientKey =
  | "menu.language"
  | "menu.settings";
