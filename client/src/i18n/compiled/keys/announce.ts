// Compiled by `npm run i18n` from the catalogs: do not edit.
export type AnnounceKey =
  | "announce.burst.lines"
  | "announce.burst.moves"
  | "announce.clock.hours"
  | "announce.clock.minutes"
  | "announce.clock.seconds"
  | "announce.end"
  | "announce.refused"
  | "announce.turn.waiting"
  | "announce.turn.yours";
