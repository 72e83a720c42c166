// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => "Plateau de " + d.game + ", dessiné ; la même table en mots le suit",
  "access.canvas.replay": (d: any) => "Plateau de " + d.game + " à cette étape, dessiné ; le journal à côté dit chaque étape en mots",
  "access.highContrast": () => "Contraste élevé",
  "access.highContrastHint": () => "Des couleurs plus fortes pour le texte, les boutons et le contour de focus (l’image du plateau reste telle quelle).",
  "access.logMineHint": () => "Le journal ne montre que les lignes qui vous nomment.",
  "access.motion": () => "Animations et mouvements",
  "access.motionHint": () => "Désactivé : les pièces ne glissent ni ne clignotent (mouvements réduits). Désactivé aussi dès que votre système demande moins d’animations.",
  "access.roomLink": () => "Lien vers cette salle",
  "access.shortcuts": () => "Raccourcis à une touche",
  "access.shortcutsHint": () => "Des touches comme / et t agissent seules dans la vue en tableau. Désactivez-les si vous utilisez la saisie vocale ou si elles vous gênent.",
  "access.soundHint": () => "Un bref carillon quand une décision vous revient.",
  "access.title": () => "Accessibilité"
} as Record<string, (d: any) => string>;
export default catalog;
