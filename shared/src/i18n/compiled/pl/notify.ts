// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
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
