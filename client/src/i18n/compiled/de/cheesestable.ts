// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => d.module + " auf (" + d.x + "," + d.y + ") bauen für " + number("de", d.price, 0) + " $",
  "cheesestable.action.dairy": (d: any) => "Molkerei: " + d.amounts + " herstellen",
  "cheesestable.action.energy": (d: any) => select(d.none, { yes: "Alle Module mit Energie versorgen", other: "Abschalten: " + d.modules }),
  "cheesestable.action.gift": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " Geschenkbox", other: number("de", d.n, 0) + " Geschenkboxen" }) + " für " + number("de", d.earned, 0) + " $ verkaufen",
  "cheesestable.action.move": (d: any) => d.module + " von (" + d.fx + "," + d.fy + ") nach (" + d.x + "," + d.y + ") versetzen für " + number("de", d.price, 0) + " $",
  "cheesestable.action.other": (d: any) => d.type,
  "cheesestable.action.pass": (d: any) => select(d.step, { move: "Fertig mit Versetzen", build: "Fertig mit Bauen", law: "Niemanden verklagen", other: "Fertig" }),
  "cheesestable.action.sell": (d: any) => select(d.none, { yes: "Nichts verkaufen", other: d.amounts + " für " + number("de", d.earned, 0) + " $ verkaufen" }),
  "cheesestable.action.sue": (d: any) => d.name + " verklagen (" + number("de", d.money, 0) + " $)",
  "cheesestable.colony": (d: any) => select(d.mine, { yes: "Deine Kolonie", other: "Kolonie von " + d.name }),
  "cheesestable.column": (d: any) => "x " + number("de", d.x, 0) + select(d.square, { yes: " und " + number("de", d.sx, 0), other: "" }),
  "cheesestable.game": () => "Runde und Markt",
  "cheesestable.gap": (d: any) => "(" + d.x + "," + d.y + "): kein Feld, zwischen den beiden Kartenblättern",
  "cheesestable.map": () => "Karte: Achtecke bei geradem x und y, Quadrate bei ungeradem x und y dazwischen",
  "cheesestable.mine": () => "Deine Wahl",
  "cheesestable.noPrices": () => "Die Marktpreise werden im Marktschritt gewürfelt",
  "cheesestable.place.empty": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.kind, { octagon: "leeres Achteck", other: "leeres Quadrat" }) + select(d.feature, { fault: ", Verwerfungslinie", lush: ", saftige Weide", other: "" }),
  "cheesestable.place.module": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.mine, { yes: "dein " + d.module, other: d.module + " von " + d.owner }) + select(d.sick, { yes: ", krank", other: "" }) + select(d.short, { yes: ", diese Runde ohne Energie", other: "" }) + " (" + select(d.kind, { octagon: "Achteck", other: "Quadrat" }) + select(d.feature, { fault: ", Verwerfungslinie", lush: ", saftige Weide", other: "" }) + ")",
  "cheesestable.player": (d: any) => d.name + select(d.you, { yes: " (du)", other: "" }) + select(d.state, { toAct: ", ist am Zug", deciding: ", entscheidet", chose: ", hat gewählt", other: "" }) + ": " + number("de", d.money, 0) + " $, " + plural(d.modules, 0, de, { one: number("de", d.modules, 0) + " Modul", other: number("de", d.modules, 0) + " Module" }) + "; " + d.counters + "; Vorrat: " + d.stock,
  "cheesestable.prices": (d: any) => select(d.you, { yes: "Deine Preise", other: "Preise von " + d.name }) + ": " + d.prices + "; Geschenkbox " + number("de", d.box, 0) + " $",
  "cheesestable.prompt.move": () => "Versetzen: Wähle einen Zug eines deiner Module, oder Fertig",
  "cheesestable.row": (d: any) => "y " + number("de", d.y, 0) + ", " + select(d.kind, { octagon: "Achtecke", other: "Quadrate" })
} as Record<string, (d: any) => string>;
export default catalog;
