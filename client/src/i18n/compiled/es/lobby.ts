// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "En vivo (todos en la mesa ahora)",
  "lobby.pace.liveClock": () => "Tiempo por jugada (después se juega la jugada por defecto de las reglas)",
  "lobby.pace.noClock": () => "sin reloj",
  "lobby.pace.noReserve": () => "ninguna",
  "lobby.pace.problem": (d: any) => "No se puede crear: " + d.problem,
  "lobby.pace.reserve": () => "Días extra para toda la partida",
  "lobby.pace.seconds": (d: any) => d.n + " s",
  "lobby.pace.title": () => "Ritmo",
  "lobby.pace.turnBased": () => "Por turnos (jugar a lo largo de días)",
  "lobby.pace.turnClock": () => "Tiempo por jugada (después las reglas hacen la jugada)"
} as Record<string, (d: any) => string>;
export default catalog;
