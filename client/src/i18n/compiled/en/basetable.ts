// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => "Build " + d.card + " at " + d.at,
  "basetable.action.capture": (d: any) => "Capture " + d.name + "'s " + d.card + " at " + d.at,
  "basetable.action.discard": (d: any) => "Discard " + d.cards,
  "basetable.action.move": (d: any) => "Move your " + d.card + " from " + d.from + " to " + d.to,
  "basetable.action.other": (d: any) => "Move: " + d.type,
  "basetable.action.outpost": (d: any) => "Place your Outpost at " + d.at,
  "basetable.action.switch": (d: any) => "Switch your " + d.a + " at " + d.atA + " with your " + d.b + " at " + d.atB,
  "basetable.action.take": (d: any) => "Take " + d.card,
  "basetable.card": (d: any) => d.name + ", " + d.kind + ": " + d.text,
  "basetable.cell.empty": (d: any) => d.at + ": empty" + select(d.shielded, { yes: ", shielded", other: "" }) + select(d.meteor, { yes: ", the last meteor fell here", other: "" }),
  "basetable.cell.site": (d: any) => d.at + ": " + select(d.owner, { you: "your " + d.card, nobody: d.card, other: d.name + "'s " + d.card }) + select(d.state, { working: ", working" + select(d.earns, { yes: ", +" + d.income + " income", other: "" }), defunct: ", defunct: " + d.reason, off: ", defunct", other: "" }) + select(d.damaged, { yes: ", damaged " + d.damage, other: "" }) + select(d.shielded, { yes: ", shielded", other: "" }) + select(d.meteor, { yes: ", the last meteor fell here", other: "" }),
  "basetable.column": (d: any) => "Column " + d.x,
  "basetable.map": () => "Map: column X 1 to 10 from the left, row Y 1 to 10 from the top",
  "basetable.note.stolen": (d: any) => "The last card taken from you: " + d.name + " took your " + d.card,
  "basetable.notes": () => "Game notes",
  "basetable.player": (d: any) => d.name + select(d.you, { yes: " (you)", other: "" }) + select(d.active, { yes: ", to act", other: "" }) + ": " + d.stats,
  "basetable.players": () => "Players",
  "basetable.row": (d: any) => "Row " + d.y
} as Record<string, (d: any) => string>;
export default catalog;
