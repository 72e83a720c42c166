// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
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
