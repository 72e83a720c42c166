// Compiled by `npm run i18n` from ../catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "menu.language": () => "Language",
  "menu.settings": () => "Settings"
} as Record<string, (d: any) => string>;
export default catalog;
