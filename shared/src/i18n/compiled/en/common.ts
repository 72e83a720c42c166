// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, en, { one: number("en", d.n, 0) + " day", other: number("en", d.n, 0) + " days" }),
  "common.duration.days": (d: any) => d.days + " d",
  "common.duration.daysHours": (d: any) => d.days + " d " + d.hours + " h",
  "common.duration.hours": (d: any) => d.hours + " h",
  "common.duration.hoursMinutes": (d: any) => d.hours + " h " + d.minutes + " min",
  "common.duration.minutes": (d: any) => d.minutes + " min",
  "common.duration.underMinute": () => "less than a minute",
  "common.gameBegins": (d: any) => "The game begins with " + d.names,
  "common.log.earlier": () => "Show earlier lines",
  "common.log.title": () => "Log",
  "common.refusal.already_asked": () => "A bot was already asked for there",
  "common.refusal.bad_message": () => "The server did not understand that message",
  "common.refusal.bad_push": () => "This browser's push subscription cannot be used",
  "common.refusal.bad_webhook": () => "That webhook address cannot be used",
  "common.refusal.chat_rate_limited": (d: any) => "You are chatting too fast; wait " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }),
  "common.refusal.game_over": () => "The game is over",
  "common.refusal.no_mail": () => "This server sends no mail",
  "common.refusal.no_open_seat": () => "There is no open seat for a bot there",
  "common.refusal.no_store": () => "This server keeps no games, so it cannot tell anyone when it is their turn",
  "common.refusal.not_a_bot": () => "There is no bot in that seat",
  "common.refusal.not_accepted": () => "Choose “Play again” yourself before you open the new table",
  "common.refusal.not_away": () => "That seat's player is not away, or may still come back",
  "common.refusal.not_ended": () => "“Play again” opens once the game is over",
  "common.refusal.not_enough_players": (d: any) => "This game needs at least " + plural(d.min, 0, en, { one: number("en", d.min, 0) + " player", other: number("en", d.min, 0) + " players" }),
  "common.refusal.not_host": () => "Only the host may do that",
  "common.refusal.not_in_lobby": () => "The game has already started",
  "common.refusal.not_in_room": () => "Only people in the room may chat",
  "common.refusal.not_playing": () => "A bot can stand in only during a game",
  "common.refusal.not_started": () => "The game has not started yet",
  "common.refusal.not_your_turn": () => "The game is not waiting for you",
  "common.refusal.rate_limited": () => "Too many messages; slow down",
  "common.refusal.rematch_failed": () => "The new table could not open",
  "common.refusal.rematch_opened": (d: any) => "The new table is already open: join it with the code " + d.code,
  "common.refusal.server_error": () => "The server could not handle that message",
  "common.refusal.spectator": () => "Only a seated player can do that",
  "common.refusal.storage_error": () => "The server could not save that; nothing changed, try again",
  "common.refusal.unknown_message": () => "The server does not know that message"
} as Record<string, (d: any) => string>;
export default catalog;
