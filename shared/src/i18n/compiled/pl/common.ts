// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dzień", few: number("pl", d.n, 0) + " dni", many: number("pl", d.n, 0) + " dni", other: number("pl", d.n, 0) + " dnia" }),
  "common.gameBegins": (d: any) => "Gra zaczyna się: " + d.names
} as Record<string, (d: any) => string>;
export default catalog;
