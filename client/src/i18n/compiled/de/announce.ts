// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " neue Zeile", other: number("de", d.n, 0) + " neue Zeilen" }) + " im Protokoll; zuletzt: " + d.last,
  "announce.burst.moves": (d: any) => d.names + ": " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Zug", other: number("de", d.n, 0) + " Züge" }) + "; zuletzt: " + d.last,
  "announce.clock.hours": (d: any) => "Noch " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Stunde", other: number("de", d.n, 0) + " Stunden" }) + " auf deiner Uhr.",
  "announce.clock.minutes": (d: any) => "Noch " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Minute", other: number("de", d.n, 0) + " Minuten" }) + " auf deiner Uhr.",
  "announce.clock.seconds": (d: any) => "Noch " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Sekunde", other: number("de", d.n, 0) + " Sekunden" }) + " auf deiner Uhr.",
  "announce.end": (d: any) => "Spiel vorbei. " + d.result,
  "announce.refused": (d: any) => "Zug abgelehnt: " + d.reason,
  "announce.turn.waiting": (d: any) => "Warten auf " + d.names + ".",
  "announce.turn.yours": () => "Du bist am Zug."
} as Record<string, (d: any) => string>;
export default catalog;
