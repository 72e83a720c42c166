// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " jour", other: number("fr", d.n, 0) + " jours" }),
  "common.gameBegins": (d: any) => "La partie commence avec " + d.names
} as Record<string, (d: any) => string>;
export default catalog;
