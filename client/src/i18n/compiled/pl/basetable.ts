// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => "Zbuduj: " + d.card + " na polu " + d.at,
  "basetable.action.capture": (d: any) => "Przejmij: " + d.card + " gracza " + d.name + " na polu " + d.at,
  "basetable.action.discard": (d: any) => "Odrzuć: " + d.cards,
  "basetable.action.move": (d: any) => "Przenieś: " + d.card + " z pola " + d.from + " na pole " + d.to,
  "basetable.action.other": (d: any) => "Ruch: " + d.type,
  "basetable.action.outpost": (d: any) => "Postaw Placówkę na polu " + d.at,
  "basetable.action.switch": (d: any) => "Zamień: " + d.a + " na polu " + d.atA + " i " + d.b + " na polu " + d.atB,
  "basetable.action.take": (d: any) => "Weź: " + d.card,
  "basetable.card": (d: any) => d.name + ", " + d.kind + ": " + d.text,
  "basetable.cell.empty": (d: any) => d.at + ": puste" + select(d.shielded, { yes: ", pod tarczą", other: "" }) + select(d.meteor, { yes: ", tu spadł ostatni meteor", other: "" }),
  "basetable.cell.site": (d: any) => d.at + ": " + d.card + select(d.owner, { you: ", właściciel: ty", nobody: "", other: ", właściciel: " + d.name }) + select(d.state, { working: ", działa" + select(d.earns, { yes: ", dochód +" + d.income, other: "" }), defunct: ", nie działa: " + d.reason, off: ", nie działa", other: "" }) + select(d.damaged, { yes: ", uszkodzenia: " + d.damage, other: "" }) + select(d.shielded, { yes: ", pod tarczą", other: "" }) + select(d.meteor, { yes: ", tu spadł ostatni meteor", other: "" }),
  "basetable.column": (d: any) => "Kolumna " + d.x,
  "basetable.map": () => "Mapa: kolumna X od 1 do 10 od lewej, wiersz Y od 1 do 10 od góry",
  "basetable.note.stolen": (d: any) => "Ostatnia karta, którą ci zabrano: " + d.name + " bierze " + d.card,
  "basetable.notes": () => "Notatki z gry",
  "basetable.player": (d: any) => d.name + select(d.you, { yes: " (ty)", other: "" }) + select(d.active, { yes: ", teraz gra", other: "" }) + ": " + d.stats,
  "basetable.players": () => "Gracze",
  "basetable.row": (d: any) => "Wiersz " + d.y
} as Record<string, (d: any) => string>;
export default catalog;
