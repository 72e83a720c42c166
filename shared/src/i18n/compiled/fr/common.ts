// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " jour", other: number("fr", d.n, 0) + " jours" }),
  "common.duration.days": (d: any) => d.days + " j",
  "common.duration.daysHours": (d: any) => d.days + " j " + d.hours + " h",
  "common.duration.hours": (d: any) => d.hours + " h",
  "common.duration.hoursMinutes": (d: any) => d.hours + " h " + d.minutes + " min",
  "common.duration.minutes": (d: any) => d.minutes + " min",
  "common.duration.underMinute": () => "moins d'une minute",
  "common.gameBegins": (d: any) => "La partie commence avec " + d.names,
  "common.log.earlier": () => "Afficher les lignes précédentes",
  "common.log.title": () => "Journal",
  "common.refusal.already_asked": () => "Un bot a déjà été demandé pour cette place",
  "common.refusal.bad_message": () => "Le serveur n'a pas compris ce message",
  "common.refusal.bad_push": () => "L'abonnement push de ce navigateur est inutilisable",
  "common.refusal.bad_webhook": () => "Cette adresse de webhook est inutilisable",
  "common.refusal.chat_rate_limited": (d: any) => "Vous écrivez trop vite ; attendez " + plural(d.seconds, 0, fr, { one: number("fr", d.seconds, 0) + " seconde", other: number("fr", d.seconds, 0) + " secondes" }),
  "common.refusal.game_over": () => "La partie est terminée",
  "common.refusal.no_mail": () => "Ce serveur n'envoie pas d'e-mails",
  "common.refusal.no_open_seat": () => "Il n'y a pas de place libre pour un bot ici",
  "common.refusal.no_store": () => "Ce serveur ne conserve aucune partie : il ne peut prévenir personne quand c'est son tour",
  "common.refusal.not_a_bot": () => "Il n'y a pas de bot à cette place",
  "common.refusal.not_accepted": () => "Choisissez vous-même « Rejouer » avant d'ouvrir la nouvelle table",
  "common.refusal.not_away": () => "Le joueur de cette place n'est pas absent, ou peut encore revenir",
  "common.refusal.not_ended": () => "« Rejouer » s'ouvre une fois la partie terminée",
  "common.refusal.not_enough_players": (d: any) => "Ce jeu demande au moins " + plural(d.min, 0, fr, { one: number("fr", d.min, 0) + " joueur", other: number("fr", d.min, 0) + " joueurs" }),
  "common.refusal.not_host": () => "Seul l'hôte peut faire cela",
  "common.refusal.not_in_lobby": () => "La partie a déjà commencé",
  "common.refusal.not_in_room": () => "Seules les personnes présentes dans la salle peuvent discuter",
  "common.refusal.not_playing": () => "Un bot ne peut remplacer quelqu'un que pendant une partie",
  "common.refusal.not_started": () => "La partie n'a pas encore commencé",
  "common.refusal.not_your_turn": () => "La partie ne vous attend pas",
  "common.refusal.rate_limited": () => "Trop de messages ; ralentissez",
  "common.refusal.rematch_failed": () => "La nouvelle table n'a pas pu s'ouvrir",
  "common.refusal.rematch_opened": (d: any) => "La nouvelle table est déjà ouverte : rejoignez-la avec le code " + d.code,
  "common.refusal.server_error": () => "Le serveur n'a pas pu traiter ce message",
  "common.refusal.spectator": () => "Seul un joueur assis à la table peut faire cela",
  "common.refusal.storage_error": () => "Le serveur n'a pas pu l'enregistrer ; rien n'a changé, réessayez",
  "common.refusal.unknown_message": () => "Le serveur ne connaît pas ce message"
} as Record<string, (d: any) => string>;
export default catalog;
