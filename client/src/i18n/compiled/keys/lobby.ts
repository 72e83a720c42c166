// Compiled by `npm run i18n` from the catalogs: do not edit.
export type LobbyKey =
  never;
