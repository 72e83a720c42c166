// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "✦ Space Tabletop",
  "app.connecting": () => "Connexion…",
  "app.copy.failed": () => "La copie a échoué : sélectionnez le lien et copiez-le",
  "app.copy.otherDevice": () => "Lien copié : ouvrez-le sur votre autre appareil",
  "app.error.gameServerUnreachable": () => "Le serveur de jeu est injoignable.",
  "app.error.generic": () => "Une erreur s’est produite.",
  "app.error.linkFailed": () => "le lien n’a pas fonctionné",
  "app.error.linkNotMade": () => "le serveur n’a pas pu créer le lien",
  "app.error.moveRefused": () => "Le serveur a refusé ce coup",
  "app.error.noRoom": () => "Aucune salle ouverte n’a ce code : vérifiez le code, ou la salle est peut-être pleine ou fermée.",
  "app.error.refused": () => "Le serveur a refusé cela",
  "app.error.serverUnreachable": () => "le serveur est injoignable",
  "app.error.tooManyRefused": () => "Trop de coups viennent d’être refusés : attendez quelques secondes.",
  "app.error.unknown": () => "erreur inconnue",
  "app.language": () => "Langue",
  "app.link.notACode": (d: any) => "« " + d.code + " » dans le lien n’est pas un code de salle",
  "app.load.gameScreen": (d: any) => "L’écran de jeu n’a pas pu se charger : " + d.error,
  "app.load.replay": (d: any) => "Le replay n’a pas pu se charger : " + d.error,
  "app.loading.replay": () => "Chargement du replay…",
  "app.net.connected": () => "connecté",
  "app.net.connecting": () => "connexion…",
  "app.net.idle": () => "dans aucune salle",
  "app.net.offline": () => "hors ligne",
  "app.net.reconnecting": () => "reconnexion…",
  "app.seatMoved": () => "Cette place est maintenant ouverte sur un autre appareil",
  "app.seatMoved.takeBack": () => "La reprendre",
  "app.timedOut": () => "Votre temps est écoulé ; les règles ont joué pour vous",
  "app.timedOut.lines": (d: any) => "Votre temps est écoulé ; les règles ont joué pour vous : " + d.lines,
  "app.title": () => "Space Tabletop",
  "app.title.game": (d: any) => d.game + " · Space Tabletop",
  "app.title.yourTurn": (d: any) => "(À vous) " + d.game + " · Space Tabletop",
  "app.toast.dismiss": () => "fermer"
} as Record<string, (d: any) => string>;
export default catalog;
