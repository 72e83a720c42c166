// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "tableview.command.completions": () => "Coups correspondants",
  "tableview.command.hint": () => "Tapez un coup puis Entrée, ou « où est » et un nom. Raccourcis : / ici, t vers la table.",
  "tableview.command.label": () => "Commande",
  "tableview.command.matches": (d: any) => plural(d.n, 0, fr, { "0": "Aucun coup ne correspond à « " + d.text + " ».", one: "Un coup correspond : " + d.move + ".", other: number("fr", d.n, 0) + " coups correspondent : choisissez-en un avec les flèches." }),
  "tableview.command.where": () => "où est|où|ou est|where is|where",
  "tableview.held": () => "Non envoyé : votre dernier coup attend encore sa réponse. Réessayez dans un instant.",
  "tableview.menu": (d: any) => "Coups pour " + d.place,
  "tableview.menuClose": () => "Fermer",
  "tableview.moves": () => "Vos coups",
  "tableview.movesCount": (d: any) => plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " coup", other: number("fr", d.n, 0) + " coups" }),
  "tableview.movesNone": () => "Aucun coup pour vous pour l’instant.",
  "tableview.refused": (d: any) => "Refusé : " + d.reason,
  "tableview.region": () => "La table en mots",
  "tableview.where.found": (d: any) => d.what + " : " + d.places + ".",
  "tableview.where.none": (d: any) => "Rien sur la table ne s’appelle « " + d.what + " ».",
  "tableview.zoo.boxes": (d: any) => "Case Financement : " + d.coins + ". Case Extraction : " + d.ore + ".",
  "tableview.zoo.buy": (d: any) => "Acheter " + d.card + " en position " + d.position + " (" + d.cost + ")",
  "tableview.zoo.card": (d: any) => d.card + " : " + select(d.state, { hand: "dans votre main", locked: "verrouillée", chosen: "choisie", played: "jouée", other: "" }),
  "tableview.zoo.choose": (d: any) => "Choisir " + d.card,
  "tableview.zoo.deck": (d: any) => "Pioche de planètes : " + d.n + " restantes",
  "tableview.zoo.market": (d: any) => "Marché " + d.market + " : " + d.n,
  "tableview.zoo.phases": () => "Tour et cases",
  "tableview.zoo.pile": (d: any) => "Pile : " + plural(d.n, 0, fr, { one: number("fr", d.n, 0) + " carte", other: number("fr", d.n, 0) + " cartes" }),
  "tableview.zoo.place": (d: any) => "Poser des camps sur " + d.planets,
  "tableview.zoo.planet": (d: any) => d.planet + " : " + d.animal + ", " + d.tokens + " sur " + d.herd + " restants" + d.abilities + ". " + d.camps,
  "tableview.zoo.player": (d: any) => d.name + " : " + d.coins + ", " + d.ore + ", " + d.vp + " ; " + d.camps + " ; " + d.research + d.locked + d.played,
  "tableview.zoo.sell": (d: any) => "Vendre " + d.animal + " de " + d.planet,
  "tableview.zoo.token": (d: any) => "Jeton 1er joueur : " + select(d.holder, { box: "dans la case Financement", other: d.holder }),
  "tableview.zoo.track": (d: any) => "Position " + d.position + ", " + d.cost + " : " + d.card,
  "tableview.zoo.trackEmpty": (d: any) => "Position " + d.position + ", " + d.cost + " : vide",
  "tableview.zoo.trade": (d: any) => "Route commerciale vers " + d.planet,
  "tableview.zoo.turn": (d: any) => "Tour " + d.n + " : " + d.phase
} as Record<string, (d: any) => string>;
export default catalog;
