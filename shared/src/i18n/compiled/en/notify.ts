// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "notify.gameOver": (d: any) => "The game of " + d.game + " at table " + d.code + " is over. " + d.last,
  "notify.mail.open": (d: any) => "Open the table: " + d.link,
  "notify.mail.stop": (d: any) => "No more mail for this table: " + d.link,
  "notify.mail.subject": (d: any) => d.game + ": " + d.title + " (table " + d.code + ")",
  "notify.mail.why": (d: any) => "You get this mail because you asked for it at table " + d.code + ".",
  "notify.reminder": (d: any) => d.name + ", a quarter of your clock is left in " + d.game + " at table " + d.code + ".",
  "notify.title.gameOver": () => "the game is over",
  "notify.title.reminder": () => "your clock is running out",
  "notify.title.yourTurn": () => "your turn",
  "notify.yourTurn": (d: any) => d.name + ", it is your turn in " + d.game + " at table " + d.code + ". Last: " + d.last
} as Record<string, (d: any) => string>;
export default catalog;
