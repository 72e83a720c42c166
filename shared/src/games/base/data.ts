/**
 * Every card, number and map feature of Space Base (rule spec §1, §5) in one place,
 * so balance can be tuned here.
 */

export const CARD_KINDS = [
  "outpost", "volcano", "metal", "radioactives", "ice",
  "extractor", "solar", "geothermal", "refinery", "reactor", "hydroponics", "factory",
  "hub", "shield", "research", "colony", "hightech", "biomed", "spaceport",
  "transfer", "control",
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** I = installation, IP = installation that produces power, R = resource, V = volcano, A = action card. */
type CardType = "I" | "IP" | "R" | "V" | "A";

export interface CardInfo {
  /** The English name, for what is not worded per reader yet (the replay's hidden piles, the browser tests); a player reads `base.card.<id>`. */
  name: string;
  type: CardType;
  /** Copies in the card list (the Outposts are taken out before play). */
  count: number;
  income: number;
}

export const CARDS: Record<CardKind, CardInfo> = {
  outpost: { name: "Outpost", type: "IP", count: 4, income: 1 },
  volcano: { name: "Volcano", type: "V", count: 8, income: 0 },
  metal: { name: "Metal", type: "R", count: 9, income: 0 },
  radioactives: { name: "Radioactives", type: "R", count: 6, income: 0 },
  ice: { name: "Ice + Organics", type: "R", count: 9, income: 0 },
  extractor: { name: "Extractor", type: "I", count: 8, income: 1 },
  solar: { name: "Solar Panel Array", type: "IP", count: 8, income: 0 },
  geothermal: { name: "Geothermal Plant", type: "IP", count: 6, income: 0 },
  refinery: { name: "Refinery", type: "I", count: 4, income: 2 },
  reactor: { name: "Reactor Core", type: "IP", count: 4, income: 3 },
  hydroponics: { name: "Hydroponic Dome", type: "I", count: 5, income: 2 },
  factory: { name: "Factory", type: "I", count: 5, income: 3 },
  hub: { name: "Transport Hub", type: "I", count: 4, income: 0 },
  shield: { name: "Shield Generator", type: "I", count: 4, income: 0 },
  research: { name: "Research Station", type: "I", count: 4, income: 1 },
  colony: { name: "Colony", type: "I", count: 4, income: 3 },
  hightech: { name: "High-Tech Industry", type: "I", count: 3, income: 4 },
  biomed: { name: "Bio-Med Labs", type: "I", count: 2, income: 4 },
  spaceport: { name: "Space Port", type: "I", count: 2, income: 5 },
  transfer: { name: "Transfer", type: "A", count: 10, income: 0 },
  control: { name: "Control", type: "A", count: 10, income: 0 },
};

export type Resource = "metal" | "radioactives" | "ice";

export const isInstallation = (k: CardKind) => CARDS[k].type === "I" || CARDS[k].type === "IP";
export const isResource = (k: CardKind): k is Resource => CARDS[k].type === "R";
export const isSiteCard = (k: CardKind) => CARDS[k].type !== "A";
/** Outpost (RULE "Outposts are also extractors") and Extractor. */
export const isExtractorLike = (k: CardKind) => k === "outpost" || k === "extractor";
export const isPowerSource = (k: CardKind) => CARDS[k].type === "IP";

export const MAP_SIZE = 10;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const START_CREDITS = 50;
/** base-D5 */
export const START_HAND = 5;
/** "9 or more" must discard down to 8. */
export const HAND_LIMIT = 8;
/** Credits per damage point repaired. */
export const REPAIR_COST = 1;
/** base-D3: a corner zone is every space at Manhattan distance ≤ this from the corner. */
export const CORNER_ZONE_RADIUS = 2;
/** base-D2: corners by turn-order position (1st, 2nd, 3rd, 4th). */
export const CORNERS: readonly { x: number; y: number }[] = [
  { x: 1, y: 1 }, { x: 10, y: 10 }, { x: 10, y: 1 }, { x: 1, y: 10 },
];

/** The 115-card draw deck (base-D4): every card of the list except the Outposts. */
export function drawDeck(): CardKind[] {
  const deck: CardKind[] = [];
  for (const kind of CARD_KINDS) {
    if (kind === "outpost") continue;
    for (let i = 0; i < CARDS[kind].count; i++) deck.push(kind);
  }
  return deck;
}
export const DECK_SIZE = 115;
