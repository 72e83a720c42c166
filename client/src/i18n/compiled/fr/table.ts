// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "un bot jouera pour " + d.name + " dans " + d.time,
  "table.away.takingOver": (d: any) => "un bot prend le relais de " + d.name,
  "table.menu.settings": () => "Réglages",
  "table.pace.turnBased": (d: any) => "Tour par tour : " + d.move + " par coup",
  "table.pace.turnBasedReserve": (d: any) => "Tour par tour : " + d.move + " par coup, " + d.reserve + " chacun",
  "table.players.clockBar": () => "temps restant pour ce coup",
  "table.players.title": () => "Joueurs",
  "table.rules.failed": (d: any) => "Impossible de charger les règles : " + d.error,
  "table.rules.loading": () => "Chargement…",
  "table.rules.missing": () => "Aucun texte de règles n'est fourni pour ce jeu.",
  "table.rules.title": (d: any) => "Règles de " + d.game,
  "table.sound.off": () => "♪ Son coupé",
  "table.sound.offHint": () => "Cliquez pour entendre un carillon quand c’est à vous",
  "table.sound.on": () => "♪ Son activé",
  "table.sound.onHint": () => "Un carillon retentit quand c’est à vous ; cliquez pour le couper",
  "table.spectators": (d: any) => plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " spectateur", other: number("fr", d.n, 0) + " spectateurs" }),
  "table.standIn.ask": () => "demander à un bot de jouer",
  "table.standIn.askFor": (d: any) => "demander à un bot de jouer pour " + d.name,
  "table.time.barLeft": (d: any) => "temps restant " + d.time,
  "table.time.days": (d: any) => d.days + " j",
  "table.time.daysHours": (d: any) => d.days + " j " + d.hours + " h",
  "table.time.hours": (d: any) => d.hours + " h",
  "table.time.hoursMinutes": (d: any) => d.hours + " h " + d.mins + " min",
  "table.time.left": (d: any) => "encore " + d.span,
  "table.time.length": (d: any) => select(d.unit, { day: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " jour", other: number("fr", d.n, 0) + " jours" }), hour: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " heure", other: number("fr", d.n, 0) + " heures" }), minute: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " minute", other: number("fr", d.n, 0) + " minutes" }), other: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " seconde", other: number("fr", d.n, 0) + " secondes" }) }),
  "table.time.lengthExtra": (d: any) => select(d.unit, { day: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " jour supplémentaire", other: number("fr", d.n, 0) + " jours supplémentaires" }), hour: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " heure supplémentaire", other: number("fr", d.n, 0) + " heures supplémentaires" }), minute: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " minute supplémentaire", other: number("fr", d.n, 0) + " minutes supplémentaires" }), other: plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " seconde supplémentaire", other: number("fr", d.n, 0) + " secondes supplémentaires" }) }),
  "table.time.minutes": (d: any) => d.mins + " min",
  "table.time.noReserve": () => "plus de réserve",
  "table.time.reserve": (d: any) => "réserve " + d.span,
  "table.time.underAMinute": () => "moins d’une minute",
  "table.time.up": () => "temps écoulé"
} as Record<string, (d: any) => string>;
export default catalog;
