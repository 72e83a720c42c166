// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " Tag", other: number("de", d.n, 0) + " Tage" }),
  "common.gameBegins": (d: any) => "Das Spiel beginnt mit " + d.names
} as Record<string, (d: any) => string>;
export default catalog;
