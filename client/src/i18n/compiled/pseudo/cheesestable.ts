// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => "[Bûíľđ " + select(d.g, { an: "áñ", other: "á" }) + " " + d.module + " áŧ (" + d.x + "," + d.y + ") föř $" + number("en", d.price, 0) + " ~~~~~~~~~~]",
  "cheesestable.action.dairy": (d: any) => "[Đáířý: máké " + d.amounts + " ~~~~~]",
  "cheesestable.action.energy": (d: any) => "[" + select(d.none, { yes: "Kéép évéřý möđûľé pöwéřéđ", other: "Ľéŧ ğö đářk: " + d.modules }) + " ~~~~~~~~~~~~~~~~]",
  "cheesestable.action.gift": (d: any) => "[Šéľľ " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " ğífŧ böx", other: number("en", d.n, 0) + " ğífŧ böxéš" }) + " föř $" + number("en", d.earned, 0) + " ~~~~~~~~~~~~~]",
  "cheesestable.action.move": (d: any) => "[Mövé ýöûř " + d.module + " fřöm (" + d.fx + "," + d.fy + ") ŧö (" + d.x + "," + d.y + ") föř $" + number("en", d.price, 0) + " ~~~~~~~~~~~~~]",
  "cheesestable.action.other": (d: any) => "[" + d.type + " ~]",
  "cheesestable.action.pass": (d: any) => "[" + select(d.step, { move: "Đöñé mövíñğ", build: "Đöñé bûíľđíñğ", law: "Šûé ñöböđý", other: "Đöñé" }) + " ~~~~~~~~~~~~~~~~]",
  "cheesestable.action.sell": (d: any) => "[" + select(d.none, { yes: "Šéľľ ñöŧhíñğ", other: "Šéľľ " + d.amounts + " föř $" + number("en", d.earned, 0) }) + " ~~~~~~~~~~]",
  "cheesestable.action.sue": (d: any) => "[Šûé " + d.name + " ($" + number("en", d.money, 0) + ") ~~~~]",
  "cheesestable.colony": (d: any) => "[" + select(d.mine, { yes: "Ýöûř çöľöñý", other: d.name + "'š çöľöñý" }) + " ~~~~~~~~]",
  "cheesestable.column": (d: any) => "[x " + number("en", d.x, 0) + select(d.square, { yes: " áñđ " + number("en", d.sx, 0), other: "" }) + " ~~~]",
  "cheesestable.game": () => "[Ŧûřñ áñđ mářkéŧ ~~~~~~]",
  "cheesestable.gap": (d: any) => "[(" + d.x + "," + d.y + "): ñö špáçé héřé, béŧwééñ ŧhé ŧwö máp šhééŧš ~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.map": () => "[Máp: öçŧáğöñš áŧ évéñ x áñđ ý, šqûářéš áŧ öđđ x áñđ ý béŧwééñ ŧhém ~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.mine": () => "[Ýöûř çhöíçé ~~~~~]",
  "cheesestable.noPrices": () => "[Mářkéŧ příçéš ářé řöľľéđ íñ ŧhé mářkéŧ šŧép ~~~~~~~~~~~~~~~~~~]",
  "cheesestable.place.empty": (d: any) => "[(" + d.x + "," + d.y + "): émpŧý " + select(d.kind, { octagon: "öçŧáğöñ", other: "šqûářé" }) + select(d.feature, { fault: ", fáûľŧ ľíñé", lush: ", ľûšh pášŧûřé", other: "" }) + " ~~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.place.module": (d: any) => "[(" + d.x + "," + d.y + "): " + select(d.mine, { yes: "ýöûř", other: d.owner + "'š" }) + " " + d.module + select(d.sick, { yes: ", šíçk", other: "" }) + select(d.short, { yes: ", öûŧ öf éñéřğý ŧhíš ŧûřñ", other: "" }) + " (" + select(d.kind, { octagon: "öçŧáğöñ", other: "šqûářé" }) + select(d.feature, { fault: ", fáûľŧ ľíñé", lush: ", ľûšh pášŧûřé", other: "" }) + ") ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.player": (d: any) => "[" + d.name + select(d.you, { yes: " (ýöû)", other: "" }) + select(d.state, { toAct: ", ŧö áçŧ", deciding: ", đéçíđíñğ", chose: ", háš çhöšéñ", other: "" }) + ": $" + number("en", d.money, 0) + ", " + plural(d.modules, 0, en, { one: number("en", d.modules, 0) + " möđûľé", other: number("en", d.modules, 0) + " möđûľéš" }) + "; " + d.counters + "; šŧöçk: " + d.stock + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.prices": (d: any) => "[" + select(d.you, { yes: "Ýöûř příçéš", other: d.name + "'š příçéš" }) + ": " + d.prices + "; ğífŧ böx $" + number("en", d.box, 0) + " ~~~~~~~~~~~~~~]",
  "cheesestable.prompt.move": () => "[Mövé: çhööšé á mövé öf öñé öf ýöûř möđûľéš, öř Đöñé ~~~~~~~~~~~~~~~~~~~~~]",
  "cheesestable.row": (d: any) => "[ý " + number("en", d.y, 0) + ", " + select(d.kind, { octagon: "öçŧáğöñš", other: "šqûářéš" }) + " ~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
