// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "table.away.botIn": (d: any) => "za " + d.time + " bot zagra za gracza " + d.name,
  "table.away.takingOver": (d: any) => "bot przejmuje miejsce gracza " + d.name,
  "table.menu.settings": () => "Ustawienia",
  "table.pace.turnBased": (d: any) => "Turowa: " + d.move + " na ruch",
  "table.pace.turnBasedReserve": (d: any) => "Turowa: " + d.move + " na ruch, " + d.reserve + " dla każdego",
  "table.players.clockBar": () => "pozostały czas na ten ruch",
  "table.players.title": () => "Gracze",
  "table.rules.failed": (d: any) => "Nie udało się wczytać zasad: " + d.error,
  "table.rules.loading": () => "Wczytywanie…",
  "table.rules.missing": () => "Ta gra nie ma dołączonego tekstu zasad.",
  "table.rules.title": (d: any) => "Zasady gry " + d.game,
  "table.sound.off": () => "♪ Dźwięk wyłączony",
  "table.sound.offHint": () => "Kliknij, aby słyszeć sygnał, gdy nadejdzie twoja kolej",
  "table.sound.on": () => "♪ Dźwięk włączony",
  "table.sound.onHint": () => "Gdy nadchodzi twoja kolej, słychać sygnał; kliknij, aby go wyłączyć",
  "table.spectators": (d: any) => plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " osoba ogląda", few: number("pl", d.n, 0) + " osoby oglądają", many: number("pl", d.n, 0) + " osób ogląda", other: number("pl", d.n, 0) + " osoby ogląda" }),
  "table.standIn.ask": () => "poproś bota o grę",
  "table.standIn.askFor": (d: any) => "poproś bota, by zagrał za gracza " + d.name,
  "table.time.barLeft": (d: any) => "pozostały czas " + d.time,
  "table.time.days": (d: any) => plural(d.days, 0, pl, { one: number("pl", d.days, 0) + " dzień", few: number("pl", d.days, 0) + " dni", many: number("pl", d.days, 0) + " dni", other: number("pl", d.days, 0) + " dnia" }),
  "table.time.daysHours": (d: any) => plural(d.days, 0, pl, { one: number("pl", d.days, 0) + " dzień", few: number("pl", d.days, 0) + " dni", many: number("pl", d.days, 0) + " dni", other: number("pl", d.days, 0) + " dnia" }) + " " + d.hours + " godz.",
  "table.time.hours": (d: any) => d.hours + " godz.",
  "table.time.hoursMinutes": (d: any) => d.hours + " godz. " + d.mins + " min",
  "table.time.left": (d: any) => "jeszcze " + d.span,
  "table.time.length": (d: any) => select(d.unit, { day: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dzień", few: number("pl", d.n, 0) + " dni", many: number("pl", d.n, 0) + " dni", other: number("pl", d.n, 0) + " dnia" }), hour: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " godzina", few: number("pl", d.n, 0) + " godziny", many: number("pl", d.n, 0) + " godzin", other: number("pl", d.n, 0) + " godziny" }), minute: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " minuta", few: number("pl", d.n, 0) + " minuty", many: number("pl", d.n, 0) + " minut", other: number("pl", d.n, 0) + " minuty" }), other: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " sekunda", few: number("pl", d.n, 0) + " sekundy", many: number("pl", d.n, 0) + " sekund", other: number("pl", d.n, 0) + " sekundy" }) }),
  "table.time.lengthExtra": (d: any) => select(d.unit, { day: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dodatkowy dzień", few: number("pl", d.n, 0) + " dodatkowe dni", many: number("pl", d.n, 0) + " dodatkowych dni", other: number("pl", d.n, 0) + " dodatkowego dnia" }), hour: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dodatkowa godzina", few: number("pl", d.n, 0) + " dodatkowe godziny", many: number("pl", d.n, 0) + " dodatkowych godzin", other: number("pl", d.n, 0) + " dodatkowej godziny" }), minute: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dodatkowa minuta", few: number("pl", d.n, 0) + " dodatkowe minuty", many: number("pl", d.n, 0) + " dodatkowych minut", other: number("pl", d.n, 0) + " dodatkowej minuty" }), other: plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dodatkowa sekunda", few: number("pl", d.n, 0) + " dodatkowe sekundy", many: number("pl", d.n, 0) + " dodatkowych sekund", other: number("pl", d.n, 0) + " dodatkowej sekundy" }) }),
  "table.time.minutes": (d: any) => d.mins + " min",
  "table.time.noReserve": () => "brak rezerwy",
  "table.time.reserve": (d: any) => "rezerwa " + d.span,
  "table.time.underAMinute": () => "mniej niż minuta",
  "table.time.up": () => "czas minął"
} as Record<string, (d: any) => string>;
export default catalog;
