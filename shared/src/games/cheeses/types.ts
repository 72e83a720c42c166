import type { SeatView } from "../../engine/game";
import type { RngState } from "../../engine/random";
import type { ModuleType, Product } from "./data";

export type Inventory = Record<Product, number>;
export type Quantities = Partial<Record<Product, number>>;

/** A module counter on the map. `id` is its build sequence number (higher = built later). */
export interface Module {
  id: number;
  owner: number;
  type: ModuleType;
  x: number;
  y: number;
  energyShort: boolean;
  sick: boolean;
}

export type Step = "move" | "build" | "energy" | "dairy" | "gift" | "market" | "law" | "over";

/** A secret submission of a simultaneous step. */
export type Submission =
  | { type: "energy"; short: number[] }
  | { type: "dairy"; allocation: Quantities }
  | { type: "gift"; boxes: number }
  | { type: "sell"; quantities: Quantities };

/** Everything public: all of it is also in every view. */
export interface Table {
  players: number;
  sheets: 1 | 2;
  /** Seats in turn order, starting with the first player. */
  order: number[];
  turn: number;
  step: Step;
  /** Sequential steps: seats still to act, in turn order; the first one acts now. */
  queue: number[];
  /** Simultaneous steps: the seats with a decision in this step. */
  deciders: number[];
  /** Simultaneous steps: which seats have submitted (never what). */
  submitted: boolean[];
  money: number[];
  inventory: Inventory[];
  /** Never changed in place: a change makes a new frozen list (modules.ts). */
  modules: readonly Readonly<Module>[];
  nextId: number;
  /** Builds made by the acting seat in this S2. */
  builds: number;
  /** Ids of the modules built during the current S2 (they give no Construction discount in it). */
  builtThisStep: number[];
  /** This turn's 2d6 Random Event roll per seat (null before S6). */
  eventRolls: (number | null)[];
  /** This turn's shared base prices in canonical order (null before S8). */
  basePrices: Record<Product, number> | null;
}

export interface CheesesState extends Table {
  rng: RngState;
  /** Secret submissions of the current simultaneous step, by seat. */
  pending: (Submission | null)[];
}

export type CheesesAction =
  | { type: "move"; module: number; x: number; y: number }
  | { type: "build"; module: ModuleType; x: number; y: number }
  | { type: "pass" }
  | { type: "energy"; short: number[] }
  | { type: "dairy"; allocation: Quantities }
  | { type: "gift"; boxes: number }
  | { type: "sell"; quantities: Quantities }
  | { type: "sue"; target: number };

export interface SpaceView {
  x: number;
  y: number;
  kind: "octagon" | "square";
  feature: "fault" | "lush" | null;
  /** The id of the module on this space (the module itself is in `modules`), or null. */
  module: number | null;
}

export type PastureStatus = "well" | "under" | "none";

/** Figures derived from the public data, per seat, so a board and a player need no rules to read them. */
export interface SeatFigures {
  supply: number;
  demand: number;
  capacity: Inventory;
  dairyOutput: number;
  diseases: number;
  pasture: PastureStatus;
  /** Builds cost $1 less for this seat in the current S2 (functional Construction at its start). */
  discount: boolean;
  prices: Record<Product, number> | null; // this seat's S8 prices
  boxPrice: number; // this seat's gift box price this turn
}

interface CheesesPrivate {
  submission: Submission | null;
}

export interface CheesesView extends Table, SeatView<CheesesPrivate> {
  spaces: readonly SpaceView[];
  figures: SeatFigures[];
  awaiting: number[];
}
