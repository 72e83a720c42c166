// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "Temps réel (tout le monde à table maintenant)",
  "lobby.pace.liveClock": () => "Temps par coup (ensuite, le coup par défaut des règles est joué)",
  "lobby.pace.noClock": () => "sans horloge",
  "lobby.pace.noReserve": () => "aucune",
  "lobby.pace.problem": (d: any) => "Création impossible : " + d.problem,
  "lobby.pace.reserve": () => "Jours supplémentaires pour toute la partie",
  "lobby.pace.seconds": (d: any) => d.n + " s",
  "lobby.pace.title": () => "Rythme",
  "lobby.pace.turnBased": () => "Tour par tour (jouer sur plusieurs jours)",
  "lobby.pace.turnClock": () => "Temps par coup (ensuite, les règles jouent le coup)"
} as Record<string, (d: any) => string>;
export default catalog;
