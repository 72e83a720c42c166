// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "Y " + plural(d.n, 0, es, { one: number("es", d.n, 0) + " mesa más", other: number("es", d.n, 0) + " mesas más" }) + ": mira «Mis mesas» en " + d.link,
  "notify.digest.open": (d: any) => "Abrir: " + d.link,
  "notify.digest.subject": (d: any) => "Space Tabletop: novedades de " + plural(d.n, 0, es, { one: number("es", d.n, 0) + " mesa", other: number("es", d.n, 0) + " mesas" }),
  "notify.digest.table": (d: any) => d.game + ", mesa " + d.code + ": " + d.text,
  "notify.digest.why": () => "Recibes este resumen diario porque lo pediste en estas mesas.",
  "notify.gameOver": (d: any) => "La partida de " + d.game + " en la mesa " + d.code + " ha terminado. " + d.last,
  "notify.mail.open": (d: any) => "Abrir la mesa: " + d.link,
  "notify.mail.stop": (d: any) => "No más correos de esta mesa: " + d.link,
  "notify.mail.subject": (d: any) => d.game + ": " + d.title + " (mesa " + d.code + ")",
  "notify.mail.why": (d: any) => "Recibes este correo porque lo pediste en la mesa " + d.code + ".",
  "notify.reminder": (d: any) => d.name + ", te queda una cuarta parte de tu tiempo en " + d.game + " en la mesa " + d.code + ".",
  "notify.title.gameOver": () => "la partida ha terminado",
  "notify.title.reminder": () => "se te acaba el tiempo",
  "notify.title.yourTurn": () => "es tu turno",
  "notify.yourTurn": (d: any) => d.name + ", es tu turno en " + d.game + " en la mesa " + d.code + ". Lo último: " + d.last
} as Record<string, (d: any) => string>;
export default catalog;
