// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "ein Bot spielt in " + d.time + " für " + d.name,
  "table.away.takingOver": (d: any) => "ein Bot übernimmt für " + d.name,
  "table.menu.settings": () => "Einstellungen",
  "table.pace.turnBased": (d: any) => "Rundenbasiert: " + d.move + " pro Zug",
  "table.pace.turnBasedReserve": (d: any) => "Rundenbasiert: " + d.move + " pro Zug, je " + d.reserve,
  "table.players.clockBar": () => "verbleibende Zeit für diesen Zug",
  "table.players.title": () => "Spieler",
  "table.rules.failed": (d: any) => "Die Regeln konnten nicht geladen werden: " + d.error,
  "table.rules.loading": () => "Wird geladen…",
  "table.rules.missing": () => "Für dieses Spiel ist kein Regeltext hinterlegt.",
  "table.rules.title": (d: any) => "Spielregeln: " + d.game,
  "table.sound.off": () => "♪ Ton aus",
  "table.sound.offHint": () => "Klicke, um einen Klang zu hören, wenn du dran bist",
  "table.sound.on": () => "♪ Ton an",
  "table.sound.onHint": () => "Ein Klang ertönt, wenn du dran bist; klicke, um ihn auszuschalten",
  "table.spectators": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " schaut zu", other: number("de", d.n, 0) + " schauen zu" }),
  "table.standIn.ask": () => "einen Bot spielen lassen",
  "table.standIn.askFor": (d: any) => "einen Bot für " + d.name + " spielen lassen",
  "table.time.barLeft": (d: any) => "Restzeit " + d.time,
  "table.time.days": (d: any) => d.days + " Tg.",
  "table.time.daysHours": (d: any) => d.days + " Tg. " + d.hours + " Std.",
  "table.time.hours": (d: any) => d.hours + " Std.",
  "table.time.hoursMinutes": (d: any) => d.hours + " Std. " + d.mins + " Min.",
  "table.time.left": (d: any) => "noch " + d.span,
  "table.time.length": (d: any) => select(d.unit, { day: plural(d.n, 0, de, { one: number("de", d.n, 0) + " Tag", other: number("de", d.n, 0) + " Tage" }), hour: plural(d.n, 0, de, { one: number("de", d.n, 0) + " Stunde", other: number("de", d.n, 0) + " Stunden" }), minute: plural(d.n, 0, de, { one: number("de", d.n, 0) + " Minute", other: number("de", d.n, 0) + " Minuten" }), other: plural(d.n, 0, de, { one: number("de", d.n, 0) + " Sekunde", other: number("de", d.n, 0) + " Sekunden" }) }),
  "table.time.lengthExtra": (d: any) => select(d.unit, { day: plural(d.n, 0, de, { one: number("de", d.n, 0) + " zusätzlicher Tag", other: number("de", d.n, 0) + " zusätzliche Tage" }), hour: plural(d.n, 0, de, { one: number("de", d.n, 0) + " zusätzliche Stunde", other: number("de", d.n, 0) + " zusätzliche Stunden" }), minute: plural(d.n, 0, de, { one: number("de", d.n, 0) + " zusätzliche Minute", other: number("de", d.n, 0) + " zusätzliche Minuten" }), other: plural(d.n, 0, de, { one: number("de", d.n, 0) + " zusätzliche Sekunde", other: number("de", d.n, 0) + " zusätzliche Sekunden" }) }),
  "table.time.minutes": (d: any) => d.mins + " Min.",
  "table.time.noReserve": () => "keine Reserve mehr",
  "table.time.reserve": (d: any) => "Reserve " + d.span,
  "table.time.underAMinute": () => "weniger als eine Minute",
  "table.time.up": () => "Zeit abgelaufen"
} as Record<string, (d: any) => string>;
export default catalog;
