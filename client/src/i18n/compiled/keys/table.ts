// Compiled by `npm run i18n` from the catalogs: do not edit.
export type TableKey =
  | "table.menu.settings"
  | "table.sound.off"
  | "table.sound.offHint"
  | "table.sound.on"
  | "table.sound.onHint";
