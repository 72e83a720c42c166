// Compiled by `npm run i18n` from ../catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "menu.language": () => "[Ľáñğûáğé ~~~~]",
  "menu.settings": () => "[Šéŧŧíñğš ~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
