// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "Passende Züge",
  "tableview.command.hint": () => "Tippe einen Zug und drücke Enter, oder „wo ist“ und einen Namen. Kürzel: / hierher, t zum Tisch.",
  "tableview.command.label": () => "Befehl",
  "tableview.command.matches": (d: any) => plural(d.n, 0, de, { "0": "Kein Zug passt zu „" + d.text + "“.", one: "Ein Zug passt: " + d.move + ".", other: number("de", d.n, 0) + " Züge passen: wähle einen mit den Pfeiltasten." }),
  "tableview.command.where": () => "wo ist|wo|where is|where",
  "tableview.held": () => "Nicht gesendet: dein letzter Zug wartet noch auf Antwort. Versuche es gleich noch einmal.",
  "tableview.menu": (d: any) => "Züge für " + d.place,
  "tableview.menuClose": () => "Schließen",
  "tableview.moves": () => "Deine Züge",
  "tableview.movesCount": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " Zug", other: number("de", d.n, 0) + " Züge" }),
  "tableview.movesNone": () => "Gerade kein Zug für dich.",
  "tableview.refused": (d: any) => "Abgelehnt: " + d.reason,
  "tableview.region": () => "Tisch in Worten",
  "tableview.where.found": (d: any) => d.what + ": " + d.places + ".",
  "tableview.where.none": (d: any) => "Nichts auf dem Tisch heißt „" + d.what + "“.",
  "tableview.zoo.boxes": (d: any) => "Finanzierungsfeld: " + d.coins + ". Bergbaufeld: " + d.ore + ".",
  "tableview.zoo.buy": (d: any) => d.card + " an Position " + d.position + " kaufen (" + d.cost + ")",
  "tableview.zoo.card": (d: any) => d.card + ": " + select(d.state, { hand: "auf deiner Hand", locked: "gesperrt", chosen: "gewählt", played: "gespielt", other: "" }),
  "tableview.zoo.choose": (d: any) => d.card + " wählen",
  "tableview.zoo.deck": (d: any) => "Planetenstapel: " + d.n + " übrig",
  "tableview.zoo.market": (d: any) => "Markt " + d.market + ": " + d.n,
  "tableview.zoo.phases": () => "Runde und Felder",
  "tableview.zoo.pile": (d: any) => "Stapel: " + plural(d.n, 0, de, { one: number("de", d.n, 0) + " Karte", other: number("de", d.n, 0) + " Karten" }),
  "tableview.zoo.place": (d: any) => "Lager auf " + d.planets + " setzen",
  "tableview.zoo.planet": (d: any) => d.planet + ": " + d.animal + ", " + d.tokens + " von " + d.herd + " übrig" + d.abilities + ". " + d.camps,
  "tableview.zoo.player": (d: any) => d.name + ": " + d.coins + ", " + d.ore + ", " + d.vp + "; " + d.camps + "; " + d.research + d.locked + d.played,
  "tableview.zoo.sell": (d: any) => d.animal + " von " + d.planet + " verkaufen",
  "tableview.zoo.token": (d: any) => "Startspielermarker: " + select(d.holder, { box: "im Finanzierungsfeld", other: d.holder }),
  "tableview.zoo.track": (d: any) => "Position " + d.position + ", " + d.cost + ": " + d.card,
  "tableview.zoo.trackEmpty": (d: any) => "Position " + d.position + ", " + d.cost + ": leer",
  "tableview.zoo.trade": (d: any) => "Handelsroute nach " + d.planet,
  "tableview.zoo.turn": (d: any) => "Runde " + d.n + ": " + d.phase
} as Record<string, (d: any) => string>;
export default catalog;
