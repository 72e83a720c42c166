// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => "Spielbrett von " + d.game + ", gezeichnet; derselbe Tisch in Worten folgt darauf",
  "access.canvas.replay": (d: any) => "Spielbrett von " + d.game + " bei diesem Schritt, gezeichnet; das Protokoll daneben sagt jeden Schritt in Worten",
  "access.highContrast": () => "Hoher Kontrast",
  "access.highContrastHint": () => "Kräftigere Farben für Text, Schaltflächen und den Fokusrahmen (das Bild des Spielbretts bleibt, wie es ist).",
  "access.logMineHint": () => "Das Protokoll zeigt nur die Zeilen, die dich nennen.",
  "access.motion": () => "Animationen und Bewegung",
  "access.motionHint": () => "Aus: Figuren gleiten und pulsieren nicht (reduzierte Bewegung). Auch aus, wann immer dein System reduzierte Bewegung verlangt.",
  "access.roomLink": () => "Link zu diesem Raum",
  "access.shortcuts": () => "Tastenkürzel mit einer Taste",
  "access.shortcutsHint": () => "Tasten wie / und t wirken in der Tabellenansicht allein. Schalte sie aus, wenn du Spracheingabe nutzt oder sie dich stören.",
  "access.soundHint": () => "Ein kurzer Klang, wenn eine Entscheidung bei dir liegt.",
  "access.title": () => "Barrierefreiheit"
} as Record<string, (d: any) => string>;
export default catalog;
