// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "Live (everyone at the table now)",
  "lobby.pace.liveClock": () => "Time per move (then the rules' default move is played)",
  "lobby.pace.noClock": () => "no clock",
  "lobby.pace.noReserve": () => "none",
  "lobby.pace.problem": (d: any) => "Cannot create: " + d.problem,
  "lobby.pace.reserve": () => "Extra days for the whole game",
  "lobby.pace.seconds": (d: any) => d.n + " s",
  "lobby.pace.title": () => "Pace",
  "lobby.pace.turnBased": () => "Turn-based (play over days)",
  "lobby.pace.turnClock": () => "Time per move (then the rules play the move)"
} as Record<string, (d: any) => string>;
export default catalog;
