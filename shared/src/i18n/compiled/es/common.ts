// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "common.days": (d: any) => plural(d.n, 0, es, { one: number("es", d.n, 0) + " día", other: number("es", d.n, 0) + " días" }),
  "common.duration.days": (d: any) => d.days + " d",
  "common.duration.daysHours": (d: any) => d.days + " d " + d.hours + " h",
  "common.duration.hours": (d: any) => d.hours + " h",
  "common.duration.hoursMinutes": (d: any) => d.hours + " h " + d.minutes + " min",
  "common.duration.minutes": (d: any) => d.minutes + " min",
  "common.duration.underMinute": () => "menos de un minuto",
  "common.gameBegins": (d: any) => "La partida empieza con " + d.names,
  "common.log.earlier": () => "Mostrar líneas anteriores",
  "common.log.title": () => "Registro",
  "common.refusal.already_asked": () => "Ya se pidió un bot para ese asiento",
  "common.refusal.bad_message": () => "El servidor no entendió ese mensaje",
  "common.refusal.bad_push": () => "La suscripción push de este navegador no se puede usar",
  "common.refusal.bad_webhook": () => "Esa dirección de webhook no se puede usar",
  "common.refusal.chat_rate_limited": (d: any) => "Escribes demasiado rápido; espera " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", other: number("es", d.seconds, 0) + " segundos" }),
  "common.refusal.game_over": () => "La partida ha terminado",
  "common.refusal.no_mail": () => "Este servidor no envía correos",
  "common.refusal.no_open_seat": () => "No hay un asiento libre para un bot ahí",
  "common.refusal.no_store": () => "Este servidor no guarda partidas, así que no puede avisar a nadie de que es su turno",
  "common.refusal.not_a_bot": () => "No hay ningún bot en ese asiento",
  "common.refusal.not_accepted": () => "Elige «Jugar de nuevo» antes de abrir la nueva mesa",
  "common.refusal.not_away": () => "El jugador de ese asiento no está ausente, o aún puede volver",
  "common.refusal.not_ended": () => "«Jugar de nuevo» se abre cuando termina la partida",
  "common.refusal.not_enough_players": (d: any) => "Este juego necesita al menos " + plural(d.min, 0, es, { one: number("es", d.min, 0) + " jugador", other: number("es", d.min, 0) + " jugadores" }),
  "common.refusal.not_host": () => "Solo el anfitrión puede hacer eso",
  "common.refusal.not_in_lobby": () => "La partida ya ha empezado",
  "common.refusal.not_in_room": () => "Solo quien está en la sala puede chatear",
  "common.refusal.not_playing": () => "Un bot solo puede sustituir a alguien durante una partida",
  "common.refusal.not_started": () => "La partida aún no ha empezado",
  "common.refusal.not_your_turn": () => "La partida no te está esperando",
  "common.refusal.rate_limited": () => "Demasiados mensajes; más despacio",
  "common.refusal.rematch_failed": () => "No se pudo abrir la nueva mesa",
  "common.refusal.rematch_opened": (d: any) => "La nueva mesa ya está abierta: únete con el código " + d.code,
  "common.refusal.server_error": () => "El servidor no pudo procesar ese mensaje",
  "common.refusal.spectator": () => "Solo un jugador sentado a la mesa puede hacer eso",
  "common.refusal.storage_error": () => "El servidor no pudo guardarlo; no ha cambiado nada, inténtalo de nuevo",
  "common.refusal.unknown_message": () => "El servidor no conoce ese mensaje"
} as Record<string, (d: any) => string>;
export default catalog;
