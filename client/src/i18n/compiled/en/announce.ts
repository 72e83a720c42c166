// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " new line", other: number("en", d.n, 0) + " new lines" }) + " in the log; last: " + d.last,
  "announce.burst.moves": (d: any) => d.names + " made " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " move", other: number("en", d.n, 0) + " moves" }) + "; last: " + d.last,
  "announce.clock.hours": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " hour", other: number("en", d.n, 0) + " hours" }) + " left on your clock.",
  "announce.clock.minutes": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " minute", other: number("en", d.n, 0) + " minutes" }) + " left on your clock.",
  "announce.clock.seconds": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " second", other: number("en", d.n, 0) + " seconds" }) + " left on your clock.",
  "announce.end": (d: any) => "Game over. " + d.result,
  "announce.refused": (d: any) => "Move refused: " + d.reason,
  "announce.turn.waiting": (d: any) => "Waiting for " + d.names + ".",
  "announce.turn.yours": () => "Your turn."
} as Record<string, (d: any) => string>;
export default catalog;
