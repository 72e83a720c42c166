// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "un bot jugará por " + d.name + " dentro de " + d.time,
  "table.away.takingOver": (d: any) => "un bot toma el relevo de " + d.name,
  "table.menu.settings": () => "Ajustes",
  "table.pace.turnBased": (d: any) => "Por turnos: " + d.move + " por jugada",
  "table.pace.turnBasedReserve": (d: any) => "Por turnos: " + d.move + " por jugada, " + d.reserve + " cada uno",
  "table.players.clockBar": () => "tiempo restante para esta jugada",
  "table.players.title": () => "Jugadores",
  "table.rules.failed": (d: any) => "No se han podido cargar las reglas: " + d.error,
  "table.rules.loading": () => "Cargando…",
  "table.rules.missing": () => "Este juego no incluye el texto de sus reglas.",
  "table.rules.title": (d: any) => "Reglas de " + d.game,
  "table.sound.off": () => "♪ Sonido desactivado",
  "table.sound.offHint": () => "Haz clic para oír un aviso cuando sea tu turno",
  "table.sound.on": () => "♪ Sonido activado",
  "table.sound.onHint": () => "Suena un aviso cuando es tu turno; haz clic para desactivarlo",
  "table.spectators": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " espectador", other: number("es", d.n, 0) + " espectadores" }),
  "table.standIn.ask": () => "pedir que juegue un bot",
  "table.standIn.askFor": (d: any) => "pedir que un bot juegue por " + d.name,
  "table.time.barLeft": (d: any) => "tiempo restante " + d.time,
  "table.time.days": (d: any) => d.days + " d",
  "table.time.daysHours": (d: any) => d.days + " d " + d.hours + " h",
  "table.time.hours": (d: any) => d.hours + " h",
  "table.time.hoursMinutes": (d: any) => d.hours + " h " + d.mins + " min",
  "table.time.left": (d: any) => "quedan " + d.span,
  "table.time.length": (d: any) => select(d.unit, { day: plural(d.n, 0, es, { one: number("es", d.n, 0) + " día", other: number("es", d.n, 0) + " días" }), hour: plural(d.n, 0, es, { one: number("es", d.n, 0) + " hora", other: number("es", d.n, 0) + " horas" }), minute: plural(d.n, 0, es, { one: number("es", d.n, 0) + " minuto", other: number("es", d.n, 0) + " minutos" }), other: plural(d.n, 0, es, { one: number("es", d.n, 0) + " segundo", other: number("es", d.n, 0) + " segundos" }) }),
  "table.time.lengthExtra": (d: any) => select(d.unit, { day: plural(d.n, 0, es, { one: number("es", d.n, 0) + " día extra", other: number("es", d.n, 0) + " días extra" }), hour: plural(d.n, 0, es, { one: number("es", d.n, 0) + " hora extra", other: number("es", d.n, 0) + " horas extra" }), minute: plural(d.n, 0, es, { one: number("es", d.n, 0) + " minuto extra", other: number("es", d.n, 0) + " minutos extra" }), other: plural(d.n, 0, es, { one: number("es", d.n, 0) + " segundo extra", other: number("es", d.n, 0) + " segundos extra" }) }),
  "table.time.minutes": (d: any) => d.mins + " min",
  "table.time.noReserve": () => "sin reserva",
  "table.time.reserve": (d: any) => "reserva " + d.span,
  "table.time.underAMinute": () => "menos de un minuto",
  "table.time.up": () => "se acabó el tiempo"
} as Record<string, (d: any) => string>;
export default catalog;
