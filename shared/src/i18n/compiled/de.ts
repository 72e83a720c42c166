// Compiled by `npm run i18n` from ../catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "game.begins": (d: any) => "Das Spiel beginnt mit " + d.names,
  "time.days": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " Tag", other: number("de", d.n, 0) + " Tage" })
} as Record<string, (d: any) => string>;
export default catalog;
