// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "[á böŧ pľáýš föř " + d.name + " íñ " + d.time + " ~~~~~~~~]",
  "table.away.takingOver": (d: any) => "[á böŧ íš ŧákíñğ övéř föř " + d.name + " ~~~~~~~~~~]",
  "table.menu.settings": () => "[Šéŧŧíñğš ~~~~]",
  "table.pace.turnBased": (d: any) => "[Ŧûřñ-bášéđ: " + d.move + " á mövé ~~~~~~~~]",
  "table.pace.turnBasedReserve": (d: any) => "[Ŧûřñ-bášéđ: " + d.move + " á mövé, " + d.reserve + " éáçh ~~~~~~~~~~~]",
  "table.players.clockBar": () => "[ŧímé ľéfŧ föř ŧhíš mövé ~~~~~~~~~~]",
  "table.players.title": () => "[Pľáýéřš ~~~]",
  "table.rules.failed": (d: any) => "[Çöûľđ ñöŧ ľöáđ ŧhé řûľéš: " + d.error + " ~~~~~~~~~~~]",
  "table.rules.loading": () => "[Ľöáđíñğ… ~~~~]",
  "table.rules.missing": () => "[Ñö řûľéš ŧéxŧ íš bûñđľéđ föř ŧhíš ğámé. ~~~~~~~~~~~~~~~~]",
  "table.rules.title": (d: any) => "[Řûľéš öf " + d.game + " ~~~~]",
  "table.sound.off": () => "[♪ Šöûñđ öff ~~~~~]",
  "table.sound.offHint": () => "[Çľíçk ŧö héář á çhímé whéñ íŧ íš ýöûř ŧûřñ ~~~~~~~~~~~~~~~~~]",
  "table.sound.on": () => "[♪ Šöûñđ öñ ~~~~]",
  "table.sound.onHint": () => "[Á çhímé pľáýš whéñ íŧ íš ýöûř ŧûřñ; çľíçk ŧö ŧûřñ íŧ öff ~~~~~~~~~~~~~~~~~~~~~~~]",
  "table.spectators": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " wáŧçhíñğ", other: number("en", d.n, 0) + " wáŧçhíñğ" }) + " ~~~~~~~~]",
  "table.standIn.ask": () => "[ášk á böŧ ŧö pľáý ~~~~~~~]",
  "table.standIn.askFor": (d: any) => "[ášk á böŧ ŧö pľáý föř " + d.name + " ~~~~~~~~~]",
  "table.time.barLeft": (d: any) => "[ŧímé ľéfŧ " + d.time + " ~~~~]",
  "table.time.days": (d: any) => "[" + d.days + " đ ~]",
  "table.time.daysHours": (d: any) => "[" + d.days + " đ " + d.hours + " h ~~]",
  "table.time.hours": (d: any) => "[" + d.hours + " h ~]",
  "table.time.hoursMinutes": (d: any) => "[" + d.hours + " h " + d.mins + " míñ ~~~]",
  "table.time.left": (d: any) => "[" + d.span + " ľéfŧ ~~]",
  "table.time.length": (d: any) => "[" + select(d.unit, { day: plural(d.n, 0, en, { one: number("en", d.n, 0) + " đáý", other: number("en", d.n, 0) + " đáýš" }), hour: plural(d.n, 0, en, { one: number("en", d.n, 0) + " höûř", other: number("en", d.n, 0) + " höûřš" }), minute: plural(d.n, 0, en, { one: number("en", d.n, 0) + " míñûŧé", other: number("en", d.n, 0) + " míñûŧéš" }), other: plural(d.n, 0, en, { one: number("en", d.n, 0) + " šéçöñđ", other: number("en", d.n, 0) + " šéçöñđš" }) }) + " ~~~~~~~~~~~~~~~~~~~~]",
  "table.time.lengthExtra": (d: any) => "[" + select(d.unit, { day: plural(d.n, 0, en, { one: number("en", d.n, 0) + " éxŧřá đáý", other: number("en", d.n, 0) + " éxŧřá đáýš" }), hour: plural(d.n, 0, en, { one: number("en", d.n, 0) + " éxŧřá höûř", other: number("en", d.n, 0) + " éxŧřá höûřš" }), minute: plural(d.n, 0, en, { one: number("en", d.n, 0) + " éxŧřá míñûŧé", other: number("en", d.n, 0) + " éxŧřá míñûŧéš" }), other: plural(d.n, 0, en, { one: number("en", d.n, 0) + " éxŧřá šéçöñđ", other: number("en", d.n, 0) + " éxŧřá šéçöñđš" }) }) + " ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  "table.time.minutes": (d: any) => "[" + d.mins + " míñ ~~]",
  "table.time.noReserve": () => "[ñö řéšéřvé ľéfŧ ~~~~~~]",
  "table.time.reserve": (d: any) => "[řéšéřvé " + d.span + " ~~~~]",
  "table.time.underAMinute": () => "[ľéšš ŧháñ á míñûŧé ~~~~~~~~]",
  "table.time.up": () => "[ŧímé íš ûp ~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
