// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "Réglages",
  "table.sound.off": () => "♪ Son coupé",
  "table.sound.offHint": () => "Cliquez pour entendre un carillon quand c’est à vous",
  "table.sound.on": () => "♪ Son activé",
  "table.sound.onHint": () => "Un carillon retentit quand c’est à vous ; cliquez pour le couper"
} as Record<string, (d: any) => string>;
export default catalog;
