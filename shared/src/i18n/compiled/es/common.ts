// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " día", other: number("es", d.n, 0) + " días" }),
  "common.gameBegins": (d: any) => "La partida empieza con " + d.names
} as Record<string, (d: any) => string>;
export default catalog;
