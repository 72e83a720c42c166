// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => d.name + " is back and plays again",
  "notes.bankStarts": (d: any) => d.name + "'s clock for this move ran out; their reserve runs now (" + d.left + " left)",
  "notes.hint": (d: any) => d.name + " asked what a strong player would do",
  "notes.leftGrace": (d: any) => d.name + " left; a bot plays for them in " + d.seconds + " s unless they come back",
  "notes.moreTime": (d: any) => select(d.times, { "0": "The host turned " + d.name + "'s clock off", "1": d.name + " plays with the table's clock again", other: "The host gave " + d.name + " " + d.times + " times the table's clock" }),
  "notes.rematchNo": (d: any) => d.name + " does not play again",
  "notes.rematchOpened": (d: any) => d.name + " opened the new table: " + d.code,
  "notes.rematchYes": (d: any) => d.name + " wants to play again",
  "notes.reserveRanOut": (d: any) => d.name + "'s time and reserve ran out; the rules played for them:",
  "notes.restored": (d: any) => "The game was restored after " + plural(d.moves, 0, en, { one: number("en", d.moves, 0) + " move", other: number("en", d.moves, 0) + " moves" }) + "; players come back with their seats",
  "notes.standIn": (d: any) => select(d.level, { easy: "An easy bot", hard: "A hard bot", other: "A medium bot" }) + " plays for " + d.name + " until they come back",
  "notes.standInAsk": (d: any) => d.byName + " asks for a bot to play for " + d.name + " (" + d.asked + " of " + d.voters + ")",
  "notes.standInAsked": (d: any) => select(d.asker, { host: "The host", other: "The table" }) + " asked " + select(d.level, { easy: "an easy bot", hard: "a hard bot", other: "a medium bot" }) + " to play for " + d.name + " until they come back",
  "notes.timeRanOut": (d: any) => d.name + "'s time ran out; the rules played for them:",
  "notes.webhookOff": (d: any) => d.name + "'s webhook was turned off after " + plural(d.failures, 0, en, { one: number("en", d.failures, 0) + " failed delivery", other: number("en", d.failures, 0) + " failed deliveries" })
} as Record<string, (d: any) => string>;
export default catalog;
