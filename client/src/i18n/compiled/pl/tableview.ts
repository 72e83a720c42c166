// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "Pasujące ruchy",
  "tableview.command.hint": () => "Wpisz ruch i naciśnij Enter albo wpisz „gdzie jest” i nazwę. Skróty: / tutaj, t do stołu.",
  "tableview.command.label": () => "Polecenie",
  "tableview.command.matches": (d: any) => plural(d.n, 0, pl, { "0": "Żaden ruch nie pasuje do „" + d.text + "”.", one: "Pasuje jeden ruch: " + d.move + ".", few: "Pasują " + number("pl", d.n, 0) + " ruchy: wybierz jeden strzałkami.", many: "Pasuje " + number("pl", d.n, 0) + " ruchów: wybierz jeden strzałkami.", other: "Pasuje " + number("pl", d.n, 0) + " ruchu: wybierz jeden strzałkami." }),
  "tableview.command.where": () => "gdzie jest|gdzie|where is|where",
  "tableview.held": () => "Nie wysłano: twój ostatni ruch wciąż czeka na odpowiedź. Spróbuj za chwilę.",
  "tableview.menu": (d: any) => "Ruchy dla: " + d.place,
  "tableview.menuClose": () => "Zamknij",
  "tableview.moves": () => "Twoje ruchy",
  "tableview.movesCount": (d: any) => plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " ruch", few: number("pl", d.n, 0) + " ruchy", many: number("pl", d.n, 0) + " ruchów", other: number("pl", d.n, 0) + " ruchu" }),
  "tableview.movesNone": () => "Teraz nie masz żadnego ruchu.",
  "tableview.refused": (d: any) => "Odrzucono: " + d.reason,
  "tableview.region": () => "Stół w słowach",
  "tableview.where.found": (d: any) => d.what + ": " + d.places + ".",
  "tableview.where.none": (d: any) => "Nic na stole nie nazywa się „" + d.what + "”.",
  "tableview.zoo.boxes": (d: any) => "Pole Finansowania: " + d.coins + ". Pole Wydobycia: " + d.ore + ".",
  "tableview.zoo.buy": (d: any) => "Kup: " + d.card + " z pozycji " + d.position + " (" + d.cost + ")",
  "tableview.zoo.card": (d: any) => d.card + ": " + select(d.state, { hand: "w twojej ręce", locked: "zablokowana", chosen: "wybrana", played: "zagrana", other: "" }),
  "tableview.zoo.choose": (d: any) => "Wybierz: " + d.card,
  "tableview.zoo.deck": (d: any) => "Talia planet: zostało " + d.n,
  "tableview.zoo.market": (d: any) => "Rynek " + d.market + ": " + d.n,
  "tableview.zoo.phases": () => "Runda i pola",
  "tableview.zoo.pile": (d: any) => "Stos: " + plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " karta", few: number("pl", d.n, 0) + " karty", many: number("pl", d.n, 0) + " kart", other: number("pl", d.n, 0) + " karty" }),
  "tableview.zoo.place": (d: any) => "Postaw obozy na: " + d.planets,
  "tableview.zoo.planet": (d: any) => d.planet + ": " + d.animal + ", zostało " + d.tokens + " z " + d.herd + d.abilities + ". " + d.camps,
  "tableview.zoo.player": (d: any) => d.name + ": " + d.coins + ", " + d.ore + ", " + d.vp + "; " + d.camps + "; " + d.research + d.locked + d.played,
  "tableview.zoo.sell": (d: any) => "Sprzedaj: " + d.animal + " z " + d.planet,
  "tableview.zoo.token": (d: any) => "Znacznik pierwszego gracza: " + select(d.holder, { box: "na polu Finansowania", other: d.holder }),
  "tableview.zoo.track": (d: any) => "Pozycja " + d.position + ", " + d.cost + ": " + d.card,
  "tableview.zoo.trackEmpty": (d: any) => "Pozycja " + d.position + ", " + d.cost + ": pusta",
  "tableview.zoo.trade": (d: any) => "Szlak handlowy do: " + d.planet,
  "tableview.zoo.turn": (d: any) => "Runda " + d.n + ": " + d.phase
} as Record<string, (d: any) => string>;
export default catalog;
