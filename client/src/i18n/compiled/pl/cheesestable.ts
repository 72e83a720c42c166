// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => "Zbuduj: " + d.module + " na polu (" + d.x + "," + d.y + ") za " + number("pl", d.price, 0) + " $",
  "cheesestable.action.dairy": (d: any) => "Mleczarnia: wytwórz " + d.amounts,
  "cheesestable.action.energy": (d: any) => select(d.none, { yes: "Zasil wszystkie moduły", other: "Wyłącz: " + d.modules }),
  "cheesestable.action.gift": (d: any) => "Sprzedaj " + plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " paczkę prezentową", few: number("pl", d.n, 0) + " paczki prezentowe", many: number("pl", d.n, 0) + " paczek prezentowych", other: number("pl", d.n, 0) + " paczki prezentowej" }) + " za " + number("pl", d.earned, 0) + " $",
  "cheesestable.action.move": (d: any) => "Przenieś: " + d.module + " z (" + d.fx + "," + d.fy + ") na (" + d.x + "," + d.y + ") za " + number("pl", d.price, 0) + " $",
  "cheesestable.action.other": (d: any) => d.type,
  "cheesestable.action.pass": (d: any) => select(d.step, { move: "Koniec przenoszenia", build: "Koniec budowy", law: "Nikogo nie pozywaj", other: "Gotowe" }),
  "cheesestable.action.sell": (d: any) => select(d.none, { yes: "Nic nie sprzedawaj", other: "Sprzedaj " + d.amounts + " za " + number("pl", d.earned, 0) + " $" }),
  "cheesestable.action.sue": (d: any) => "Pozwij gracza " + d.name + " (" + number("pl", d.money, 0) + " $)",
  "cheesestable.colony": (d: any) => select(d.mine, { yes: "Twoja kolonia", other: "Kolonia gracza " + d.name }),
  "cheesestable.column": (d: any) => "x " + number("pl", d.x, 0) + select(d.square, { yes: " i " + number("pl", d.sx, 0), other: "" }),
  "cheesestable.game": () => "Tura i rynek",
  "cheesestable.gap": (d: any) => "(" + d.x + "," + d.y + "): brak pola, między dwoma arkuszami mapy",
  "cheesestable.map": () => "Mapa: ośmiokąty przy parzystych x i y, kwadraty przy nieparzystych x i y między nimi",
  "cheesestable.mine": () => "Twój wybór",
  "cheesestable.noPrices": () => "Ceny rynkowe są losowane w kroku rynku",
  "cheesestable.place.empty": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.kind, { octagon: "pusty ośmiokąt", other: "pusty kwadrat" }) + select(d.feature, { fault: ", linia uskoku", lush: ", bujne pastwisko", other: "" }),
  "cheesestable.place.module": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.mine, { yes: "twój moduł " + d.module, other: d.module + " (gracz " + d.owner + ")" }) + select(d.sick, { yes: ", chory", other: "" }) + select(d.short, { yes: ", bez energii w tej turze", other: "" }) + " (" + select(d.kind, { octagon: "ośmiokąt", other: "kwadrat" }) + select(d.feature, { fault: ", linia uskoku", lush: ", bujne pastwisko", other: "" }) + ")",
  "cheesestable.player": (d: any) => d.name + select(d.you, { yes: " (ty)", other: "" }) + select(d.state, { toAct: ", ma ruch", deciding: ", decyduje", chose: ", wybrał", other: "" }) + ": " + number("pl", d.money, 0) + " $, " + plural(d.modules, 0, pl, { one: number("pl", d.modules, 0) + " moduł", few: number("pl", d.modules, 0) + " moduły", many: number("pl", d.modules, 0) + " modułów", other: number("pl", d.modules, 0) + " modułu" }) + "; " + d.counters + "; zapasy: " + d.stock,
  "cheesestable.prices": (d: any) => select(d.you, { yes: "Twoje ceny", other: "Ceny gracza " + d.name }) + ": " + d.prices + "; paczka prezentowa " + number("pl", d.box, 0) + " $",
  "cheesestable.prompt.move": () => "Przenoszenie: wybierz ruch jednego ze swoich modułów albo Gotowe",
  "cheesestable.row": (d: any) => "y " + number("pl", d.y, 0) + ", " + select(d.kind, { octagon: "ośmiokąty", other: "kwadraty" })
} as Record<string, (d: any) => string>;
export default catalog;
