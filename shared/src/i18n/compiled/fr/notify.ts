// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "Et " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " autre table", other: number("fr", d.n, 0) + " autres tables" }) + " : voir « Mes tables » sur " + d.link,
  "notify.digest.open": (d: any) => "Ouvrir : " + d.link,
  "notify.digest.subject": (d: any) => "Space Tabletop : des nouvelles de " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " table", other: number("fr", d.n, 0) + " tables" }),
  "notify.digest.table": (d: any) => d.game + ", table " + d.code + " : " + d.text,
  "notify.digest.why": () => "Vous recevez ce résumé quotidien parce que vous l'avez demandé à ces tables.",
  "notify.gameOver": (d: any) => "La partie de " + d.game + " à la table " + d.code + " est terminée. " + d.last,
  "notify.mail.open": (d: any) => "Ouvrir la table : " + d.link,
  "notify.mail.stop": (d: any) => "Plus d'e-mails pour cette table : " + d.link,
  "notify.mail.subject": (d: any) => d.game + " : " + d.title + " (table " + d.code + ")",
  "notify.mail.why": (d: any) => "Vous recevez cet e-mail parce que vous l'avez demandé à la table " + d.code + ".",
  "notify.reminder": (d: any) => d.name + ", il vous reste un quart de votre temps dans " + d.game + " à la table " + d.code + ".",
  "notify.title.gameOver": () => "la partie est terminée",
  "notify.title.reminder": () => "votre temps s'écoule",
  "notify.title.yourTurn": () => "à vous",
  "notify.yourTurn": (d: any) => d.name + ", c'est à vous dans " + d.game + " à la table " + d.code + ". Dernier coup : " + d.last
} as Record<string, (d: any) => string>;
export default catalog;
