// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "Einstellungen",
  "table.sound.off": () => "♪ Ton aus",
  "table.sound.offHint": () => "Klicke, um einen Klang zu hören, wenn du dran bist",
  "table.sound.on": () => "♪ Ton an",
  "table.sound.onHint": () => "Ein Klang ertönt, wenn du dran bist; klicke, um ihn auszuschalten"
} as Record<string, (d: any) => string>;
export default catalog;
