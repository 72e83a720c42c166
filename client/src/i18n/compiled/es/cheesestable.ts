// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => "Construir " + d.module + " en (" + d.x + "," + d.y + ") por " + number("es", d.price, 0) + " $",
  "cheesestable.action.dairy": (d: any) => "Lechería: producir " + d.amounts,
  "cheesestable.action.energy": (d: any) => select(d.none, { yes: "Mantener todos los módulos con energía", other: "Apagar: " + d.modules }),
  "cheesestable.action.gift": (d: any) => "Vender " + plural(d.n, 0, es, { one: number("es", d.n, 0) + " caja de regalo", other: number("es", d.n, 0) + " cajas de regalo" }) + " por " + number("es", d.earned, 0) + " $",
  "cheesestable.action.move": (d: any) => "Mover tu " + d.module + " de (" + d.fx + "," + d.fy + ") a (" + d.x + "," + d.y + ") por " + number("es", d.price, 0) + " $",
  "cheesestable.action.other": (d: any) => d.type,
  "cheesestable.action.pass": (d: any) => select(d.step, { move: "Terminar de mover", build: "Terminar de construir", law: "No demandar a nadie", other: "Hecho" }),
  "cheesestable.action.sell": (d: any) => select(d.none, { yes: "No vender nada", other: "Vender " + d.amounts + " por " + number("es", d.earned, 0) + " $" }),
  "cheesestable.action.sue": (d: any) => "Demandar a " + d.name + " (" + number("es", d.money, 0) + " $)",
  "cheesestable.colony": (d: any) => select(d.mine, { yes: "Tu colonia", other: "Colonia de " + d.name }),
  "cheesestable.column": (d: any) => "x " + number("es", d.x, 0) + select(d.square, { yes: " y " + number("es", d.sx, 0), other: "" }),
  "cheesestable.game": () => "Turno y mercado",
  "cheesestable.gap": (d: any) => "(" + d.x + "," + d.y + "): no hay casilla, entre las dos hojas del mapa",
  "cheesestable.map": () => "Mapa: octógonos en x e y pares, cuadrados en x e y impares entre ellos",
  "cheesestable.mine": () => "Tu elección",
  "cheesestable.noPrices": () => "Los precios del mercado se tiran en el paso de mercado",
  "cheesestable.place.empty": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.kind, { octagon: "octógono vacío", other: "cuadrado vacío" }) + select(d.feature, { fault: ", línea de falla", lush: ", pasto exuberante", other: "" }),
  "cheesestable.place.module": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.mine, { yes: "tu " + d.module, other: d.module + " de " + d.owner }) + select(d.sick, { yes: ", enfermo", other: "" }) + select(d.short, { yes: ", sin energía este turno", other: "" }) + " (" + select(d.kind, { octagon: "octógono", other: "cuadrado" }) + select(d.feature, { fault: ", línea de falla", lush: ", pasto exuberante", other: "" }) + ")",
  "cheesestable.player": (d: any) => d.name + select(d.you, { yes: " (tú)", other: "" }) + select(d.state, { toAct: ", le toca", deciding: ", decidiendo", chose: ", ha elegido", other: "" }) + ": " + number("es", d.money, 0) + " $, " + plural(d.modules, 0, es, { one: number("es", d.modules, 0) + " módulo", other: number("es", d.modules, 0) + " módulos" }) + "; " + d.counters + "; existencias: " + d.stock,
  "cheesestable.prices": (d: any) => select(d.you, { yes: "Tus precios", other: "Precios de " + d.name }) + ": " + d.prices + "; caja de regalo " + number("es", d.box, 0) + " $",
  "cheesestable.prompt.move": () => "Mover: elige un movimiento de uno de tus módulos, o Hecho",
  "cheesestable.row": (d: any) => "y " + number("es", d.y, 0) + ", " + select(d.kind, { octagon: "octógonos", other: "cuadrados" })
} as Record<string, (d: any) => string>;
export default catalog;
