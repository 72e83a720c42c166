// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "lobby.pace.live": () => "[Ľívé (évéřýöñé áŧ ŧhé ŧábľé ñöw) ~~~~~~~~~~~~~]",
  "lobby.pace.liveClock": () => "[Ŧímé péř mövé (ŧhéñ ŧhé řûľéš' đéfáûľŧ mövé íš pľáýéđ) ~~~~~~~~~~~~~~~~~~~~~~]",
  "lobby.pace.noClock": () => "[ñö çľöçk ~~~~]",
  "lobby.pace.noReserve": () => "[ñöñé ~~]",
  "lobby.pace.problem": (d: any) => "[Çáññöŧ çřéáŧé: " + d.problem + " ~~~~~~]",
  "lobby.pace.reserve": () => "[Éxŧřá đáýš föř ŧhé whöľé ğámé ~~~~~~~~~~~~]",
  "lobby.pace.seconds": (d: any) => "[" + d.n + " š ~]",
  "lobby.pace.title": () => "[Páçé ~~]",
  "lobby.pace.turnBased": () => "[Ŧûřñ-bášéđ (pľáý övéř đáýš) ~~~~~~~~~~~]",
  "lobby.pace.turnClock": () => "[Ŧímé péř mövé (ŧhéñ ŧhé řûľéš pľáý ŧhé mövé) ~~~~~~~~~~~~~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
