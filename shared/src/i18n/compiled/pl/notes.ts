// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notes.back": (d: any) => "Gracz " + d.name + " wrócił i znów gra",
  "notes.bankStarts": (d: any) => "Skończył się czas gracza " + d.name + " na ten ruch; teraz biegnie jego rezerwa (zostało " + d.left + ")",
  "notes.hint": (d: any) => d.name + " zapytał(a), co zrobiłby silny gracz",
  "notes.leftGrace": (d: any) => "Gracz " + d.name + " wyszedł; za " + d.seconds + " s zastąpi go bot, chyba że wróci",
  "notes.moreTime": (d: any) => select(d.times, { "0": "Gospodarz wyłączył zegar gracza " + d.name, "1": d.name + " znów gra z zegarem stołu", other: "Gospodarz dał graczowi " + d.name + " " + d.times + " razy więcej czasu" }),
  "notes.rematchNo": (d: any) => "Gracz " + d.name + " nie zagra ponownie",
  "notes.rematchOpened": (d: any) => "Gracz " + d.name + " otworzył nowy stół: " + d.code,
  "notes.rematchYes": (d: any) => "Gracz " + d.name + " chce zagrać ponownie",
  "notes.reserveRanOut": (d: any) => "Skończyły się czas i rezerwa gracza " + d.name + "; ruch wykonały za niego zasady:",
  "notes.restored": (d: any) => "Gra została przywrócona po " + plural(d.moves, 0, pl, { one: number("pl", d.moves, 0) + " ruchu", few: number("pl", d.moves, 0) + " ruchach", many: number("pl", d.moves, 0) + " ruchach", other: number("pl", d.moves, 0) + " ruchu" }) + "; gracze wracają na swoje miejsca",
  "notes.standIn": (d: any) => select(d.level, { easy: "Łatwy bot", hard: "Trudny bot", other: "Średni bot" }) + " gra za gracza " + d.name + ", dopóki ten nie wróci",
  "notes.standInAsk": (d: any) => d.byName + " prosi, by bot zagrał za gracza " + d.name + " (" + d.asked + " z " + d.voters + ")",
  "notes.standInAsked": (d: any) => select(d.asker, { host: "Gospodarz", other: "Stół" }) + " poprosił, by " + select(d.level, { easy: "łatwy bot", hard: "trudny bot", other: "średni bot" }) + " grał za gracza " + d.name + ", dopóki ten nie wróci",
  "notes.timeRanOut": (d: any) => "Skończył się czas gracza " + d.name + "; ruch wykonały za niego zasady:",
  "notes.webhookOff": (d: any) => "Webhook gracza " + d.name + " został wyłączony po " + plural(d.failures, 0, pl, { one: number("pl", d.failures, 0) + " nieudanym doręczeniu", few: number("pl", d.failures, 0) + " nieudanych doręczeniach", many: number("pl", d.failures, 0) + " nieudanych doręczeniach", other: number("pl", d.failures, 0) + " nieudanego doręczenia" })
} as Record<string, (d: any) => string>;
export default catalog;
