// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "announce.burst.lines": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " ñéw ľíñé", other: number("en", d.n, 0) + " ñéw ľíñéš" }) + " íñ ŧhé ľöğ; ľášŧ: " + d.last + " ~~~~~~~~~~~~~~~~]",
  "announce.burst.moves": (d: any) => "[" + d.names + " máđé " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " mövé", other: number("en", d.n, 0) + " mövéš" }) + "; ľášŧ: " + d.last + " ~~~~~~~~~~]",
  "announce.clock.hours": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " höûř", other: number("en", d.n, 0) + " höûřš" }) + " ľéfŧ öñ ýöûř çľöçk. ~~~~~~~~~~~~~]",
  "announce.clock.minutes": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " míñûŧé", other: number("en", d.n, 0) + " míñûŧéš" }) + " ľéfŧ öñ ýöûř çľöçk. ~~~~~~~~~~~~~~]",
  "announce.clock.seconds": (d: any) => "[" + plural(d.n, 0, en, { one: number("en", d.n, 0) + " šéçöñđ", other: number("en", d.n, 0) + " šéçöñđš" }) + " ľéfŧ öñ ýöûř çľöçk. ~~~~~~~~~~~~~~]",
  "announce.end": (d: any) => "[Ğámé övéř. " + d.result + " ~~~~~]",
  "announce.refused": (d: any) => "[Mövé řéfûšéđ: " + d.reason + " ~~~~~~]",
  "announce.turn.waiting": (d: any) => "[Wáíŧíñğ föř " + d.names + ". ~~~~~~]",
  "announce.turn.yours": () => "[Ýöûř ŧûřñ. ~~~~]"
} as Record<string, (d: any) => string>;
export default catalog;
