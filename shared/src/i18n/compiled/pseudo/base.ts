// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
} as Record<string, (d: any) => string>;
export default catalog;
