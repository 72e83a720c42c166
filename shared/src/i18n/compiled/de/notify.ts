// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
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
