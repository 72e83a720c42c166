/**
 * Every card list, table and DEFAULT number of Space Zoo (docs/spec/space-zoo.md) in one place,
 * so balance can be tuned here.
 */

/** The seven action cards / phases 1–7, in phase order. */
export const PHASES = ["funding", "research", "build", "expand", "trade", "sell", "mining"] as const;
export type Phase = (typeof PHASES)[number];

/** English names, for tools and the replay's private lines; what a player reads is worded from the zoo catalog (`zoo.phase.…`, words.ts). */
export const PHASE_NAMES: Record<Phase, string> = {
  funding: "Funding",
  research: "Research",
  build: "Build Camp",
  expand: "Expand",
  trade: "Trade Route",
  sell: "Sell Animals",
  mining: "Mining",
};

export const RULES = {
  minPlayers: 2,
  maxPlayers: 4,
  /** zoo-D1: VP needed at the end of a turn to end the game. */
  victoryPoints: 10,
  /** zoo-D22: the game ends after this turn in any case. */
  lastTurn: 30,
  /** Camps per player (RULE). */
  campsPerPlayer: 10,
  /** Starting coins by turn-order position (RULE): 1st, 2nd, every other player. */
  startCoins: [1, 2, 4, 4],
  startOre: 3,
  /** Camps in supply at the start by turn-order position (the 4th player gets one more). */
  startSupply: [1, 1, 1, 2],
  /** Ore per camp in Build Camp; with Ore Smelter. */
  campCost: 3,
  campCostSmelter: 2,
  /** Trade Route fee per camp owner on the planet; with Diplomatic Corps. */
  tradeFee: 2,
  tradeFeeCorps: 1,
  /** Bonus for Exotic Marketing on each sale. */
  marketingBonus: 1,
  /** Money points: one per this many coins. */
  coinsPerPoint: 3,
} as const;

/** zoo-D5: research track positions; position k (1-based) costs TRACK_COSTS[k-1] €. */
export const TRACK_COSTS = [1, 2, 3, 4, 5] as const;

// ---------- Research cards (§1.3) ----------

export const CARD_KINDS = [
  "cage", "shield", "smelter", "corps", "grant", "drill", "marketing", "cartography", "xeno",
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A research card's copies and its dot; its name and effect in words are the zoo catalog's (`zoo.card.…`, `zoo.effect.…`). */
export interface ResearchCard {
  /** The English name, an id for tools and tests; boards and the log word it from the catalog. */
  name: string;
  /** Blue-backed starter copies. */
  blue: number;
  /** Black-backed copies in the draw pile. */
  black: number;
  /** A blue dot on the face: 1 research point. */
  dot: boolean;
}

export const RESEARCH: Record<CardKind, ResearchCard> = {
  cage: { name: "Cage", blue: 1, black: 2, dot: false },
  shield: { name: "Psychic Shield", blue: 1, black: 2, dot: false },
  smelter: { name: "Ore Smelter", blue: 1, black: 1, dot: false },
  corps: { name: "Diplomatic Corps", blue: 0, black: 2, dot: false },
  grant: { name: "Grant Office", blue: 0, black: 2, dot: false },
  drill: { name: "Deep Core Drill", blue: 0, black: 2, dot: false },
  marketing: { name: "Exotic Marketing", blue: 1, black: 1, dot: true },
  cartography: { name: "Stellar Cartography", blue: 0, black: 2, dot: true },
  xeno: { name: "Xenobiology Thesis", blue: 1, black: 5, dot: true },
};

function copies(which: "blue" | "black"): CardKind[] {
  return CARD_KINDS.flatMap((kind) => Array<CardKind>(RESEARCH[kind][which]).fill(kind));
}

/** The 5 blue-backed starter cards (before shuffling). */
export const BLUE_CARDS: readonly CardKind[] = copies("blue");
/** The 19 black-backed pile cards (before shuffling). */
export const BLACK_CARDS: readonly CardKind[] = copies("black");

// ---------- Planets (§1.4) ----------

export type Property = "G" | "M" | "F";
export type Ability = "Agg" | "Psy";

export interface PlanetCard {
  id: string;
  /** The printed name and animal, in English; boards and the log word them from the catalog (`zoo.planet.P01`, `zoo.animal.P01`). */
  name: string;
  animal: string;
  props: Property[];
  abilities: Ability[];
  herd: number;
}

function planet(id: string, name: string, animal: string, props: string, abilities: string, herd: number): PlanetCard {
  return {
    id, name, animal, herd,
    props: props.split("+") as Property[],
    abilities: abilities === "" ? [] : (abilities.split("+") as Ability[]),
  };
}

export const PLANETS: readonly PlanetCard[] = [
  planet("P01", "Verdantia", "Meadow Lopers", "G", "", 4),
  planet("P02", "Pastoria Minor", "Woolly Drifters", "G", "", 4),
  planet("P03", "Fernhold", "Sky Grazers", "G", "", 4),
  planet("P04", "Mossworld", "Trundle Snails", "G", "", 4),
  planet("P05", "Glimmerfield", "Mind-Moos", "G", "Psy", 3),
  planet("P06", "Sedge Prime", "Reed Striders", "G", "", 4),
  planet("P07", "Fangrock", "Razorback Prowlers", "M", "Agg", 3),
  planet("P08", "Cinder Reach", "Lava Hounds", "M", "Agg", 3),
  planet("P09", "Duskmoor", "Shadow Stalkers", "M", "Agg", 3),
  planet("P10", "Tidewell", "Reef Snappers", "M", "", 3),
  planet("P11", "Bonegarden", "Scavenger Owls", "M", "", 3),
  planet("P12", "Mudflat IV", "Bog Bears", "G+M", "Agg", 3),
  planet("P13", "Orchard Ring", "Pocket Raccoons", "G+M", "", 3),
  planet("P14", "Saltmarsh", "Wading Hogs", "G+M", "", 3),
  planet("P15", "Prism Vale", "Rainbow Jellies", "F", "", 4),
  planet("P16", "Echo Hollow", "Whisper Moths", "F", "Psy", 3),
  planet("P17", "Bubblegum Flats", "Bouncing Puffballs", "G+F", "", 3),
  planet("P18", "Neon Steppe", "Glow Gazelles", "G+F", "", 3),
  planet("P19", "Dreamveil", "Oracle Llamas", "G+F", "Psy", 3),
  planet("P20", "Mirage Dunes", "Phase Camels", "G+F", "Psy", 3),
  planet("P21", "Ultraviolet Jungle", "Disco Raptors", "M+F", "Agg", 2),
  planet("P22", "Thunderhive", "Plasma Wasps", "M+F", "Agg", 2),
  planet("P23", "Cerebra", "Brain Squids", "M+F", "Psy", 2),
  planet("P24", "Nightmare Nebula", "Void Tigers", "M+F", "Agg+Psy", 2),
];

export function planetCard(id: string): PlanetCard {
  const card = PLANETS.find((p) => p.id === id);
  if (!card) throw new Error(`unknown planet ${id}`);
  return card;
}

/** Research card needed to sell animals with an ability (RULE). */
export const GEAR: Record<Ability, CardKind> = { Agg: "cage", Psy: "shield" };

// ---------- Markets (§1.2) ----------

export type Market = "grass" | "meat" | "funky";
export const MARKET_OF: Record<Property, Market> = { G: "grass", M: "meat", F: "funky" };

/** zoo-D14: highest position of each market (value = position, lowest position 1). */
export const MARKET_TOP: Record<Market, number> = { grass: 5, meat: 5, funky: 3 };
/** zoo-D15: starting positions. */
export const MARKET_START: Record<Market, number> = { grass: 2, meat: 3, funky: 1 };
