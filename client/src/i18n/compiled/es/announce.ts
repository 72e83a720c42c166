// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " línea nueva", other: number("es", d.n, 0) + " líneas nuevas" }) + " en el registro; la última: " + d.last,
  "announce.burst.moves": (d: any) => d.names + ": " + plural(d.n, 0, es, { one: number("es", d.n, 0) + " jugada", other: number("es", d.n, 0) + " jugadas" }) + "; la última: " + d.last,
  "announce.clock.hours": (d: any) => "Te " + plural(d.n, 0, es, { one: "queda " + number("es", d.n, 0) + " hora", other: "quedan " + number("es", d.n, 0) + " horas" }) + " en tu reloj.",
  "announce.clock.minutes": (d: any) => "Te " + plural(d.n, 0, es, { one: "queda " + number("es", d.n, 0) + " minuto", other: "quedan " + number("es", d.n, 0) + " minutos" }) + " en tu reloj.",
  "announce.clock.seconds": (d: any) => "Te " + plural(d.n, 0, es, { one: "queda " + number("es", d.n, 0) + " segundo", other: "quedan " + number("es", d.n, 0) + " segundos" }) + " en tu reloj.",
  "announce.end": (d: any) => "Fin de la partida. " + d.result,
  "announce.refused": (d: any) => "Jugada rechazada: " + d.reason,
  "announce.turn.waiting": (d: any) => "Esperando a " + d.names + ".",
  "announce.turn.yours": () => "Te toca."
} as Record<string, (d: any) => string>;
export default catalog;
