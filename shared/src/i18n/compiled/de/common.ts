// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, de, { one: number("de", d.n, 0) + " Tag", other: number("de", d.n, 0) + " Tage" }),
  "common.duration.days": (d: any) => d.days + " T",
  "common.duration.daysHours": (d: any) => d.days + " T " + d.hours + " Std.",
  "common.duration.hours": (d: any) => d.hours + " Std.",
  "common.duration.hoursMinutes": (d: any) => d.hours + " Std. " + d.minutes + " Min.",
  "common.duration.minutes": (d: any) => d.minutes + " Min.",
  "common.duration.underMinute": () => "weniger als eine Minute",
  "common.gameBegins": (d: any) => "Das Spiel beginnt mit " + d.names,
  "common.log.earlier": () => "Frühere Zeilen anzeigen",
  "common.log.title": () => "Protokoll",
  "common.refusal.already_asked": () => "Ein Bot für diesen Platz wurde schon erbeten",
  "common.refusal.bad_message": () => "Der Server hat diese Nachricht nicht verstanden",
  "common.refusal.bad_push": () => "Das Push-Abonnement dieses Browsers ist nicht verwendbar",
  "common.refusal.bad_webhook": () => "Diese Webhook-Adresse ist nicht verwendbar",
  "common.refusal.chat_rate_limited": (d: any) => "Du schreibst zu schnell; warte " + plural(d.seconds, 0, de, { one: number("de", d.seconds, 0) + " Sekunde", other: number("de", d.seconds, 0) + " Sekunden" }),
  "common.refusal.game_over": () => "Das Spiel ist vorbei",
  "common.refusal.no_mail": () => "Dieser Server verschickt keine E-Mails",
  "common.refusal.no_open_seat": () => "Dort ist kein Platz frei für einen Bot",
  "common.refusal.no_store": () => "Dieser Server speichert keine Spiele und kann daher niemanden benachrichtigen, wenn er am Zug ist",
  "common.refusal.not_a_bot": () => "Auf diesem Platz sitzt kein Bot",
  "common.refusal.not_accepted": () => "Wähle selbst „Nochmal spielen“, bevor du den neuen Tisch eröffnest",
  "common.refusal.not_away": () => "Der Spieler dieses Platzes ist nicht weg oder kann noch zurückkommen",
  "common.refusal.not_ended": () => "„Nochmal spielen“ gibt es, sobald das Spiel vorbei ist",
  "common.refusal.not_enough_players": (d: any) => "Dieses Spiel braucht mindestens " + plural(d.min, 0, de, { one: number("de", d.min, 0) + " Spieler", other: number("de", d.min, 0) + " Spieler" }),
  "common.refusal.not_host": () => "Das darf nur der Gastgeber",
  "common.refusal.not_in_lobby": () => "Das Spiel hat schon begonnen",
  "common.refusal.not_in_room": () => "Nur wer im Raum ist, kann chatten",
  "common.refusal.not_playing": () => "Ein Bot kann nur während eines Spiels einspringen",
  "common.refusal.not_started": () => "Das Spiel hat noch nicht begonnen",
  "common.refusal.not_your_turn": () => "Das Spiel wartet gerade nicht auf dich",
  "common.refusal.rate_limited": () => "Zu viele Nachrichten; bitte langsamer",
  "common.refusal.rematch_failed": () => "Der neue Tisch konnte nicht eröffnet werden",
  "common.refusal.rematch_opened": (d: any) => "Der neue Tisch ist schon eröffnet: tritt ihm mit dem Code " + d.code + " bei",
  "common.refusal.server_error": () => "Der Server konnte diese Nachricht nicht verarbeiten",
  "common.refusal.spectator": () => "Das kann nur ein Spieler mit Platz am Tisch",
  "common.refusal.storage_error": () => "Der Server konnte das nicht speichern; nichts hat sich geändert, versuch es noch einmal",
  "common.refusal.unknown_message": () => "Der Server kennt diese Nachricht nicht"
} as Record<string, (d: any) => string>;
export default catalog;
