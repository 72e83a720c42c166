// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "cercle bleu",
  "cues.mark.1": () => "carré orange",
  "cues.mark.2": () => "triangle rose",
  "cues.mark.3": () => "losange vert clair",
  "cues.seat": (d: any) => "place " + d.n + ", " + d.mark
} as Record<string, (d: any) => string>;
export default catalog;
