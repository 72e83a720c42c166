// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => "Tablero de " + d.game + ", dibujado; la misma mesa en palabras viene después",
  "access.canvas.replay": (d: any) => "Tablero de " + d.game + " en este paso, dibujado; el registro a su lado dice cada paso en palabras",
  "access.highContrast": () => "Alto contraste",
  "access.highContrastHint": () => "Colores más fuertes para el texto, los botones y el marco de foco (la imagen del tablero no cambia).",
  "access.logMineHint": () => "El registro muestra solo las líneas que te nombran.",
  "access.motion": () => "Animaciones y movimiento",
  "access.motionHint": () => "Desactivado: las piezas no se deslizan ni parpadean (movimiento reducido). También desactivado siempre que tu sistema pida menos movimiento.",
  "access.roomLink": () => "Enlace a esta sala",
  "access.shortcuts": () => "Atajos de una sola tecla",
  "access.shortcutsHint": () => "Teclas como / y t actúan solas en la vista de tabla. Desactívalos si usas entrada por voz o te molestan.",
  "access.soundHint": () => "Un breve sonido cuando te toca decidir.",
  "access.title": () => "Accesibilidad"
} as Record<string, (d: any) => string>;
export default catalog;
