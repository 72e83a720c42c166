// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "[bľûé çířçľé ~~~~~]",
  "cues.mark.1": () => "[öřáñğé šqûářé ~~~~~~]",
  "cues.mark.2": () => "[píñk ŧříáñğľé ~~~~~~]",
  "cues.mark.3": () => "[ľímé-ğřééñ đíámöñđ ~~~~~~~~]",
  "cues.seat": (d: any) => "[šéáŧ " + d.n + ", " + d.mark + " ~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
