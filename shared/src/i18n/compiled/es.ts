// Compiled by `npm run i18n` from ../catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "game.begins": (d: any) => "La partida empieza con " + d.names,
  "time.days": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " día", other: number("es", d.n, 0) + " días" })
} as Record<string, (d: any) => string>;
export default catalog;
