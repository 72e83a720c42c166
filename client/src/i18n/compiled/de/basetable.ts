// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => d.card + " auf " + d.at + " bauen",
  "basetable.action.capture": (d: any) => d.card + " von " + d.name + " auf " + d.at + " übernehmen",
  "basetable.action.discard": (d: any) => d.cards + " abwerfen",
  "basetable.action.move": (d: any) => d.card + " von " + d.from + " nach " + d.to + " versetzen",
  "basetable.action.other": (d: any) => "Zug: " + d.type,
  "basetable.action.outpost": (d: any) => "Außenposten auf " + d.at + " setzen",
  "basetable.action.switch": (d: any) => d.a + " auf " + d.atA + " mit " + d.b + " auf " + d.atB + " tauschen",
  "basetable.action.take": (d: any) => d.card + " nehmen",
  "basetable.card": (d: any) => d.name + ", " + d.kind + ": " + d.text,
  "basetable.cell.empty": (d: any) => d.at + ": leer" + select(d.shielded, { yes: ", abgeschirmt", other: "" }) + select(d.meteor, { yes: ", hier schlug der letzte Meteor ein", other: "" }),
  "basetable.cell.site": (d: any) => d.at + ": " + d.card + select(d.owner, { you: ", gehört dir", nobody: "", other: ", gehört " + d.name }) + select(d.state, { working: ", arbeitet" + select(d.earns, { yes: ", +" + d.income + " Einkommen", other: "" }), defunct: ", außer Betrieb: " + d.reason, off: ", außer Betrieb", other: "" }) + select(d.damaged, { yes: ", Schaden " + d.damage, other: "" }) + select(d.shielded, { yes: ", abgeschirmt", other: "" }) + select(d.meteor, { yes: ", hier schlug der letzte Meteor ein", other: "" }),
  "basetable.column": (d: any) => "Spalte " + d.x,
  "basetable.map": () => "Karte: Spalte X 1 bis 10 von links, Zeile Y 1 bis 10 von oben",
  "basetable.note.stolen": (d: any) => "Zuletzt wurde dir eine Karte genommen: " + d.name + " nahm " + d.card,
  "basetable.notes": () => "Spielnotizen",
  "basetable.player": (d: any) => d.name + select(d.you, { yes: " (du)", other: "" }) + select(d.active, { yes: ", ist am Zug", other: "" }) + ": " + d.stats,
  "basetable.players": () => "Spieler",
  "basetable.row": (d: any) => "Zeile " + d.y
} as Record<string, (d: any) => string>;
export default catalog;
