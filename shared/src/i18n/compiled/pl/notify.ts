// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { pl } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "notify.digest.more": (d: any) => "I " + plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " stół więcej", few: number("pl", d.n, 0) + " stoły więcej", many: number("pl", d.n, 0) + " stołów więcej", other: number("pl", d.n, 0) + " stołu więcej" }) + ": zobacz „Moje stoły” na " + d.link,
  "notify.digest.open": (d: any) => "Otwórz: " + d.link,
  "notify.digest.subject": (d: any) => "Space Tabletop: nowości z " + plural(d.n, 0, pl, { one: number("pl", d.n, 0) + " stołu", few: number("pl", d.n, 0) + " stołów", many: number("pl", d.n, 0) + " stołów", other: number("pl", d.n, 0) + " stołu" }),
  "notify.digest.table": (d: any) => d.game + ", stół " + d.code + ": " + d.text,
  "notify.digest.why": () => "Dostajesz to codzienne podsumowanie, bo poprosiłeś o nie przy tych stołach.",
  "notify.gameOver": (d: any) => "Gra " + d.game + " przy stole " + d.code + " się skończyła. " + d.last,
  "notify.mail.open": (d: any) => "Otwórz stół: " + d.link,
  "notify.mail.stop": (d: any) => "Koniec wiadomości z tego stołu: " + d.link,
  "notify.mail.subject": (d: any) => d.game + ": " + d.title + " (stół " + d.code + ")",
  "notify.mail.why": (d: any) => "Dostajesz tę wiadomość, bo poprosiłeś o nią przy stole " + d.code + ".",
  "notify.reminder": (d: any) => d.name + ", została ci jedna czwarta czasu w " + d.game + " przy stole " + d.code + ".",
  "notify.title.gameOver": () => "gra się skończyła",
  "notify.title.reminder": () => "kończy ci się czas",
  "notify.title.yourTurn": () => "twoja kolej",
  "notify.yourTurn": (d: any) => d.name + ", twoja kolej w " + d.game + " przy stole " + d.code + ". Ostatnio: " + d.last
} as Record<string, (d: any) => string>;
export default catalog;
