// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "a bot plays for " + d.name + " in " + d.time,
  "table.away.takingOver": (d: any) => "a bot is taking over for " + d.name,
  "table.menu.settings": () => "Settings",
  "table.pace.turnBased": (d: any) => "Turn-based: " + d.move + " a move",
  "table.pace.turnBasedReserve": (d: any) => "Turn-based: " + d.move + " a move, " + d.reserve + " each",
  "table.players.clockBar": () => "time left for this move",
  "table.players.title": () => "Players",
  "table.rules.failed": (d: any) => "Could not load the rules: " + d.error,
  "table.rules.loading": () => "Loading…",
  "table.rules.missing": () => "No rules text is bundled for this game.",
  "table.rules.title": (d: any) => "Rules of " + d.game,
  "table.sound.off": () => "♪ Sound off",
  "table.sound.offHint": () => "Click to hear a chime when it is your turn",
  "table.sound.on": () => "♪ Sound on",
  "table.sound.onHint": () => "A chime plays when it is your turn; click to turn it off",
  "table.spectators": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " watching", other: number("en", d.n, 0) + " watching" }),
  "table.standIn.ask": () => "ask a bot to play",
  "table.standIn.askFor": (d: any) => "ask a bot to play for " + d.name,
  "table.time.barLeft": (d: any) => "time left " + d.time,
  "table.time.days": (d: any) => d.days + " d",
  "table.time.daysHours": (d: any) => d.days + " d " + d.hours + " h",
  "table.time.hours": (d: any) => d.hours + " h",
  "table.time.hoursMinutes": (d: any) => d.hours + " h " + d.mins + " min",
  "table.time.left": (d: any) => d.span + " left",
  "table.time.length": (d: any) => select(d.unit, { day: plural(d.n, 0, en, { one: number("en", d.n, 0) + " day", other: number("en", d.n, 0) + " days" }), hour: plural(d.n, 0, en, { one: number("en", d.n, 0) + " hour", other: number("en", d.n, 0) + " hours" }), minute: plural(d.n, 0, en, { one: number("en", d.n, 0) + " minute", other: number("en", d.n, 0) + " minutes" }), other: plural(d.n, 0, en, { one: number("en", d.n, 0) + " second", other: number("en", d.n, 0) + " seconds" }) }),
  "table.time.lengthExtra": (d: any) => select(d.unit, { day: plural(d.n, 0, en, { one: number("en", d.n, 0) + " extra day", other: number("en", d.n, 0) + " extra days" }), hour: plural(d.n, 0, en, { one: number("en", d.n, 0) + " extra hour", other: number("en", d.n, 0) + " extra hours" }), minute: plural(d.n, 0, en, { one: number("en", d.n, 0) + " extra minute", other: number("en", d.n, 0) + " extra minutes" }), other: plural(d.n, 0, en, { one: number("en", d.n, 0) + " extra second", other: number("en", d.n, 0) + " extra seconds" }) }),
  "table.time.minutes": (d: any) => d.mins + " min",
  "table.time.noReserve": () => "no reserve left",
  "table.time.reserve": (d: any) => "reserve " + d.span,
  "table.time.underAMinute": () => "less than a minute",
  "table.time.up": () => "time is up"
} as Record<string, (d: any) => string>;
export default catalog;
