// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => "[" + d.name + " íš báçk áñđ pľáýš áğáíñ ~~~~~~~~~~]",
  "notes.bankStarts": (d: any) => "[" + d.name + "'š çľöçk föř ŧhíš mövé řáñ öûŧ; ŧhéíř řéšéřvé řûñš ñöw (" + d.left + " ľéfŧ) ~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.hint": (d: any) => "[" + d.name + " áškéđ wháŧ á šŧřöñğ pľáýéř wöûľđ đö ~~~~~~~~~~~~~~~]",
  "notes.leftGrace": (d: any) => "[" + d.name + " ľéfŧ; á böŧ pľáýš föř ŧhém íñ " + d.seconds + " š ûñľéšš ŧhéý çömé báçk ~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.moreTime": (d: any) => "[" + select(d.times, { "0": "Ŧhé höšŧ ŧûřñéđ " + d.name + "'š çľöçk öff", "1": d.name + " pľáýš wíŧh ŧhé ŧábľé'š çľöçk áğáíñ", other: "Ŧhé höšŧ ğávé " + d.name + " " + d.times + " ŧíméš ŧhé ŧábľé'š çľöçk" }) + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.rematchNo": (d: any) => "[" + d.name + " đöéš ñöŧ pľáý áğáíñ ~~~~~~~~]",
  "notes.rematchOpened": (d: any) => "[" + d.name + " öpéñéđ ŧhé ñéw ŧábľé: " + d.code + " ~~~~~~~~~~]",
  "notes.rematchYes": (d: any) => "[" + d.name + " wáñŧš ŧö pľáý áğáíñ ~~~~~~~~]",
  "notes.reserveRanOut": (d: any) => "[" + d.name + "'š ŧímé áñđ řéšéřvé řáñ öûŧ; ŧhé řûľéš pľáýéđ föř ŧhém: ~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.restored": (d: any) => "[Ŧhé ğámé wáš řéšŧöřéđ áfŧéř " + plural(d.moves, 0, en, { one: number("en", d.moves, 0) + " mövé", other: number("en", d.moves, 0) + " mövéš" }) + "; pľáýéřš çömé báçk wíŧh ŧhéíř šéáŧš ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.standIn": (d: any) => "[" + select(d.level, { easy: "Áñ éášý böŧ", hard: "Á hářđ böŧ", other: "Á méđíûm böŧ" }) + " pľáýš föř " + d.name + " ûñŧíľ ŧhéý çömé báçk ~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.standInAsk": (d: any) => "[" + d.byName + " áškš föř á böŧ ŧö pľáý föř " + d.name + " (" + d.asked + " öf " + d.voters + ") ~~~~~~~~~~~~~~]",
  "notes.standInAsked": (d: any) => "[" + select(d.asker, { host: "Ŧhé höšŧ", other: "Ŧhé ŧábľé" }) + " áškéđ " + select(d.level, { easy: "áñ éášý böŧ", hard: "á hářđ böŧ", other: "á méđíûm böŧ" }) + " ŧö pľáý föř " + d.name + " ûñŧíľ ŧhéý çömé báçk ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notes.timeRanOut": (d: any) => "[" + d.name + "'š ŧímé řáñ öûŧ; ŧhé řûľéš pľáýéđ föř ŧhém: ~~~~~~~~~~~~~~~~~~]",
  "notes.webhookOff": (d: any) => "[" + d.name + "'š wébhöök wáš ŧûřñéđ öff áfŧéř " + plural(d.failures, 0, en, { one: number("en", d.failures, 0) + " fáíľéđ đéľívéřý", other: number("en", d.failures, 0) + " fáíľéđ đéľívéříéš" }) + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
