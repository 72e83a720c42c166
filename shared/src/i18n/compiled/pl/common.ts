// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " dzień", few: number("pl", d.n, 0) + " dni", many: number("pl", d.n, 0) + " dni", other: number("pl", d.n, 0) + " dnia" }),
  "common.duration.days": (d: any) => d.days + " d",
  "common.duration.daysHours": (d: any) => d.days + " d " + d.hours + " godz.",
  "common.duration.hours": (d: any) => d.hours + " godz.",
  "common.duration.hoursMinutes": (d: any) => d.hours + " godz. " + d.minutes + " min",
  "common.duration.minutes": (d: any) => d.minutes + " min",
  "common.duration.underMinute": () => "mniej niż minuta",
  "common.gameBegins": (d: any) => "Gra zaczyna się: " + d.names,
  "common.log.earlier": () => "Pokaż wcześniejsze wiersze",
  "common.log.title": () => "Dziennik",
  "common.refusal.already_asked": () => "Już poproszono o bota dla tego miejsca",
  "common.refusal.bad_message": () => "Serwer nie zrozumiał tej wiadomości",
  "common.refusal.bad_push": () => "Nie można użyć subskrypcji push tej przeglądarki",
  "common.refusal.bad_webhook": () => "Nie można użyć tego adresu webhooka",
  "common.refusal.chat_rate_limited": (d: any) => "Piszesz za szybko; poczekaj " + plural(d.seconds, 0, pl, { one: number("pl", d.seconds, 0) + " sekundę", few: number("pl", d.seconds, 0) + " sekundy", many: number("pl", d.seconds, 0) + " sekund", other: number("pl", d.seconds, 0) + " sekundy" }),
  "common.refusal.game_over": () => "Gra się skończyła",
  "common.refusal.no_mail": () => "Ten serwer nie wysyła e-maili",
  "common.refusal.no_open_seat": () => "Nie ma tam wolnego miejsca dla bota",
  "common.refusal.no_store": () => "Ten serwer nie przechowuje gier, więc nie może nikogo powiadomić o jego turze",
  "common.refusal.not_a_bot": () => "Na tym miejscu nie ma bota",
  "common.refusal.not_accepted": () => "Zanim otworzysz nowy stół, sam wybierz „Zagraj ponownie”",
  "common.refusal.not_away": () => "Gracz z tego miejsca nie jest nieobecny albo może jeszcze wrócić",
  "common.refusal.not_ended": () => "„Zagraj ponownie” będzie dostępne po zakończeniu gry",
  "common.refusal.not_enough_players": (d: any) => "Ta gra wymaga co najmniej " + plural(d.min, 0, pl, { one: number("pl", d.min, 0) + " gracza", few: number("pl", d.min, 0) + " graczy", many: number("pl", d.min, 0) + " graczy", other: number("pl", d.min, 0) + " gracza" }),
  "common.refusal.not_host": () => "Tylko gospodarz może to zrobić",
  "common.refusal.not_in_lobby": () => "Gra już się zaczęła",
  "common.refusal.not_in_room": () => "Czatować mogą tylko osoby w pokoju",
  "common.refusal.not_playing": () => "Bot może zastąpić gracza tylko w trakcie gry",
  "common.refusal.not_started": () => "Gra jeszcze się nie zaczęła",
  "common.refusal.not_your_turn": () => "Gra nie czeka teraz na ciebie",
  "common.refusal.rate_limited": () => "Za dużo wiadomości; zwolnij",
  "common.refusal.rematch_failed": () => "Nie udało się otworzyć nowego stołu",
  "common.refusal.rematch_opened": (d: any) => "Nowy stół jest już otwarty: dołącz kodem " + d.code,
  "common.refusal.server_error": () => "Serwer nie mógł obsłużyć tej wiadomości",
  "common.refusal.spectator": () => "Tylko gracz siedzący przy stole może to zrobić",
  "common.refusal.storage_error": () => "Serwer nie mógł tego zapisać; nic się nie zmieniło, spróbuj ponownie",
  "common.refusal.unknown_message": () => "Serwer nie zna tej wiadomości"
} as Record<string, (d: any) => string>;
export default catalog;
