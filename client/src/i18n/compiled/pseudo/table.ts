// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "[Šéŧŧíñğš ~~~~]",
  "table.sound.off": () => "[♪ Šöûñđ öff ~~~~~]",
  "table.sound.offHint": () => "[Çľíçk ŧö héář á çhímé whéñ íŧ íš ýöûř ŧûřñ ~~~~~~~~~~~~~~~~~]",
  "table.sound.on": () => "[♪ Šöûñđ öñ ~~~~]",
  "table.sound.onHint": () => "[Á çhímé pľáýš whéñ íŧ íš ýöûř ŧûřñ; çľíçk ŧö ŧûřñ íŧ öff ~~~~~~~~~~~~~~~~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
