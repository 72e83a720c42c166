// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => "Construire " + d.module + " en (" + d.x + "," + d.y + ") pour " + number("fr", d.price, 0) + " $",
  "cheesestable.action.dairy": (d: any) => "Laiterie : produire " + d.amounts,
  "cheesestable.action.energy": (d: any) => select(d.none, { yes: "Garder tous les modules alimentés", other: "Éteindre : " + d.modules }),
  "cheesestable.action.gift": (d: any) => "Vendre " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " coffret cadeau", other: number("fr", d.n, 0) + " coffrets cadeaux" }) + " pour " + number("fr", d.earned, 0) + " $",
  "cheesestable.action.move": (d: any) => "Déplacer votre " + d.module + " de (" + d.fx + "," + d.fy + ") à (" + d.x + "," + d.y + ") pour " + number("fr", d.price, 0) + " $",
  "cheesestable.action.other": (d: any) => d.type,
  "cheesestable.action.pass": (d: any) => select(d.step, { move: "Fin des déplacements", build: "Fin des constructions", law: "Ne poursuivre personne", other: "Terminé" }),
  "cheesestable.action.sell": (d: any) => select(d.none, { yes: "Ne rien vendre", other: "Vendre " + d.amounts + " pour " + number("fr", d.earned, 0) + " $" }),
  "cheesestable.action.sue": (d: any) => "Poursuivre " + d.name + " (" + number("fr", d.money, 0) + " $)",
  "cheesestable.colony": (d: any) => select(d.mine, { yes: "Votre colonie", other: "Colonie de " + d.name }),
  "cheesestable.column": (d: any) => "x " + number("fr", d.x, 0) + select(d.square, { yes: " et " + number("fr", d.sx, 0), other: "" }),
  "cheesestable.game": () => "Tour et marché",
  "cheesestable.gap": (d: any) => "(" + d.x + "," + d.y + ") : pas de case, entre les deux feuilles de la carte",
  "cheesestable.map": () => "Carte : octogones aux x et y pairs, carrés aux x et y impairs entre eux",
  "cheesestable.mine": () => "Votre choix",
  "cheesestable.noPrices": () => "Les prix du marché sont tirés à l'étape du marché",
  "cheesestable.place.empty": (d: any) => "(" + d.x + "," + d.y + ") : " + select(d.kind, { octagon: "octogone vide", other: "carré vide" }) + select(d.feature, { fault: ", ligne de faille", lush: ", pâturage luxuriant", other: "" }),
  "cheesestable.place.module": (d: any) => "(" + d.x + "," + d.y + ") : " + select(d.mine, { yes: "votre " + d.module, other: d.module + " de " + d.owner }) + select(d.sick, { yes: ", malade", other: "" }) + select(d.short, { yes: ", sans énergie ce tour-ci", other: "" }) + " (" + select(d.kind, { octagon: "octogone", other: "carré" }) + select(d.feature, { fault: ", ligne de faille", lush: ", pâturage luxuriant", other: "" }) + ")",
  "cheesestable.player": (d: any) => d.name + select(d.you, { yes: " (vous)", other: "" }) + select(d.state, { toAct: ", doit jouer", deciding: ", décide", chose: ", a choisi", other: "" }) + " : " + number("fr", d.money, 0) + " $, " + plural(d.modules, 0, fr, { one: number("fr", d.modules, 0) + " module", other: number("fr", d.modules, 0) + " modules" }) + " ; " + d.counters + " ; stock : " + d.stock,
  "cheesestable.prices": (d: any) => select(d.you, { yes: "Vos prix", other: "Prix de " + d.name }) + " : " + d.prices + " ; coffret cadeau " + number("fr", d.box, 0) + " $",
  "cheesestable.prompt.move": () => "Déplacement : choisissez un déplacement d'un de vos modules, ou Terminé",
  "cheesestable.row": (d: any) => "y " + number("fr", d.y, 0) + ", " + select(d.kind, { octagon: "octogones", other: "carrés" })
} as Record<string, (d: any) => string>;
export default catalog;
