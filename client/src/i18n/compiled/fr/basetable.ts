// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { select } from "@messageformat/runtime";
const catalog = {
  "basetable.action.build": (d: any) => "Construire " + d.card + " en " + d.at,
  "basetable.action.capture": (d: any) => "Capturer " + d.card + " de " + d.name + " en " + d.at,
  "basetable.action.discard": (d: any) => "Défausser " + d.cards,
  "basetable.action.move": (d: any) => "Déplacer " + d.card + " de " + d.from + " à " + d.to,
  "basetable.action.other": (d: any) => "Coup : " + d.type,
  "basetable.action.outpost": (d: any) => "Placer votre Avant-poste en " + d.at,
  "basetable.action.switch": (d: any) => "Échanger " + d.a + " en " + d.atA + " et " + d.b + " en " + d.atB,
  "basetable.action.take": (d: any) => "Prendre " + d.card,
  "basetable.card": (d: any) => d.name + ", " + d.kind + " : " + d.text,
  "basetable.cell.empty": (d: any) => d.at + " : vide" + select(d.shielded, { yes: ", sous bouclier", other: "" }) + select(d.meteor, { yes: ", le dernier météore est tombé ici", other: "" }),
  "basetable.cell.site": (d: any) => d.at + " : " + d.card + select(d.owner, { you: " à vous", nobody: "", other: " de " + d.name }) + select(d.state, { working: ", en marche" + select(d.earns, { yes: ", +" + d.income + " de revenu", other: "" }), defunct: ", hors service : " + d.reason, off: ", hors service", other: "" }) + select(d.damaged, { yes: ", dégâts " + d.damage, other: "" }) + select(d.shielded, { yes: ", sous bouclier", other: "" }) + select(d.meteor, { yes: ", le dernier météore est tombé ici", other: "" }),
  "basetable.column": (d: any) => "Colonne " + d.x,
  "basetable.map": () => "Carte : colonne X de 1 à 10 depuis la gauche, ligne Y de 1 à 10 depuis le haut",
  "basetable.note.stolen": (d: any) => "Dernière carte qu’on vous a prise : " + d.name + " a pris " + d.card,
  "basetable.notes": () => "Notes de la partie",
  "basetable.player": (d: any) => d.name + select(d.you, { yes: " (vous)", other: "" }) + select(d.active, { yes: ", à son tour", other: "" }) + " : " + d.stats,
  "basetable.players": () => "Joueurs",
  "basetable.row": (d: any) => "Ligne " + d.y
} as Record<string, (d: any) => string>;
export default catalog;
