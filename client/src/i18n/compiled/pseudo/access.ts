// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => "[" + d.game + " böářđ, đřáwñ; ŧhé šámé ŧábľé íñ wöřđš föľľöwš íŧ ~~~~~~~~~~~~~~~~~~~~]",
  "access.canvas.replay": (d: any) => "[" + d.game + " böářđ áŧ ŧhíš šŧép, đřáwñ; ŧhé ľöğ béšíđé íŧ šáýš éáçh šŧép íñ wöřđš ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "access.highContrast": () => "[Híğh çöñŧřášŧ ~~~~~~]",
  "access.highContrastHint": () => "[Šŧřöñğéř çöľöûřš föř ŧéxŧ, bûŧŧöñš áñđ ŧhé föçûš říñğ (ŧhé böářđ'š píçŧûřé šŧáýš áš íŧ íš). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "access.logMineHint": () => "[Ŧhé ľöğ šhöwš öñľý ŧhé ľíñéš ŧháŧ ñámé ýöû. ~~~~~~~~~~~~~~~~~~]",
  "access.motion": () => "[Áñímáŧíöñš áñđ mövéméñŧ ~~~~~~~~~~]",
  "access.motionHint": () => "[Öff: píéçéš đö ñöŧ ğľíđé öř pûľšé (řéđûçéđ möŧíöñ). Áľšö öff whéñévéř ýöûř šýšŧém áškš föř řéđûçéđ möŧíöñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "access.roomLink": () => "[Ľíñk ŧö ŧhíš řööm ~~~~~~~]",
  "access.shortcuts": () => "[Šíñğľé-kéý šhöřŧçûŧš ~~~~~~~~]",
  "access.shortcutsHint": () => "[Kéýš šûçh áš / áñđ ŧ áçŧ áľöñé íñ ŧhé ŧábľé víéw. Ŧûřñ ŧhém öff íf ýöû ûšé špééçh íñpûŧ öř ŧhéý ğéŧ íñ ýöûř wáý. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "access.soundHint": () => "[Á šhöřŧ çhímé whéñ á đéçíšíöñ béçöméš ýöûřš. ~~~~~~~~~~~~~~~~~~]",
  "access.title": () => "[Áççéššíbíľíŧý ~~~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
