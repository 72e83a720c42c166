// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => d.name + " ha vuelto y juega de nuevo",
  "notes.bankStarts": (d: any) => "Se acabó el tiempo de " + d.name + " para esta jugada; ahora corre su reserva (quedan " + d.left + ")",
  "notes.hint": (d: any) => d.name + " preguntó qué haría un jugador fuerte",
  "notes.leftGrace": (d: any) => d.name + " se fue; un bot jugará en su lugar dentro de " + d.seconds + " s si no vuelve",
  "notes.moreTime": (d: any) => select(d.times, { "0": "El anfitrión quitó el reloj de " + d.name, "1": d.name + " vuelve a jugar con el reloj de la mesa", other: "El anfitrión dio a " + d.name + " " + d.times + " veces el tiempo de la mesa" }),
  "notes.rematchNo": (d: any) => d.name + " no vuelve a jugar",
  "notes.rematchOpened": (d: any) => d.name + " abrió la nueva mesa: " + d.code,
  "notes.rematchYes": (d: any) => d.name + " quiere jugar de nuevo",
  "notes.reserveRanOut": (d: any) => "Se acabaron el tiempo y la reserva de " + d.name + "; las reglas jugaron en su lugar:",
  "notes.restored": (d: any) => "La partida se restauró tras " + plural(d.moves, 0, es, { one: number("es", d.moves, 0) + " jugada", other: number("es", d.moves, 0) + " jugadas" }) + "; cada jugador recupera su asiento al volver",
  "notes.standIn": (d: any) => select(d.level, { easy: "Un bot fácil", hard: "Un bot difícil", other: "Un bot medio" }) + " juega por " + d.name + " hasta que vuelva",
  "notes.standInAsk": (d: any) => d.byName + " pide que un bot juegue por " + d.name + " (" + d.asked + " de " + d.voters + ")",
  "notes.standInAsked": (d: any) => select(d.asker, { host: "El anfitrión", other: "La mesa" }) + " pidió que " + select(d.level, { easy: "un bot fácil", hard: "un bot difícil", other: "un bot medio" }) + " juegue por " + d.name + " hasta que vuelva",
  "notes.timeRanOut": (d: any) => "Se acabó el tiempo de " + d.name + "; las reglas jugaron en su lugar:",
  "notes.webhookOff": (d: any) => "El webhook de " + d.name + " se desactivó tras " + plural(d.failures, 0, es, { one: number("es", d.failures, 0) + " entrega fallida", other: number("es", d.failures, 0) + " entregas fallidas" })
} as Record<string, (d: any) => string>;
export default catalog;
