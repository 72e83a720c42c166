// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "cues.mark.0": () => "círculo azul",
  "cues.mark.1": () => "cuadrado naranja",
  "cues.mark.2": () => "triángulo rosa",
  "cues.mark.3": () => "rombo verde lima",
  "cues.seat": (d: any) => "asiento " + d.n + ", " + d.mark
} as Record<string, (d: any) => string>;
export default catalog;
