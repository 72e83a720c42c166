// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "And " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " more table", other: number("en", d.n, 0) + " more tables" }) + ": see \"My tables\" at " + d.link,
  "notify.digest.open": (d: any) => "Open: " + d.link,
  "notify.digest.subject": (d: any) => "Space Tabletop: news from " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " table", other: number("en", d.n, 0) + " tables" }),
  "notify.digest.table": (d: any) => d.game + ", table " + d.code + ": " + d.text,
  "notify.digest.why": () => "You get this daily digest because you asked for it at these tables.",
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
