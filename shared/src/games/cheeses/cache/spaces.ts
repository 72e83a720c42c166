/**
 * Speeds up the spaces of the view (spaces.ts `spacesView`): kept and frozen for a frozen list of
 * modules (every list the engine makes, modules.ts), so the view of a move that changes no module is
 * made without a walk over the map, and the room's sync skips the spaces as unchanged
 * (schema/reconcile.ts). Each empty space's view, and each frozen module's (a frozen module stays on
 * its space), is kept too, so a new list's spaces are mostly the same objects as the old one's.
 */
import { mapOf, type Space } from "../map";
import type { Module, SpaceView, Table } from "../types";

const emptyViews = new WeakMap<Space, SpaceView>();
const builtViews = new WeakMap<Readonly<Module>, SpaceView>();
const spacesOf = new WeakMap<Table["modules"], readonly SpaceView[]>();

function spaceView(space: Space, module: Readonly<Module> | undefined): SpaceView {
  const known = module ? builtViews.get(module) : emptyViews.get(space);
  if (known) return known;
  const made = Object.freeze({ x: space.x, y: space.y, kind: space.kind, feature: space.feature, module: module?.id ?? null });
  if (!module) emptyViews.set(space, made);
  else if (Object.isFrozen(module)) builtViews.set(module, made);
  return made;
}

const place = (x: number, y: number) => y * 1024 + x;

export function spacesView(t: Table): readonly SpaceView[] {
  const map = mapOf(t.sheets).spaces;
  const known = spacesOf.get(t.modules);
  if (known && known.length === map.length) return known;
  const byPlace = new Map<number, Readonly<Module>>();
  // The first module on a space, as colony.ts `moduleAt` finds it (only a state made by hand has two).
  for (const m of t.modules) if (!byPlace.has(place(m.x, m.y))) byPlace.set(place(m.x, m.y), m);
  const made = Object.freeze(map.map((s) => spaceView(s, byPlace.get(place(s.x, s.y)))));
  if (Object.isFrozen(t.modules)) spacesOf.set(t.modules, made);
  return made;
}
