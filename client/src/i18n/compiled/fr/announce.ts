// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " nouvelle ligne", other: number("fr", d.n, 0) + " nouvelles lignes" }) + " dans le journal ; dernière : " + d.last,
  "announce.burst.moves": (d: any) => d.names + " : " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " coup", other: number("fr", d.n, 0) + " coups" }) + " ; dernier : " + d.last,
  "announce.clock.hours": (d: any) => "Il vous reste " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " heure", other: number("fr", d.n, 0) + " heures" }) + ".",
  "announce.clock.minutes": (d: any) => "Il vous reste " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " minute", other: number("fr", d.n, 0) + " minutes" }) + ".",
  "announce.clock.seconds": (d: any) => "Il vous reste " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " seconde", other: number("fr", d.n, 0) + " secondes" }) + ".",
  "announce.end": (d: any) => "Partie terminée. " + d.result,
  "announce.refused": (d: any) => "Coup refusé : " + d.reason,
  "announce.turn.waiting": (d: any) => "En attente de " + d.names + ".",
  "announce.turn.yours": () => "À vous de jouer."
} as Record<string, (d: any) => string>;
export default catalog;
