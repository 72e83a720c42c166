/**
 * The hard bot's colony plan: build what pays back before the game ends, in the order the economy
 * needs it (docs/balance.md, "The bot levels"). A herd makes Dairy Output only next to a Processing
 * Plant, output is kept only in storage (§4.5) and sold only through a Space Port (S8), so those come
 * first; then storage to hold every unit, Mega-Barns while they pay back, and energy before any
 * module that would go short (§4.4). Cheese and Beef pair into gift boxes ($10 a pair against about
 * $7 at the market, S7). Reads the public table only.
 */
import type { Bot } from "../../engine/game";
import { bot } from "./bot";
import { BARN_OUTPUT, PRODUCTS, STORAGE_CAPACITY, TURNS, spec, type ModuleType, type Product } from "./data";
import { capacity, dairyOutput, demand, functional, supply } from "./colony";
import { own } from "./cache";
import { adjacent, neighbours, spaceAt } from "./map";
import { legalActionsInTable } from "./legal";
import type { CheesesAction, CheesesView, Module, Quantities, Table } from "./types";
import { tableOf } from "./view";

type Build = Extract<CheesesAction, { type: "build" }>;

/** Storage kinds in the order the plan adds them: the gift box pair first, then the other dairy. */
const STORED: Product[] = ["cheese", "beef", "milk", "cream", "butter", "iceCream"];
const STORAGE_OF: Record<string, ModuleType> = {
  cheese: "cheeseStorage", beef: "beefStorage", milk: "milkStorage",
  cream: "creamStorage", butter: "butterStorage", iceCream: "iceCreamStorage",
};

/** Dairy Output the colony's herds make once fed (sick or short or not): what its storage should hold. */
function herdOutput(t: Table, colony: readonly Readonly<Module>[]): number {
  return colony.reduce((n, m) => {
    const out = BARN_OUTPUT[m.type];
    return out ? n + (spaceAt(t.sheets, m.x, m.y)?.feature === "lush" ? out.lush : out.plain) : n;
  }, 0);
}

/** The module the colony needs next, or null when nothing more would pay back. */
function wanted(t: Table, seat: number): ModuleType | null {
  const colony = own(t, seat);
  const count = (type: ModuleType) => colony.filter((m) => m.type === type).length;
  const turnsLeft = TURNS - t.turn + 1;
  const stored = colony.filter((m) => spec(m.type).stores && STORED.includes(spec(m.type).stores!));
  if (count("processingPlant") === 0) return "processingPlant";
  if (count("barn") + count("megaBarn") === 0) return "barn";
  if (count("spacePort") === 0) return "spacePort";
  if (stored.length * STORAGE_CAPACITY < herdOutput(t, colony)) {
    const product = STORED.reduce((a, b) => (count(STORAGE_OF[b]) < count(STORAGE_OF[a]) ? b : a));
    return STORAGE_OF[product];
  }
  if (turnsLeft < 2) return null;
  if (count("catalogStore") === 0 && count("cheeseStorage") > 0 && count("beefStorage") > 0) return "catalogStore";
  return turnsLeft >= 3 ? "megaBarn" : "barn";
}

/** Free spaces next to the colony's Processing Plants: where herds and storage must stand. */
function plantSlots(t: Table, seat: number): number {
  const plants = own(t, seat).filter((m) => m.type === "processingPlant");
  const taken = new Set(t.modules.map((m) => `${m.x},${m.y}`));
  return plants.reduce((n, p) => n + neighbours(t.sheets, p.x, p.y).filter((s) => !taken.has(`${s.x},${s.y}`)).length, 0);
}

/** A score for where to put `b` (higher is better). */
function placeScore(t: Table, seat: number, b: Build): number {
  const feature = spaceAt(t.sheets, b.x, b.y)?.feature;
  const nextToPlant = own(t, seat).some((m) => m.type === "processingPlant" && adjacent(m.x, m.y, b.x, b.y));
  if (b.module === "processingPlant") {
    const free = neighbours(t.sheets, b.x, b.y).filter((s) => !t.modules.some((m) => m.x === s.x && m.y === s.y));
    return free.length + 2 * free.filter((s) => s.feature === "lush").length;
  }
  if (BARN_OUTPUT[b.module]) return feature === "lush" ? 2 : 0;
  // Storage keeps the lush spaces for herds; everything else keeps the plant's neighbours free.
  if (spec(b.module).stores) return feature === "lush" ? -1 : 0;
  return nextToPlant ? -1 : 0;
}

function best(t: Table, seat: number, builds: Build[], type: ModuleType): Build | null {
  const options = builds.filter((b) => b.module === type);
  if (options.length === 0) return null;
  return options.reduce((a, b) => (placeScore(t, seat, b) > placeScore(t, seat, a) ? b : a));
}

function chooseBuild(t: Table, seat: number, actions: CheesesAction[]): CheesesAction | null {
  const builds = actions.filter((a): a is Build => a.type === "build");
  const colony = own(t, seat);
  if (colony.length === 0) return null; // the Start-Up: the medium bot's (the timeout's) place
  let type = wanted(t, seat);
  if (type === null) return { type: "pass" };
  if (colony.length >= 12 && !colony.some((m) => m.type === "habitation")) type = "habitation";
  if ((BARN_OUTPUT[type] || spec(type).stores) && plantSlots(t, seat) === 0) type = "processingPlant";
  if (demand(colony) + spec(type).need > supply(colony)) {
    return best(t, seat, builds, "geothermal") ?? best(t, seat, builds, "solar") ?? { type: "pass" };
  }
  return best(t, seat, builds, type) ?? (type === "megaBarn" ? best(t, seat, builds, "barn") : null) ?? { type: "pass" };
}

/** Fills Cheese and Beef in pairs first when gift boxes can sell them, then the rest in the usual order. */
function chooseDairy(t: Table, seat: number): CheesesAction {
  const cap = capacity(t, seat);
  const out: Quantities = {};
  const free = (p: Product) => cap[p] - t.inventory[seat][p] - (out[p] ?? 0);
  let left = dairyOutput(t, seat);
  const gifts = ["catalogStore", "spacePort"].every((type) => own(t, seat).some((m) => m.type === type && functional(m)));
  while (gifts && left >= 2 && free("cheese") > 0 && free("beef") > 0) {
    out.cheese = (out.cheese ?? 0) + 1;
    out.beef = (out.beef ?? 0) + 1;
    left -= 2;
  }
  for (const p of PRODUCTS) {
    const n = Math.min(left, free(p));
    if (n > 0) { out[p] = (out[p] ?? 0) + n; left -= n; }
  }
  return { type: "dairy", allocation: out };
}

/** The medium bot, with the plan's builds and dairy. */
export const planner: Bot<CheesesView, CheesesAction> = {
  choose(view, seat, rng) {
    const t = tableOf(view);
    const actions = legalActionsInTable(t, seat);
    if (t.step === "build" && actions.length > 0) return chooseBuild(t, seat, actions) ?? bot.choose(view, seat, rng);
    if (t.step === "dairy" && actions.length > 0) return chooseDairy(t, seat);
    return bot.choose(view, seat, rng);
  },
};
