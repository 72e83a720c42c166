// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " day", other: number("en", d.n, 0) + " days" }),
  "common.gameBegins": (d: any) => "The game begins with " + d.names
} as Record<string, (d: any) => string>;
export default catalog;
