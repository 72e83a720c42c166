// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "Jugadas que coinciden",
  "tableview.command.hint": () => "Escribe una jugada y pulsa Intro, o «dónde está» y un nombre. Atajos: / aquí, t a la mesa.",
  "tableview.command.label": () => "Orden",
  "tableview.command.matches": (d: any) => plural(d.n, 0, es, { "0": "Ninguna jugada coincide con «" + d.text + "».", one: "Una jugada coincide: " + d.move + ".", other: number("es", d.n, 0) + " jugadas coinciden: elige una con las flechas." }),
  "tableview.command.where": () => "dónde está|donde esta|dónde|donde|where is|where",
  "tableview.held": () => "No enviada: tu última jugada aún espera respuesta. Vuelve a intentarlo en un momento.",
  "tableview.menu": (d: any) => "Jugadas para " + d.place,
  "tableview.menuClose": () => "Cerrar",
  "tableview.moves": () => "Tus jugadas",
  "tableview.movesCount": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " jugada", other: number("es", d.n, 0) + " jugadas" }),
  "tableview.movesNone": () => "Ahora no tienes ninguna jugada.",
  "tableview.refused": (d: any) => "Rechazada: " + d.reason,
  "tableview.region": () => "La mesa en palabras",
  "tableview.where.found": (d: any) => d.what + ": " + d.places + ".",
  "tableview.where.none": (d: any) => "Nada en la mesa se llama «" + d.what + "».",
  "tableview.zoo.boxes": (d: any) => "Casilla de Financiación: " + d.coins + ". Casilla de Minería: " + d.ore + ".",
  "tableview.zoo.buy": (d: any) => "Comprar " + d.card + " en la posición " + d.position + " (" + d.cost + ")",
  "tableview.zoo.card": (d: any) => d.card + ": " + select(d.state, { hand: "en tu mano", locked: "bloqueada", chosen: "elegida", played: "jugada", other: "" }),
  "tableview.zoo.choose": (d: any) => "Elegir " + d.card,
  "tableview.zoo.deck": (d: any) => "Mazo de planetas: quedan " + d.n,
  "tableview.zoo.market": (d: any) => "Mercado " + d.market + ": " + d.n,
  "tableview.zoo.phases": () => "Ronda y casillas",
  "tableview.zoo.pile": (d: any) => "Mazo: " + plural(d.n, 0, es, { one: number("es", d.n, 0) + " carta", other: number("es", d.n, 0) + " cartas" }),
  "tableview.zoo.place": (d: any) => "Poner campamentos en " + d.planets,
  "tableview.zoo.planet": (d: any) => d.planet + ": " + d.animal + ", quedan " + d.tokens + " de " + d.herd + d.abilities + ". " + d.camps,
  "tableview.zoo.player": (d: any) => d.name + ": " + d.coins + ", " + d.ore + ", " + d.vp + "; " + d.camps + "; " + d.research + d.locked + d.played,
  "tableview.zoo.sell": (d: any) => "Vender " + d.animal + " de " + d.planet,
  "tableview.zoo.token": (d: any) => "Ficha de jugador inicial: " + select(d.holder, { box: "en la casilla de Financiación", other: d.holder }),
  "tableview.zoo.track": (d: any) => "Posición " + d.position + ", " + d.cost + ": " + d.card,
  "tableview.zoo.trackEmpty": (d: any) => "Posición " + d.position + ", " + d.cost + ": vacía",
  "tableview.zoo.trade": (d: any) => "Ruta comercial a " + d.planet,
  "tableview.zoo.turn": (d: any) => "Ronda " + d.n + ": " + d.phase
} as Record<string, (d: any) => string>;
export default catalog;
