import { CARDS, type CardKind } from "@space/shared/base";
import { cardName, kindWords } from "./theme";

/** When each site works, in the rules' words (docs/rules/space-base.md, the card list). */
const WORKS: Record<CardKind, string> = {
  outpost: "Always works; produces power and works as an Extractor.",
  volcano: "Never works; a Geothermal Plant next to it produces power.",
  metal: "Ore for an Extractor (or Outpost) next to it; Metal lets a Refinery run a Factory.",
  radioactives: "Ore for an Extractor (or Outpost) next to it; Radioactives let a Refinery run a Reactor Core.",
  ice: "Ore for an Extractor (or Outpost) next to it; feeds a Hydroponic Dome.",
  extractor: "Works when powered and next to at least one resource site.",
  solar: "Always works; produces power.",
  geothermal: "Works next to a Volcano; produces power.",
  refinery: "Works when powered and linked to a working extractor with ore.",
  reactor: "Works when linked to a working Refinery with Radioactives (no power needed); produces power.",
  hydroponics: "Works when powered and linked to a working extractor with Ice + Organics.",
  factory: "Works when linked to a working Refinery with Metal (no power needed).",
  hub: "Works when powered; links the sites next to it for requirements (not power, not shields).",
  shield: "Works when powered; stops meteors on its own space and the four next to it.",
  research: "Works when powered.",
  colony: "Works when powered and linked to a working Hydroponic Dome.",
  hightech: "Works when powered and linked to a working Colony and a working Factory.",
  biomed: "Works when powered and linked to a working Colony and a working Research Station.",
  spaceport: "Works when powered and linked to a working Colony and a working High-Tech Industry or Bio-Med Labs.",
  transfer: "Play it in your Transfer phase: move one of your sites next to another of yours, or switch two of your sites.",
  control: "Play it in your Control phase: capture an opponent's site next to yours, or look at a player's hand and take one card.",
};

/** A card's full text for the card sheet: its name, what it is, what it costs and earns, what it does. */
export function cardText(kind: CardKind): { name: string; lines: string[] } {
  const info = CARDS[kind];
  const lines = [kindWords(kind)[0].toUpperCase() + kindWords(kind).slice(1)];
  if (info.type === "A") lines.push("Free to play; one per phase.");
  else if (info.type === "V") lines.push("Build: free, on any empty space; it belongs to nobody.");
  else lines.push("Build: free, on an empty space next to one of your sites.");
  if (info.type === "I" || info.type === "IP") lines.push(info.income > 0 ? `Income: +${info.income} credits each Production while it works.` : "Income: none.");
  lines.push(WORKS[kind]);
  return { name: cardName(kind), lines };
}
