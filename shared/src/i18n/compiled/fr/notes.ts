// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => d.name + " est de retour et joue à nouveau",
  "notes.bankStarts": (d: any) => "Le temps de " + d.name + " pour ce coup est écoulé ; sa réserve s'écoule maintenant (il reste " + d.left + ")",
  "notes.hint": (d: any) => d.name + " a demandé ce que ferait un joueur fort",
  "notes.leftGrace": (d: any) => d.name + " a quitté la table ; un bot jouera à sa place dans " + d.seconds + " s, sauf retour d'ici là",
  "notes.moreTime": (d: any) => select(d.times, { "0": "L'hôte a arrêté l'horloge de " + d.name, "1": d.name + " rejoue avec l'horloge de la table", other: "L'hôte a donné à " + d.name + " " + d.times + " fois le temps de la table" }),
  "notes.rematchNo": (d: any) => d.name + " ne rejoue pas",
  "notes.rematchOpened": (d: any) => d.name + " a ouvert la nouvelle table : " + d.code,
  "notes.rematchYes": (d: any) => d.name + " veut rejouer",
  "notes.reserveRanOut": (d: any) => "Le temps et la réserve de " + d.name + " sont écoulés ; les règles ont joué à sa place :",
  "notes.restored": (d: any) => "La partie a été restaurée après " + plural(d.moves, 0, fr, { one: number("fr", d.moves, 0) + " coup", other: number("fr", d.moves, 0) + " coups" }) + " ; chacun reprend sa place en revenant",
  "notes.standIn": (d: any) => select(d.level, { easy: "Un bot facile", hard: "Un bot difficile", other: "Un bot moyen" }) + " joue pour " + d.name + " jusqu'à son retour",
  "notes.standInAsk": (d: any) => d.byName + " demande qu'un bot joue pour " + d.name + " (" + d.asked + " sur " + d.voters + ")",
  "notes.standInAsked": (d: any) => select(d.asker, { host: "L'hôte", other: "La table" }) + " a demandé à " + select(d.level, { easy: "un bot facile", hard: "un bot difficile", other: "un bot moyen" }) + " de jouer pour " + d.name + " jusqu'à son retour",
  "notes.timeRanOut": (d: any) => "Le temps de " + d.name + " est écoulé ; les règles ont joué à sa place :",
  "notes.webhookOff": (d: any) => "Le webhook de " + d.name + " a été désactivé après " + plural(d.failures, 0, fr, { one: number("fr", d.failures, 0) + " échec de livraison", other: number("fr", d.failures, 0) + " échecs de livraison" })
} as Record<string, (d: any) => string>;
export default catalog;
