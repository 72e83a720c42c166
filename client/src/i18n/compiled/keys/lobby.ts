// Compiled by `npm run i18n` from the catalogs: do not edit.
export type LobbyKey =
  | "lobby.pace.live"
  | "lobby.pace.liveClock"
  | "lobby.pace.noClock"
  | "lobby.pace.noReserve"
  | "lobby.pace.problem"
  | "lobby.pace.reserve"
  | "lobby.pace.seconds"
  | "lobby.pace.title"
  | "lobby.pace.turnBased"
  | "lobby.pace.turnClock";
