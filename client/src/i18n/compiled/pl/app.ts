// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "✦ Space Tabletop",
  "app.connecting": () => "Łączenie…",
  "app.copy.failed": () => "Nie udało się skopiować: zaznacz link i skopiuj go",
  "app.copy.otherDevice": () => "Link skopiowany: otwórz go na drugim urządzeniu",
  "app.error.gameServerUnreachable": () => "Nie udało się połączyć z serwerem gry.",
  "app.error.generic": () => "Coś poszło nie tak.",
  "app.error.linkFailed": () => "link nie zadziałał",
  "app.error.linkNotMade": () => "serwer nie mógł utworzyć linku",
  "app.error.moveRefused": () => "Serwer odrzucił ten ruch",
  "app.error.noRoom": () => "Nie ma otwartego pokoju o tym kodzie: sprawdź kod, pokój może też być pełny lub zamknięty.",
  "app.error.refused": () => "Serwer to odrzucił",
  "app.error.serverUnreachable": () => "nie udało się połączyć z serwerem",
  "app.error.tooManyRefused": () => "Właśnie odrzucono zbyt wiele ruchów: odczekaj kilka sekund.",
  "app.error.unknown": () => "nieznany błąd",
  "app.language": () => "Język",
  "app.link.notACode": (d: any) => "„" + d.code + "” w linku nie jest kodem pokoju",
  "app.load.gameScreen": (d: any) => "Nie udało się wczytać ekranu gry: " + d.error,
  "app.load.replay": (d: any) => "Nie udało się wczytać powtórki: " + d.error,
  "app.loading.replay": () => "Wczytywanie powtórki…",
  "app.net.connected": () => "połączono",
  "app.net.connecting": () => "łączenie…",
  "app.net.idle": () => "poza pokojem",
  "app.net.offline": () => "offline",
  "app.net.reconnecting": () => "ponowne łączenie…",
  "app.seatMoved": () => "To miejsce jest teraz otwarte na innym urządzeniu",
  "app.seatMoved.takeBack": () => "Odzyskaj je",
  "app.timedOut": () => "Twój czas minął; za ciebie zagrały zasady",
  "app.timedOut.lines": (d: any) => "Twój czas minął; za ciebie zagrały zasady: " + d.lines,
  "app.title": () => "Space Tabletop",
  "app.title.game": (d: any) => d.game + " · Space Tabletop",
  "app.title.yourTurn": (d: any) => "(Twoja kolej) " + d.game + " · Space Tabletop",
  "app.toast.dismiss": () => "zamknij"
} as Record<string, (d: any) => string>;
export default catalog;
