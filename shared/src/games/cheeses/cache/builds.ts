/**
 * Speeds up the legal builds (build.ts `legalBuilds`, which asks `buildProblem` of every module type
 * on every space that could hold one): the checks that do not depend on the space (the build limit,
 * the price, the Habitation rule) are made once for all spaces, the placement requirement once a
 * space for each kind of requirement (§4.0: types with the same requirement stand or fall together),
 * and the taken places once for a frozen list of modules. `hasAnyBuild` stops at the first build.
 */
import { MAX_BUILDS_PER_TURN, MODULES_WITHOUT_HABITATION, MODULE_TYPES, START_DISTANCE, spec, type ModuleType } from "../data";
import { buildDiscount, placementOk, type Placed } from "../colony";
import { distance, mapOf, neighbours } from "../map";
import type { Table } from "../types";
import { own } from "./own";

type Build = { module: ModuleType; x: number; y: number };

const place = (p: { x: number; y: number }) => p.y * 1024 + p.x;
const takenBy = new WeakMap<Table["modules"], Set<number>>();

function takenPlaces(t: Table): Set<number> {
  const known = takenBy.get(t.modules);
  if (known) return known;
  const made = new Set(t.modules.map(place));
  if (Object.isFrozen(t.modules)) takenBy.set(t.modules, made);
  return made;
}

/** The free spaces a build may go to, in the order build.ts `candidateSpaces` lists them. */
function freeCandidates(t: Table, colony: Table["modules"]): { x: number; y: number }[] {
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

/** The types `seat` may build somewhere now, by the checks that do not depend on the space. */
function typesAllowed(t: Table, seat: number, colony: Table["modules"]): ModuleType[] {
  if (t.builds >= MAX_BUILDS_PER_TURN) return [];
  const discount = buildDiscount(t, seat);
  let types = colony.length === 0 ? (["startUp"] as ModuleType[]) : MODULE_TYPES.filter((type) => type !== "startUp");
  types = types.filter((type) => t.money[seat] >= spec(type).cost - discount);
  if (colony.length >= MODULES_WITHOUT_HABITATION) {
    const habitations = colony.filter((m) => m.type === "habitation");
    if (habitations.length === 0) types = types.filter((type) => type === "habitation");
    else if (habitations.every((m) => m.energyShort)) types = [];
  }
  return types;
}

function builds(t: Table, seat: number, firstOnly: boolean): Build[] {
  const out: Build[] = [];
  const colony = own(t, seat);
  const types = typesAllowed(t, seat, colony);
  if (types.length === 0) return out;
  const foreign = colony.length === 0 ? t.modules.filter((m) => m.owner !== seat) : [];
  for (const s of freeCandidates(t, colony)) {
    if (foreign.some((m) => distance(s.x, s.y, m.x, m.y) < START_DISTANCE)) continue;
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

export const legalBuilds = (t: Table, seat: number): Build[] => builds(t, seat, false);

export const hasAnyBuild = (t: Table, seat: number): boolean => builds(t, seat, true).length > 0;
