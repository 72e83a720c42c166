// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "niebieskie koło",
  "cues.mark.1": () => "pomarańczowy kwadrat",
  "cues.mark.2": () => "różowy trójkąt",
  "cues.mark.3": () => "jasnozielony romb",
  "cues.seat": (d: any) => "miejsce " + d.n + ", " + d.mark
} as Record<string, (d: any) => string>;
export default catalog;
