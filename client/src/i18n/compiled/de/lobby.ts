// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "Echtzeit (alle sitzen jetzt am Tisch)",
  "lobby.pace.liveClock": () => "Zeit pro Zug (danach wird der Standardzug der Regeln gespielt)",
  "lobby.pace.noClock": () => "ohne Uhr",
  "lobby.pace.noReserve": () => "keine",
  "lobby.pace.problem": (d: any) => "Erstellen nicht möglich: " + d.problem,
  "lobby.pace.reserve": () => "Zusätzliche Tage für das ganze Spiel",
  "lobby.pace.seconds": (d: any) => d.n + " s",
  "lobby.pace.title": () => "Tempo",
  "lobby.pace.turnBased": () => "Rundenbasiert (über Tage spielen)",
  "lobby.pace.turnClock": () => "Zeit pro Zug (danach spielen die Regeln den Zug)"
} as Record<string, (d: any) => string>;
export default catalog;
