/** S2 Build (§4.2): checking, listing and placing new modules. */
import {
  MAX_BUILDS_PER_TURN, MODULES_WITHOUT_HABITATION, MODULE_TYPES, START_DISTANCE, spec, type ModuleType,
} from "./data";
import { buildDiscount, moduleAt, placementOk, type Placed } from "./colony";
import { adjacent, distance, mapOf, neighbours, spaceAt } from "./map";
import type { Table } from "./types";
import { refusal, type Refusal } from "./refusal";
import { addModule, own } from "./cache";

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

/**
 * The spaces that could hold a build: any for a Start-Up; for anything else, since it must touch the
 * colony (§4.2, 5), the spaces next to the colony's modules, module by module.
 */
function candidateSpaces(t: Table, colony: Table["modules"]): { x: number; y: number }[] {
  if (colony.length === 0) return mapOf(t.sheets).spaces;
  const out: { x: number; y: number }[] = [];
  for (const m of colony) {
    for (const s of neighbours(t.sheets, m.x, m.y)) if (!out.some((o) => o.x === s.x && o.y === s.y)) out.push(s);
  }
  return out;
}

/** The legal builds of `seat` now, one by one: each type on each space that could hold it, as `buildProblem` allows (§4.2). */
function* builds(t: Table, seat: number): Generator<{ module: ModuleType; x: number; y: number }> {
  for (const s of candidateSpaces(t, own(t, seat))) {
    for (const type of MODULE_TYPES) if (buildProblem(t, seat, type, s.x, s.y) === null) yield { module: type, x: s.x, y: s.y };
  }
}

export const legalBuilds = (t: Table, seat: number): { module: ModuleType; x: number; y: number }[] => [...builds(t, seat)];

export const hasAnyBuild = (t: Table, seat: number): boolean => !builds(t, seat).next().done;

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
