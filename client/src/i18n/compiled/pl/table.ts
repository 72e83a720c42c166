// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "Ustawienia",
  "table.sound.off": () => "♪ Dźwięk wyłączony",
  "table.sound.offHint": () => "Kliknij, aby słyszeć sygnał, gdy nadejdzie twoja kolej",
  "table.sound.on": () => "♪ Dźwięk włączony",
  "table.sound.onHint": () => "Gdy nadchodzi twoja kolej, słychać sygnał; kliknij, aby go wyłączyć"
} as Record<string, (d: any) => string>;
export default catalog;
