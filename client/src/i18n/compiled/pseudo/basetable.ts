// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => "[Bûíľđ " + d.card + " áŧ " + d.at + " ~~~~]",
  "basetable.action.capture": (d: any) => "[Çápŧûřé " + d.name + "'š " + d.card + " áŧ " + d.at + " ~~~~~~]",
  "basetable.action.discard": (d: any) => "[Đíšçářđ " + d.cards + " ~~~~]",
  "basetable.action.move": (d: any) => "[Mövé ýöûř " + d.card + " fřöm " + d.from + " ŧö " + d.to + " ~~~~~~~~]",
  "basetable.action.other": (d: any) => "[Mövé: " + d.type + " ~~~]",
  "basetable.action.outpost": (d: any) => "[Pľáçé ýöûř Öûŧpöšŧ áŧ " + d.at + " ~~~~~~~~~]",
  "basetable.action.switch": (d: any) => "[Šwíŧçh ýöûř " + d.a + " áŧ " + d.atA + " wíŧh ýöûř " + d.b + " áŧ " + d.atB + " ~~~~~~~~~~~~~]",
  "basetable.action.take": (d: any) => "[Ŧáké " + d.card + " ~~]",
  "basetable.card": (d: any) => "[" + d.name + ", " + d.kind + ": " + d.text + " ~~]",
  "basetable.cell.empty": (d: any) => "[" + d.at + ": émpŧý" + select(d.shielded, { yes: ", šhíéľđéđ", other: "" }) + select(d.meteor, { yes: ", ŧhé ľášŧ méŧéöř féľľ héřé", other: "" }) + " ~~~~~~~~~~~~~~~~~~]",
  "basetable.cell.site": (d: any) => "[" + d.at + ": " + select(d.owner, { you: "ýöûř " + d.card, nobody: d.card, other: d.name + "'š " + d.card }) + select(d.state, { working: ", wöřkíñğ" + select(d.earns, { yes: ", +" + d.income + " íñçömé", other: "" }), defunct: ", đéfûñçŧ: " + d.reason, off: ", đéfûñçŧ", other: "" }) + select(d.damaged, { yes: ", đámáğéđ " + d.damage, other: "" }) + select(d.shielded, { yes: ", šhíéľđéđ", other: "" }) + select(d.meteor, { yes: ", ŧhé ľášŧ méŧéöř féľľ héřé", other: "" }) + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "basetable.column": (d: any) => "[Çöľûmñ " + d.x + " ~~~]",
  "basetable.map": () => "[Máp: çöľûmñ X 1 ŧö 10 fřöm ŧhé ľéfŧ, řöw Ý 1 ŧö 10 fřöm ŧhé ŧöp ~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "basetable.note.stolen": (d: any) => "[Ŧhé ľášŧ çářđ ŧákéñ fřöm ýöû: " + d.name + " ŧöök ýöûř " + d.card + " ~~~~~~~~~~~~~~~~~]",
  "basetable.notes": () => "[Ğámé ñöŧéš ~~~~]",
  "basetable.player": (d: any) => "[" + d.name + select(d.you, { yes: " (ýöû)", other: "" }) + select(d.active, { yes: ", ŧö áçŧ", other: "" }) + ": " + d.stats + " ~~~~~~~]",
  "basetable.players": () => "[Pľáýéřš ~~~]",
  "basetable.row": (d: any) => "[Řöw " + d.y + " ~~]"
} as Record<string, (d: any) => string>;
export default catalog;
