// Compiled by `npm run i18n` from ../catalogs: do not edit.
export type SharedKey =
  | "game.begins"
  | "time.days";
