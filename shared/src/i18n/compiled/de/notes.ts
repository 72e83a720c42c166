// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => d.name + " ist zurück und spielt wieder mit",
  "notes.bankStarts": (d: any) => "Die Zugzeit von " + d.name + " ist abgelaufen; jetzt läuft die Reserve (" + d.left + " übrig)",
  "notes.hint": (d: any) => d.name + " hat gefragt, was ein starker Spieler tun würde",
  "notes.leftGrace": (d: any) => d.name + " hat den Tisch verlassen; in " + d.seconds + " s übernimmt ein Bot, falls " + d.name + " nicht zurückkommt",
  "notes.moreTime": (d: any) => select(d.times, { "0": "Der Gastgeber hat die Uhr von " + d.name + " abgeschaltet", "1": d.name + " spielt wieder mit der Uhr des Tisches", other: "Der Gastgeber hat " + d.name + " " + d.times + "-mal so viel Zeit gegeben" }),
  "notes.rematchNo": (d: any) => d.name + " spielt nicht noch einmal",
  "notes.rematchOpened": (d: any) => d.name + " hat den neuen Tisch eröffnet: " + d.code,
  "notes.rematchYes": (d: any) => d.name + " möchte noch einmal spielen",
  "notes.reserveRanOut": (d: any) => "Zeit und Reserve von " + d.name + " sind abgelaufen; die Regeln haben für " + d.name + " gespielt:",
  "notes.restored": (d: any) => "Das Spiel wurde nach " + plural(d.moves, 0, de, { one: number("de", d.moves, 0) + " Zug", other: number("de", d.moves, 0) + " Zügen" }) + " wiederhergestellt; die Spieler kehren auf ihre Plätze zurück",
  "notes.standIn": (d: any) => select(d.level, { easy: "Ein leichter Bot", hard: "Ein schwerer Bot", other: "Ein mittlerer Bot" }) + " spielt für " + d.name + ", bis " + d.name + " zurückkommt",
  "notes.standInAsk": (d: any) => d.byName + " bittet darum, dass ein Bot für " + d.name + " spielt (" + d.asked + " von " + d.voters + ")",
  "notes.standInAsked": (d: any) => select(d.asker, { host: "Der Gastgeber", other: "Der Tisch" }) + " hat " + select(d.level, { easy: "einen leichten Bot", hard: "einen schweren Bot", other: "einen mittleren Bot" }) + " gebeten, für " + d.name + " zu spielen, bis " + d.name + " zurückkommt",
  "notes.timeRanOut": (d: any) => "Die Zeit von " + d.name + " ist abgelaufen; die Regeln haben für " + d.name + " gespielt:",
  "notes.webhookOff": (d: any) => "Der Webhook von " + d.name + " wurde nach " + plural(d.failures, 0, de, { one: number("de", d.failures, 0) + " fehlgeschlagenen Zustellung", other: number("de", d.failures, 0) + " fehlgeschlagenen Zustellungen" }) + " abgeschaltet"
} as Record<string, (d: any) => string>;
export default catalog;
