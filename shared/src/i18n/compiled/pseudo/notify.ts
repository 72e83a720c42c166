// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "[Áñđ " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " möřé ŧábľé", other: number("en", d.n, 0) + " möřé ŧábľéš" }) + ": šéé \"Mý ŧábľéš\" áŧ " + d.link + " ~~~~~~~~~~~~~~~~~~~~]",
  "notify.digest.open": (d: any) => "[Öpéñ: " + d.link + " ~~~]",
  "notify.digest.subject": (d: any) => "[Špáçé Ŧábľéŧöp: ñéwš fřöm " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " ŧábľé", other: number("en", d.n, 0) + " ŧábľéš" }) + " ~~~~~~~~~~~~~~~~]",
  "notify.digest.table": (d: any) => "[" + d.game + ", ŧábľé " + d.code + ": " + d.text + " ~~~~]",
  "notify.digest.why": () => "[Ýöû ğéŧ ŧhíš đáíľý đíğéšŧ béçáûšé ýöû áškéđ föř íŧ áŧ ŧhéšé ŧábľéš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "notify.gameOver": (d: any) => "[Ŧhé ğámé öf " + d.game + " áŧ ŧábľé " + d.code + " íš övéř. " + d.last + " ~~~~~~~~~~~~~]",
  "notify.mail.open": (d: any) => "[Öpéñ ŧhé ŧábľé: " + d.link + " ~~~~~~~]",
  "notify.mail.stop": (d: any) => "[Ñö möřé máíľ föř ŧhíš ŧábľé: " + d.link + " ~~~~~~~~~~~~]",
  "notify.mail.subject": (d: any) => "[" + d.game + ": " + d.title + " (ŧábľé " + d.code + ") ~~~~~]",
  "notify.mail.why": (d: any) => "[Ýöû ğéŧ ŧhíš máíľ béçáûšé ýöû áškéđ föř íŧ áŧ ŧábľé " + d.code + ". ~~~~~~~~~~~~~~~~~~~~~~]",
  "notify.reminder": (d: any) => "[" + d.name + ", á qûářŧéř öf ýöûř çľöçk íš ľéfŧ íñ " + d.game + " áŧ ŧábľé " + d.code + ". ~~~~~~~~~~~~~~~~~~~~]",
  "notify.title.gameOver": () => "[ŧhé ğámé íš övéř ~~~~~~~]",
  "notify.title.reminder": () => "[ýöûř çľöçk íš řûññíñğ öûŧ ~~~~~~~~~~]",
  "notify.title.yourTurn": () => "[ýöûř ŧûřñ ~~~~]",
  "notify.yourTurn": (d: any) => "[" + d.name + ", íŧ íš ýöûř ŧûřñ íñ " + d.game + " áŧ ŧábľé " + d.code + ". Ľášŧ: " + d.last + " ~~~~~~~~~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
