// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "[Mövéš ŧháŧ máŧçh ~~~~~~~]",
  "tableview.command.hint": () => "[Ŧýpé á mövé áñđ přéšš Éñŧéř, öř ŧýpé “whéřé íš” áñđ á ñámé. Šhöřŧçûŧš: / héřé, ŧ ŧö ŧhé ŧábľé. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "tableview.command.label": () => "[Çömmáñđ ~~~]",
  "tableview.command.matches": (d: any) => "[" + plural(d.n, 0, en, { "0": "Ñö mövé máŧçhéš “" + d.text + "”.", one: "Öñé mövé máŧçhéš: " + d.move + ".", other: number("en", d.n, 0) + " mövéš máŧçh: çhööšé öñé wíŧh ŧhé ářřöw kéýš." }) + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "tableview.command.where": () => "[whéřé íš|whéřé ~~~~~~]",
  "tableview.held": () => "[Ñöŧ šéñŧ: ýöûř ľášŧ mövé íš šŧíľľ wáíŧíñğ föř íŧš áñšwéř. Ŧřý áğáíñ íñ á möméñŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "tableview.menu": (d: any) => "[Mövéš föř " + d.place + " ~~~~]",
  "tableview.menuClose": () => "[Çľöšé ~~]",
  "tableview.moves": () => "[Ýöûř mövéš ~~~~]",
  "tableview.movesCount": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " mövé", other: number("en", d.n, 0) + " mövéš" }) + " ~~~~~]",
  "tableview.movesNone": () => "[Ñö mövé föř ýöû říğhŧ ñöw. ~~~~~~~~~~~]",
  "tableview.refused": (d: any) => "[Řéfûšéđ: " + d.reason + " ~~~~]",
  "tableview.region": () => "[Ŧábľé íñ wöřđš ~~~~~~]",
  "tableview.where.found": (d: any) => "[" + d.what + ": " + d.places + ". ~~]",
  "tableview.where.none": (d: any) => "[Ñöŧhíñğ öñ ŧhé ŧábľé íš çáľľéđ “" + d.what + "”. ~~~~~~~~~~~~~~]",
  "tableview.zoo.boxes": (d: any) => "[Fûñđíñğ böx: " + d.coins + ". Míñíñğ böx: " + d.ore + ". ~~~~~~~~~~~~]",
  "tableview.zoo.buy": (d: any) => "[Bûý " + d.card + " áŧ pöšíŧíöñ " + d.position + " (" + d.cost + ") ~~~~~~~~]",
  "tableview.zoo.card": (d: any) => "[" + d.card + ": " + select(d.state, { hand: "íñ ýöûř háñđ", locked: "ľöçkéđ", chosen: "çhöšéñ", played: "pľáýéđ", other: "" }) + " ~~~~~~~~~~~~~]",
  "tableview.zoo.choose": (d: any) => "[Çhööšé " + d.card + " ~~~]",
  "tableview.zoo.deck": (d: any) => "[Pľáñéŧ đéçk: " + d.n + " ľéfŧ ~~~~~~~~]",
  "tableview.zoo.market": (d: any) => "[" + d.market + " mářkéŧ: " + d.n + " ~~~~]",
  "tableview.zoo.phases": () => "[Ŧûřñ áñđ böxéš ~~~~~~]",
  "tableview.zoo.pile": (d: any) => "[Píľé: " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " çářđ", other: number("en", d.n, 0) + " çářđš" }) + " ~~~~~~~]",
  "tableview.zoo.place": (d: any) => "[Pľáçé çámpš öñ " + d.planets + " ~~~~~~]",
  "tableview.zoo.planet": (d: any) => "[" + d.planet + ": " + d.animal + ", " + d.tokens + " öf " + d.herd + " ľéfŧ" + d.abilities + ". " + d.camps + " ~~~~~~]",
  "tableview.zoo.player": (d: any) => "[" + d.name + ": " + d.coins + ", " + d.ore + ", " + d.vp + "; " + d.camps + "; " + d.research + d.locked + d.played + " ~~~~]",
  "tableview.zoo.sell": (d: any) => "[Šéľľ " + d.animal + " fřöm " + d.planet + " ~~~~~]",
  "tableview.zoo.token": (d: any) => "[1šŧ pľáýéř ŧökéñ: " + select(d.holder, { box: "íñ ŧhé Fûñđíñğ böx", other: d.holder }) + " ~~~~~~~~~~~~~~~]",
  "tableview.zoo.track": (d: any) => "[Pöšíŧíöñ " + d.position + ", " + d.cost + ": " + d.card + " ~~~~~~]",
  "tableview.zoo.trackEmpty": (d: any) => "[Pöšíŧíöñ " + d.position + ", " + d.cost + ": émpŧý ~~~~~~~~]",
  "tableview.zoo.trade": (d: any) => "[Ŧřáđé řöûŧé ŧö " + d.planet + " ~~~~~~]",
  "tableview.zoo.turn": (d: any) => "[Ŧûřñ " + d.n + ": " + d.phase + " ~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
