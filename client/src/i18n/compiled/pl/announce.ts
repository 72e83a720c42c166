// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " nowa linia", few: number("pl", d.n, 0) + " nowe linie", many: number("pl", d.n, 0) + " nowych linii", other: number("pl", d.n, 0) + " nowej linii" }) + " w dzienniku; ostatnia: " + d.last,
  "announce.burst.moves": (d: any) => d.names + ": " + plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " ruch", few: number("pl", d.n, 0) + " ruchy", many: number("pl", d.n, 0) + " ruchów", other: number("pl", d.n, 0) + " ruchu" }) + "; ostatni: " + d.last,
  "announce.clock.hours": (d: any) => "Na twoim zegarze " + plural(d.n, 0, pl, { one: "została " + number("pl", d.n, 0) + " godzina", few: "zostały " + number("pl", d.n, 0) + " godziny", many: "zostało " + number("pl", d.n, 0) + " godzin", other: "zostało " + number("pl", d.n, 0) + " godziny" }) + ".",
  "announce.clock.minutes": (d: any) => "Na twoim zegarze " + plural(d.n, 0, pl, { one: "została " + number("pl", d.n, 0) + " minuta", few: "zostały " + number("pl", d.n, 0) + " minuty", many: "zostało " + number("pl", d.n, 0) + " minut", other: "zostało " + number("pl", d.n, 0) + " minuty" }) + ".",
  "announce.clock.seconds": (d: any) => "Na twoim zegarze " + plural(d.n, 0, pl, { one: "została " + number("pl", d.n, 0) + " sekunda", few: "zostały " + number("pl", d.n, 0) + " sekundy", many: "zostało " + number("pl", d.n, 0) + " sekund", other: "zostało " + number("pl", d.n, 0) + " sekundy" }) + ".",
  "announce.end": (d: any) => "Koniec gry. " + d.result,
  "announce.refused": (d: any) => "Ruch odrzucony: " + d.reason,
  "announce.turn.waiting": (d: any) => "Czekamy na: " + d.names + ".",
  "announce.turn.yours": () => "Twój ruch."
} as Record<string, (d: any) => string>;
export default catalog;
