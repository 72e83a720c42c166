/**
 * Every number, list and table of Space Colony Cheeses in one place
 * (rule spec docs/spec/space-colony-cheeses.md, DEFAULTs cheeses-D1 to cheeses-D34).
 * Balance is tuned here and nowhere else.
 */

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const START_MONEY = 100;
export const TURNS = 15;
export const MAX_BUILDS_PER_TURN = 3; // cheeses-D22: 0-3 builds
export const START_DISTANCE = 6; // cheeses-D4: a Start-Up needs distance >= 6 to every foreign module
export const MODULES_WITHOUT_HABITATION = 12;
export const MAX_DISEASES = 4;
export const STORAGE_CAPACITY = 10;
export const CONSTRUCTION_DISCOUNT = 1; // cheeses-D16
export const DISEASE_ROLL = 1; // S3: a 1 starts a disease
export const CURE_MIN_ROLL = 5; // S10: 5 or 6 cures
export const START_UP_INCOME = 5; // cheeses-D5
export const LAB_INCOME = 4; // cheeses-D17
export const GRANT_INCOME = 4; // event 10, per functional lab
export const GIFT_BOX_PRICE = 10; // cheeses-D29
export const HOLIDAY_GIFT_BOX_PRICE = 15;
export const SUE_MIN_TARGET_MONEY = 50;
export const SUE_WIN_MULTIPLIER = 10; // rolls 1-4 take 10 x roll
export const SUE_DISMISSED_ROLL = 5;
export const SUE_LOSS = 25; // roll 6: the suer pays 25 (or all it has, cheeses-D30)
export const DOMES_PER_BARNS = 3; // cheeses-D25: required domes = ceil(B / 3)
export const LEATHER_PRICE_CAP = 3; // a roll above 3 loses 3
export const MANURE_PRICE = 1;

/** Canonical product order (§1.1). */
export const PRODUCTS = ["milk", "cream", "butter", "iceCream", "cheese", "beef", "leather", "manure"] as const;
export type Product = (typeof PRODUCTS)[number];
/** English names, kept for the replay's readable files (client/src/replay/readable.ts); every reader's words are `cheeses.product.<id>`. */
export const PRODUCT_NAMES: Record<Product, string> = {
  milk: "Milk", cream: "Cream", butter: "Butter", iceCream: "Ice Cream",
  cheese: "Cheese", beef: "Beef", leather: "Leather", manure: "Manure",
};
/** Products that survive S11 spoilage and may still be sold with 4 diseases. */
export const KEEPING_PRODUCTS: readonly Product[] = ["leather", "manure"];

type Requirement = "none" | "fault" | "processingPlant" | "barn";

/** A module's numbers; its name is `cheeses.module.<type>` in the catalogs. */
export interface ModuleSpec {
  cost: number;
  need: number; // energy used per turn
  output: number; // energy produced (producers only)
  requires: Requirement;
  stores?: Product;
}

const storage = (stores: Product): ModuleSpec =>
  ({ cost: 5, need: 1, output: 0, requires: "processingPlant", stores });

/** §4.0 module table (cheeses-D5-D20). */
export const MODULES = {
  startUp: { cost: 40, need: 0, output: 5, requires: "none" },
  solar: { cost: 10, need: 0, output: 2, requires: "none" },
  geothermal: { cost: 20, need: 0, output: 5, requires: "fault" },
  hub: { cost: 10, need: 0, output: 0, requires: "none" },
  milkStorage: storage("milk"),
  creamStorage: storage("cream"),
  butterStorage: storage("butter"),
  iceCreamStorage: storage("iceCream"),
  cheeseStorage: storage("cheese"),
  beefStorage: storage("beef"),
  leatherStorage: storage("leather"),
  manureStorage: storage("manure"),
  barn: { cost: 15, need: 1, output: 0, requires: "processingPlant" },
  megaBarn: { cost: 35, need: 1, output: 0, requires: "processingPlant" },
  pastureDome: { cost: 10, need: 1, output: 0, requires: "barn" },
  processingPlant: { cost: 20, need: 2, output: 0, requires: "none" },
  habitation: { cost: 15, need: 1, output: 0, requires: "none" },
  veterinary: { cost: 15, need: 1, output: 0, requires: "none" },
  construction: { cost: 20, need: 1, output: 0, requires: "none" },
  cheeseLab: { cost: 25, need: 1, output: 0, requires: "none" },
  sausageLab: { cost: 25, need: 1, output: 0, requires: "none" },
  catalogStore: { cost: 15, need: 1, output: 0, requires: "none" },
  spacePort: { cost: 25, need: 1, output: 0, requires: "none" },
  lawOffice: { cost: 25, need: 1, output: 0, requires: "none" },
} satisfies Record<string, ModuleSpec>;

export type ModuleType = keyof typeof MODULES;
export const MODULE_TYPES = Object.keys(MODULES) as ModuleType[];
export const spec = (type: ModuleType): ModuleSpec => MODULES[type];

/** Dairy Output per productive barn (RULE, A9). */
export const BARN_OUTPUT: Partial<Record<ModuleType, { plain: number; lush: number; barns: number }>> = {
  barn: { plain: 5, lush: 7, barns: 1 },
  megaBarn: { plain: 10, lush: 14, barns: 2 },
};

// ---- Map (§2.2, cheeses-D1-D3) ----

/** One sheet: octagons x 0..22, y 0..14 (even); squares x 1..21, y 1..13 (odd). */
export const SHEET_MAX_X = 22;
export const SHEET_MAX_Y = 14;
/** Sheet B is sheet A shifted right by this much (§2.4). */
export const SHEET_SHIFT = 24;

export type Coord = readonly [number, number];

export const FAULT_LINES: readonly (readonly Coord[])[] = [
  [[2, 0], [3, 1], [4, 2], [5, 3], [6, 4], [6, 6], [7, 7], [8, 8], [8, 10], [9, 11], [10, 12], [10, 14]],
  [[12, 0], [12, 2], [13, 3], [14, 4], [14, 6], [15, 7], [16, 8], [16, 10], [17, 11], [18, 12], [19, 13], [20, 14]],
];

export const LUSH_PASTURES: readonly Coord[] = [
  [2, 4], [0, 10], [4, 12], [10, 4], [7, 9], [10, 8], [20, 10], [22, 4], [18, 2], [12, 10], [15, 5], [12, 6],
];

// ---- Random events (§4.8, cheeses-D27) ----

type PriceChange = Partial<Record<Product, number>>;

type RandomEventId =
  | "quake" | "madCows" | "stampede" | "dairyGlut" | "tofuCraze" | "holiday"
  | "bikerRally" | "contented" | "grant" | "inspection" | "preservative";

export interface RandomEvent {
  /** Its name is `cheeses.randomEvent.<id>` in the catalogs. */
  id: RandomEventId;
  /** Price changes for this player's S8 prices. */
  prices?: PriceChange;
}

/** Indexed by the 2d6 total. Inventory effects live in events.ts, keyed by the same totals. */
export const RANDOM_EVENTS: Record<number, RandomEvent> = {
  2: { id: "quake" },
  3: { id: "madCows" },
  4: { id: "stampede" },
  5: { id: "dairyGlut", prices: { milk: -1, cream: -1, butter: -1, iceCream: -1 } },
  6: { id: "tofuCraze", prices: { beef: -1, manure: 2 } },
  7: { id: "holiday", prices: { cheese: 1, beef: 1 } },
  8: { id: "bikerRally", prices: { leather: 2, iceCream: 1, milk: 1 } },
  9: { id: "contented" },
  10: { id: "grant" },
  11: { id: "inspection" },
  12: { id: "preservative" },
};
export const EVENT = {
  quake: 2, madCows: 3, stampede: 4, holiday: 7, contented: 9, grant: 10, inspection: 11, preservative: 12,
} as const;
export const STAMPEDE_KEEPS = (n: number) => n - Math.floor(n / 2);
export const CONTENTED_GAIN = 2;
