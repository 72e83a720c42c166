// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "blue circle",
  "cues.mark.1": () => "orange square",
  "cues.mark.2": () => "pink triangle",
  "cues.mark.3": () => "lime-green diamond",
  "cues.seat": (d: any) => "seat " + d.n + ", " + d.mark
} as Record<string, (d: any) => string>;
export default catalog;
