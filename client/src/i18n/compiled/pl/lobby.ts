// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "Na żywo (wszyscy teraz przy stole)",
  "lobby.pace.liveClock": () => "Czas na ruch (potem rozgrywany jest domyślny ruch według zasad)",
  "lobby.pace.noClock": () => "bez zegara",
  "lobby.pace.noReserve": () => "brak",
  "lobby.pace.problem": (d: any) => "Nie można utworzyć: " + d.problem,
  "lobby.pace.reserve": () => "Dodatkowe dni na całą grę",
  "lobby.pace.seconds": (d: any) => d.n + " s",
  "lobby.pace.title": () => "Tempo",
  "lobby.pace.turnBased": () => "Turowa (gra przez kilka dni)",
  "lobby.pace.turnClock": () => "Czas na ruch (potem ruch wykonują zasady)"
} as Record<string, (d: any) => string>;
export default catalog;
