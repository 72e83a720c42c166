// Compiled by `npm run i18n` from the catalogs: do not edit.
export type CuesKey =
  | "cues.mark.0"
  | "cues.mark.1"
  | "cues.mark.2"
  | "cues.mark.3"
  | "cues.seat";
