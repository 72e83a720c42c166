// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "Und " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " weiterer Tisch", other: number("de", d.n, 0) + " weitere Tische" }) + ": siehe „Meine Tische“ unter " + d.link,
  "notify.digest.open": (d: any) => "Öffnen: " + d.link,
  "notify.digest.subject": (d: any) => "Space Tabletop: Neues von " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Tisch", other: number("de", d.n, 0) + " Tischen" }),
  "notify.digest.table": (d: any) => d.game + ", Tisch " + d.code + ": " + d.text,
  "notify.digest.why": () => "Du bekommst diese tägliche Zusammenfassung, weil du sie an diesen Tischen angefordert hast.",
  "notify.gameOver": (d: any) => "Die Partie " + d.game + " an Tisch " + d.code + " ist vorbei. " + d.last,
  "notify.mail.open": (d: any) => "Zum Tisch: " + d.link,
  "notify.mail.stop": (d: any) => "Keine E-Mails mehr für diesen Tisch: " + d.link,
  "notify.mail.subject": (d: any) => d.game + ": " + d.title + " (Tisch " + d.code + ")",
  "notify.mail.why": (d: any) => "Du bekommst diese E-Mail, weil du sie an Tisch " + d.code + " angefordert hast.",
  "notify.reminder": (d: any) => d.name + ", dir bleibt noch ein Viertel deiner Zeit in " + d.game + " an Tisch " + d.code + ".",
  "notify.title.gameOver": () => "das Spiel ist vorbei",
  "notify.title.reminder": () => "deine Zeit läuft ab",
  "notify.title.yourTurn": () => "du bist dran",
  "notify.yourTurn": (d: any) => d.name + ", du bist dran in " + d.game + " an Tisch " + d.code + ". Zuletzt: " + d.last
} as Record<string, (d: any) => string>;
export default catalog;
