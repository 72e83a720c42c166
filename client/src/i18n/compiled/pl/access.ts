// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => "Plansza " + d.game + ", rysunek; ten sam stół w słowach jest poniżej",
  "access.canvas.replay": (d: any) => "Plansza " + d.game + " w tym kroku, rysunek; dziennik obok opisuje każdy krok słowami",
  "access.highContrast": () => "Wysoki kontrast",
  "access.highContrastHint": () => "Mocniejsze kolory tekstu, przycisków i obwódki fokusu (obraz planszy pozostaje bez zmian).",
  "access.logMineHint": () => "Dziennik pokazuje tylko wiersze, które cię wymieniają.",
  "access.motion": () => "Animacje i ruch",
  "access.motionHint": () => "Wyłączone: pionki nie przesuwają się ani nie pulsują (ograniczony ruch). Wyłączone też zawsze, gdy system prosi o ograniczenie ruchu.",
  "access.roomLink": () => "Link do tego pokoju",
  "access.shortcuts": () => "Skróty jednoklawiszowe",
  "access.shortcutsHint": () => "Klawisze takie jak / i t działają same w widoku tabeli. Wyłącz je, jeśli używasz sterowania głosem lub ci przeszkadzają.",
  "access.soundHint": () => "Krótki dźwięk, gdy decyzja należy do ciebie.",
  "access.title": () => "Dostępność"
} as Record<string, (d: any) => string>;
export default catalog;
