// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "Ajustes",
  "table.sound.off": () => "♪ Sonido desactivado",
  "table.sound.offHint": () => "Haz clic para oír un aviso cuando sea tu turno",
  "table.sound.on": () => "♪ Sonido activado",
  "table.sound.onHint": () => "Suena un aviso cuando es tu turno; haz clic para desactivarlo"
} as Record<string, (d: any) => string>;
export default catalog;
