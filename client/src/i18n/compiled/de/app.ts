// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "✦ Space Tabletop",
  "app.connecting": () => "Verbindung wird aufgebaut…",
  "app.copy.failed": () => "Kopieren fehlgeschlagen: Markiere den Link und kopiere ihn",
  "app.copy.otherDevice": () => "Link kopiert: Öffne ihn auf deinem anderen Gerät",
  "app.error.gameServerUnreachable": () => "Der Spielserver ist nicht erreichbar.",
  "app.error.generic": () => "Etwas ist schiefgelaufen.",
  "app.error.linkFailed": () => "der Link hat nicht funktioniert",
  "app.error.linkNotMade": () => "der Server konnte den Link nicht erstellen",
  "app.error.moveRefused": () => "Der Server hat diesen Zug abgelehnt",
  "app.error.noRoom": () => "Es gibt keinen offenen Raum mit diesem Code: Prüfe den Code, oder der Raum ist voll oder geschlossen.",
  "app.error.refused": () => "Der Server hat das abgelehnt",
  "app.error.serverUnreachable": () => "der Server war nicht erreichbar",
  "app.error.tooManyRefused": () => "Gerade wurden zu viele Züge abgelehnt: Warte ein paar Sekunden.",
  "app.error.unknown": () => "unbekannter Fehler",
  "app.language": () => "Sprache",
  "app.link.notACode": (d: any) => "„" + d.code + "“ im Link ist kein Raumcode",
  "app.load.gameScreen": (d: any) => "Der Spielbildschirm konnte nicht geladen werden: " + d.error,
  "app.load.replay": (d: any) => "Die Wiederholung konnte nicht geladen werden: " + d.error,
  "app.loading.replay": () => "Wiederholung wird geladen…",
  "app.net.connected": () => "verbunden",
  "app.net.connecting": () => "verbinde…",
  "app.net.idle": () => "in keinem Raum",
  "app.net.offline": () => "offline",
  "app.net.reconnecting": () => "verbinde erneut…",
  "app.seatMoved": () => "Dieser Platz ist jetzt auf einem anderen Gerät geöffnet",
  "app.seatMoved.takeBack": () => "Zurückholen",
  "app.timedOut": () => "Deine Zeit ist abgelaufen; die Regeln haben für dich gespielt",
  "app.timedOut.lines": (d: any) => "Deine Zeit ist abgelaufen; die Regeln haben für dich gespielt: " + d.lines,
  "app.title": () => "Space Tabletop",
  "app.title.game": (d: any) => d.game + " · Space Tabletop",
  "app.title.yourTurn": (d: any) => "(Du bist dran) " + d.game + " · Space Tabletop",
  "app.toast.dismiss": () => "schließen"
} as Record<string, (d: any) => string>;
export default catalog;
