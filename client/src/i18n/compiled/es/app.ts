// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "✦ Space Tabletop",
  "app.connecting": () => "Conectando…",
  "app.copy.failed": () => "No se pudo copiar: selecciona el enlace y cópialo",
  "app.copy.otherDevice": () => "Enlace copiado: ábrelo en tu otro dispositivo",
  "app.error.gameServerUnreachable": () => "No se pudo contactar con el servidor de juego.",
  "app.error.generic": () => "Algo salió mal.",
  "app.error.linkFailed": () => "el enlace no funcionó",
  "app.error.linkNotMade": () => "el servidor no pudo crear el enlace",
  "app.error.moveRefused": () => "El servidor rechazó esa jugada",
  "app.error.noRoom": () => "No hay ninguna sala abierta con ese código: revisa el código, o puede que la sala esté llena o cerrada.",
  "app.error.refused": () => "El servidor lo rechazó",
  "app.error.serverUnreachable": () => "no se pudo contactar con el servidor",
  "app.error.tooManyRefused": () => "Se han rechazado demasiadas jugadas ahora mismo: espera unos segundos.",
  "app.error.unknown": () => "error desconocido",
  "app.language": () => "Idioma",
  "app.link.notACode": (d: any) => "«" + d.code + "» en el enlace no es un código de sala",
  "app.load.gameScreen": (d: any) => "No se pudo cargar la pantalla de juego: " + d.error,
  "app.load.replay": (d: any) => "No se pudo cargar la repetición: " + d.error,
  "app.loading.replay": () => "Cargando la repetición…",
  "app.net.connected": () => "conectado",
  "app.net.connecting": () => "conectando…",
  "app.net.idle": () => "sin sala",
  "app.net.offline": () => "sin conexión",
  "app.net.reconnecting": () => "reconectando…",
  "app.seatMoved": () => "Este asiento está ahora abierto en otro dispositivo",
  "app.seatMoved.takeBack": () => "Recuperarlo",
  "app.timedOut": () => "Se te acabó el tiempo; las reglas jugaron por ti",
  "app.timedOut.lines": (d: any) => "Se te acabó el tiempo; las reglas jugaron por ti: " + d.lines,
  "app.title": () => "Space Tabletop",
  "app.title.game": (d: any) => d.game + " · Space Tabletop",
  "app.title.yourTurn": (d: any) => "(Tu turno) " + d.game + " · Space Tabletop",
  "app.toast.dismiss": () => "cerrar"
} as Record<string, (d: any) => string>;
export default catalog;
