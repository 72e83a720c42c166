/** Questions about one player's colony, answered from the public table only. */
import {
  BARN_OUTPUT, CONSTRUCTION_DISCOUNT, DOMES_PER_BARNS, MAX_DISEASES, PRODUCTS, STORAGE_CAPACITY,
  spec, type ModuleType, type Product,
} from "./data";
import { adjacent, spaceAt } from "./map";
import type { Inventory, Module, PastureStatus, SeatFigures, Table } from "./types";
// A seat's modules as the cache keeps them: cache/README.md tells why, and of the import loop this makes.
import { own } from "./cache";

/** Where a module stands; used to test a module at a position it does not hold yet. */
export interface Placed { id: number; type: ModuleType; x: number; y: number }

export const moduleAt = (t: Table, x: number, y: number): Readonly<Module> | undefined =>
  t.modules.find((m) => m.x === x && m.y === y);

export const isConsumer = (type: ModuleType): boolean => spec(type).need > 0;
export const isBarn = (type: ModuleType): boolean => type === "barn" || type === "megaBarn";

/** On the map and not energy-short (producers and hubs never are). */
export const functional = (m: Readonly<Module>): boolean => !m.energyShort;
export const hasFunctional = (t: Table, seat: number, type: ModuleType): boolean =>
  own(t, seat).some((m) => m.type === type && functional(m));

/**
 * Effective adjacency (§4.3): physically adjacent, or both next to one own Hub.
 * Hubs do not chain (cheeses-D34). `colony` is the owner's modules in their (possibly hypothetical) places.
 */
function effectivelyAdjacent(a: Placed, b: Placed, colony: readonly Placed[]): boolean {
  if (adjacent(a.x, a.y, b.x, b.y)) return true;
  return colony.some((h) => h.type === "hub" && h.id !== a.id && h.id !== b.id
    && adjacent(h.x, h.y, a.x, a.y) && adjacent(h.x, h.y, b.x, b.y));
}

/** Whether module `m` meets its type's placement requirement inside `colony` (§4.0). */
export function placementOk(sheets: 1 | 2, m: Placed, colony: readonly Placed[]): boolean {
  const need = spec(m.type).requires;
  if (need === "none") return true;
  if (need === "fault") return spaceAt(sheets, m.x, m.y)?.feature === "fault";
  const wanted = (type: ModuleType) => (need === "processingPlant" ? type === "processingPlant" : isBarn(type));
  return colony.some((o) => o.id !== m.id && wanted(o.type) && effectivelyAdjacent(m, o, colony));
}

/** Connected groups of a colony under physical adjacency. */
export function components(colony: readonly Placed[]): number {
  const seen = new Set<number>();
  let count = 0;
  for (const start of colony) {
    if (seen.has(start.id)) continue;
    count++;
    const stack = [start];
    seen.add(start.id);
    while (stack.length) {
      const a = stack.pop()!;
      for (const b of colony) {
        if (!seen.has(b.id) && adjacent(a.x, a.y, b.x, b.y)) { seen.add(b.id); stack.push(b); }
      }
    }
  }
  return count;
}

export const supply = (mods: readonly Readonly<Module>[]): number => mods.reduce((n, m) => n + spec(m.type).output, 0);
export const demand = (mods: readonly Readonly<Module>[]): number => mods.reduce((n, m) => n + spec(m.type).need, 0);

export function capacity(t: Table, seat: number): Inventory {
  const cap = emptyInventory();
  for (const m of own(t, seat)) {
    const stores = spec(m.type).stores;
    if (stores && functional(m)) cap[stores] += STORAGE_CAPACITY;
  }
  return cap;
}

export function emptyInventory(): Inventory {
  return Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Inventory;
}

/** Dairy Output D (§4.5): productive barns next to a powered Processing Plant. */
export function dairyOutput(t: Table, seat: number): number {
  const colony = own(t, seat);
  let d = 0;
  for (const m of colony) {
    const out = BARN_OUTPUT[m.type];
    if (!out || !functional(m) || m.sick) continue;
    const fed = colony.some((p) => p.type === "processingPlant" && functional(p) && effectivelyAdjacent(m, p, colony));
    if (fed) d += spaceAt(t.sheets, m.x, m.y)?.feature === "lush" ? out.lush : out.plain;
  }
  return d;
}

export const diseases = (t: Table, seat: number): number => own(t, seat).reduce((n, m) => (m.sick ? n + 1 : n), 0);
export const blockedBySickness = (t: Table, seat: number): boolean => diseases(t, seat) >= MAX_DISEASES;

/** Pasture status (§4.7, cheeses-D25). */
export function pastureStatus(t: Table, seat: number): PastureStatus {
  const colony = own(t, seat);
  const b = colony.reduce((n, m) => n + (BARN_OUTPUT[m.type]?.barns ?? 0), 0);
  if (b === 0) return "none";
  const domes = colony.filter((m) => m.type === "pastureDome" && functional(m)).length;
  return domes >= Math.ceil(b / DOMES_PER_BARNS) ? "well" : "under";
}

/** The Construction discount of the current S2: a functional Construction Module from before it (A12). */
export function buildDiscount(t: Table, seat: number): number {
  const built = t.builtThisStep ?? [];
  return own(t, seat).some((m) => m.type === "construction" && functional(m) && !built.includes(m.id))
    ? CONSTRUCTION_DISCOUNT : 0;
}

export const addProduct = (inv: Inventory, cap: Inventory, p: Product, n: number): void => {
  inv[p] = Math.max(0, Math.min(cap[p], inv[p] + n));
};

export type ColonyFigures = Pick<SeatFigures, "supply" | "demand" | "capacity" | "dairyOutput" | "diseases" | "pasture">;

/** A seat's figures that follow from its modules alone (the view's, view.ts). */
export function colonyFigures(t: Table, seat: number): ColonyFigures {
  const colony = own(t, seat);
  return {
    supply: supply(colony),
    demand: demand(colony),
    capacity: capacity(t, seat),
    dairyOutput: dairyOutput(t, seat),
    diseases: diseases(t, seat),
    pasture: pastureStatus(t, seat),
  };
}
