/** S2 Build (§4.2): checking, listing and placing new modules. */
import {
  MAX_BUILDS_PER_TURN, MODULES_WITHOUT_HABITATION, MODULE_TYPES, START_DISTANCE, spec, type ModuleType,
} from "./data";
import { buildDiscount, moduleAt, own, placementOk, type Placed } from "./colony";
import { adjacent, distance, mapOf, neighbours, spaceAt } from "./map";
import type { Table } from "./types";
import { refusal, type Refusal } from "./refusal";
import { addModule } from "./modules";

const buildPrice = (t: Table, seat: number, type: ModuleType): number =>
  spec(type).cost - buildDiscount(t, seat);

/** Why `seat` may not build `type` at (x,y) now, or null when the build is legal. */
export function buildProblem(t: Table, seat: number, type: ModuleType, x: number, y: number): Refusal | null {
  if (t.builds >= MAX_BUILDS_PER_TURN) return refusal("cheeses.refusal.buildLimit", { n: MAX_BUILDS_PER_TURN });
  if (!spaceAt(t.sheets, x, y)) return refusal("cheeses.refusal.offMap", { x, y });
  if (moduleAt(t, x, y)) return refusal("cheeses.refusal.taken", { x, y });
  const colony = own(t, seat);
  if (colony.length === 0 && type !== "startUp") return refusal("cheeses.refusal.firstStartUp");
  if (colony.length > 0 && type === "startUp") return refusal("cheeses.refusal.secondColony");
  if (type === "startUp") {
    const close = t.modules.find((m) => m.owner !== seat && distance(x, y, m.x, m.y) < START_DISTANCE);
    if (close) return refusal("cheeses.refusal.tooClose", { n: START_DISTANCE - 1 });
  } else if (!colony.some((m) => adjacent(m.x, m.y, x, y))) {
    return refusal("cheeses.refusal.notTouching");
  }
  const placed: Placed = { id: -1, type, x, y };
  if (!placementOk(t.sheets, placed, [...colony, placed])) return placementRefusal(type);
  if (colony.length >= MODULES_WITHOUT_HABITATION) {
    const habitations = colony.filter((m) => m.type === "habitation");
    if (habitations.length === 0 && type !== "habitation") {
      return refusal("cheeses.refusal.needHabitation", { n: colony.length });
    }
    if (habitations.length > 0 && habitations.every((m) => m.energyShort)) {
      return refusal("cheeses.refusal.habitationShort");
    }
  }
  if (t.money[seat] < buildPrice(t, seat, type)) return refusal("cheeses.refusal.cannotAfford", { price: buildPrice(t, seat, type) });
  return null;
}

/** Each requirement is met by one kind of module only (or the Processing Plant's storages and barns), so its words name it. */
export function placementRefusal(type: ModuleType): Refusal {
  switch (spec(type).requires) {
    case "fault": return refusal("cheeses.refusal.needFault");
    case "processingPlant": return refusal("cheeses.refusal.needPlant");
    case "barn": return refusal("cheeses.refusal.needBarn");
    default: return refusal("cheeses.refusal.cannotStand");
  }
}

/** Spaces worth checking for a build: anywhere for a Start-Up, else the free spaces next to the colony. */
function candidateSpaces(t: Table, seat: number): { x: number; y: number }[] {
  const colony = own(t, seat);
  const taken = takenPlaces(t);
  if (colony.length === 0) return mapOf(t.sheets).spaces.filter((s) => !taken.has(place(s)));
  const seen = new Set<number>();
  const out: { x: number; y: number }[] = [];
  for (const m of colony) {
    for (const s of neighbours(t.sheets, m.x, m.y)) {
      const k = place(s);
      if (!seen.has(k) && !taken.has(k)) { seen.add(k); out.push(s); }
    }
  }
  return out;
}

const place = (p: { x: number; y: number }) => p.y * 1024 + p.x;
/** The places of the modules, kept for a frozen list (modules.ts). */
const takenBy = new WeakMap<Table["modules"], Set<number>>();

function takenPlaces(t: Table): Set<number> {
  const known = takenBy.get(t.modules);
  if (known) return known;
  const made = new Set(t.modules.map(place));
  if (Object.isFrozen(t.modules)) takenBy.set(t.modules, made);
  return made;
}

/** Every legal build of `seat` now; the same checks as `buildProblem`, shared per space for speed. */
export function legalBuilds(t: Table, seat: number, firstOnly = false): { module: ModuleType; x: number; y: number }[] {
  const out: { module: ModuleType; x: number; y: number }[] = [];
  if (t.builds >= MAX_BUILDS_PER_TURN) return out;
  const colony = own(t, seat);
  const starting = colony.length === 0;
  let types = starting ? (["startUp"] as ModuleType[]) : MODULE_TYPES.filter((type) => type !== "startUp");
  const discount = buildDiscount(t, seat);
  types = types.filter((type) => t.money[seat] >= spec(type).cost - discount);
  if (colony.length >= MODULES_WITHOUT_HABITATION) {
    const habitations = colony.filter((m) => m.type === "habitation");
    if (habitations.length === 0) types = types.filter((type) => type === "habitation");
    else if (habitations.every((m) => m.energyShort)) types = [];
  }
  if (types.length === 0) return out;
  const foreign = t.modules.filter((m) => m.owner !== seat);
  for (const s of candidateSpaces(t, seat)) {
    if (starting && foreign.some((m) => distance(s.x, s.y, m.x, m.y) < START_DISTANCE)) continue;
    const byRequirement = new Map<string, boolean>();
    for (const type of types) {
      const need = spec(type).requires;
      let ok = byRequirement.get(need);
      if (ok === undefined) {
        const placed: Placed = { id: -1, type, x: s.x, y: s.y };
        ok = placementOk(t.sheets, placed, [...colony, placed]);
        byRequirement.set(need, ok);
      }
      if (!ok) continue;
      out.push({ module: type, x: s.x, y: s.y });
      if (firstOnly) return out;
    }
  }
  return out;
}

export const hasAnyBuild = (t: Table, seat: number): boolean => legalBuilds(t, seat, true).length > 0;

/** Turn 1 timeout (§4.2): the legal space farthest from other colonies; ties to lowest y, then lowest x. */
export function autoStartUpSpace(t: Table, seat: number): { x: number; y: number } | null {
  let best: { x: number; y: number } | null = null;
  let bestDistance = -1;
  const spaces = mapOf(t.sheets).spaces; // already ordered by y, then x
  const foreign = t.modules.filter((m) => m.owner !== seat);
  const taken = new Set(t.modules.map((m) => `${m.x},${m.y}`));
  for (const s of spaces) {
    if (taken.has(`${s.x},${s.y}`)) continue;
    const d = foreign.reduce((min, m) => Math.min(min, distance(s.x, s.y, m.x, m.y)), Infinity);
    if (d < START_DISTANCE) continue;
    if (d > bestDistance) { best = { x: s.x, y: s.y }; bestDistance = d; }
  }
  return best;
}

/** Places a checked build; returns the price paid. */
export function placeBuild(t: Table, seat: number, type: ModuleType, x: number, y: number): number {
  const price = buildPrice(t, seat, type);
  // The next build number, even if modules were placed by hand without advancing `nextId`.
  const id = Math.max(t.nextId, ...t.modules.map((m) => m.id + 1));
  t.money[seat] -= price;
  addModule(t, { id, owner: seat, type, x, y, energyShort: false, sick: false });
  t.nextId = id + 1;
  t.builtThisStep = [...(t.builtThisStep ?? []), id];
  t.builds++;
  return price;
}
