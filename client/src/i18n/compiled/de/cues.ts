// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "blauer Kreis",
  "cues.mark.1": () => "oranges Quadrat",
  "cues.mark.2": () => "rosa Dreieck",
  "cues.mark.3": () => "hellgrüne Raute",
  "cues.seat": (d: any) => "Platz " + d.n + ", " + d.mark
} as Record<string, (d: any) => string>;
export default catalog;
