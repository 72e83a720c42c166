// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "Moves that match",
  "tableview.command.hint": () => "Type a move and press Enter, or type “where is” and a name. Shortcuts: / here, t to the table.",
  "tableview.command.label": () => "Command",
  "tableview.command.matches": (d: any) => plural(d.n, 0, en, { "0": "No move matches “" + d.text + "”.", one: "One move matches: " + d.move + ".", other: number("en", d.n, 0) + " moves match: choose one with the arrow keys." }),
  "tableview.command.where": () => "where is|where",
  "tableview.held": () => "Not sent: your last move is still waiting for its answer. Try again in a moment.",
  "tableview.menu": (d: any) => "Moves for " + d.place,
  "tableview.menuClose": () => "Close",
  "tableview.moves": () => "Your moves",
  "tableview.movesCount": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " move", other: number("en", d.n, 0) + " moves" }),
  "tableview.movesNone": () => "No move for you right now.",
  "tableview.refused": (d: any) => "Refused: " + d.reason,
  "tableview.region": () => "Table in words",
  "tableview.where.found": (d: any) => d.what + ": " + d.places + ".",
  "tableview.where.none": (d: any) => "Nothing on the table is called “" + d.what + "”.",
  "tableview.zoo.boxes": (d: any) => "Funding box: " + d.coins + ". Mining box: " + d.ore + ".",
  "tableview.zoo.buy": (d: any) => "Buy " + d.card + " at position " + d.position + " (" + d.cost + ")",
  "tableview.zoo.card": (d: any) => d.card + ": " + select(d.state, { hand: "in your hand", locked: "locked", chosen: "chosen", played: "played", other: "" }),
  "tableview.zoo.choose": (d: any) => "Choose " + d.card,
  "tableview.zoo.deck": (d: any) => "Planet deck: " + d.n + " left",
  "tableview.zoo.market": (d: any) => d.market + " market: " + d.n,
  "tableview.zoo.phases": () => "Turn and boxes",
  "tableview.zoo.pile": (d: any) => "Pile: " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " card", other: number("en", d.n, 0) + " cards" }),
  "tableview.zoo.place": (d: any) => "Place camps on " + d.planets,
  "tableview.zoo.planet": (d: any) => d.planet + ": " + d.animal + ", " + d.tokens + " of " + d.herd + " left" + d.abilities + ". " + d.camps,
  "tableview.zoo.player": (d: any) => d.name + ": " + d.coins + ", " + d.ore + ", " + d.vp + "; " + d.camps + "; " + d.research + d.locked + d.played,
  "tableview.zoo.sell": (d: any) => "Sell " + d.animal + " from " + d.planet,
  "tableview.zoo.token": (d: any) => "1st player token: " + select(d.holder, { box: "in the Funding box", other: d.holder }),
  "tableview.zoo.track": (d: any) => "Position " + d.position + ", " + d.cost + ": " + d.card,
  "tableview.zoo.trackEmpty": (d: any) => "Position " + d.position + ", " + d.cost + ": empty",
  "tableview.zoo.trade": (d: any) => "Trade route to " + d.planet,
  "tableview.zoo.turn": (d: any) => "Turn " + d.n + ": " + d.phase
} as Record<string, (d: any) => string>;
export default catalog;
