/** S1 Move (§4.1): a functional Construction Module lets its owner move one module for half price. */
import { spec, type ModuleType } from "./data";
import { components, hasFunctional, moduleAt, placementOk, type Placed } from "./colony";
import { own } from "./cache";
import { placementRefusal } from "./build";
import { adjacent, mapOf, neighbours, spaceAt } from "./map";
import type { Table } from "./types";
import { refusal, type Refusal } from "./refusal";

export const movePrice = (type: ModuleType): number => Math.floor(spec(type).cost / 2);

export const canMoveThisTurn = (t: Table, seat: number): boolean =>
  t.turn > 1 && hasFunctional(t, seat, "construction");

/** Why `seat` may not move module `id` to (x,y), or null when the move is legal. */
export function moveProblem(t: Table, seat: number, id: number, x: number, y: number): Refusal | null {
  if (t.turn <= 1) return refusal("cheeses.refusal.noMoveInTurnOne");
  if (!hasFunctional(t, seat, "construction")) return refusal("cheeses.refusal.needConstruction");
  const m = t.modules.find((o) => o.id === id);
  if (!m || m.owner !== seat) return refusal("cheeses.refusal.notYourModule");
  if (!spaceAt(t.sheets, x, y)) return refusal("cheeses.refusal.offMap", { x, y });
  if (m.x === x && m.y === y) return refusal("cheeses.refusal.sameSpace");
  if (moduleAt(t, x, y)) return refusal("cheeses.refusal.taken", { x, y });
  const before: readonly Placed[] = own(t, seat);
  const after: Placed[] = before.map((o) => (o.id === id ? { ...o, x, y } : o));
  const moved = after.find((o) => o.id === id)!;
  if (!placementOk(t.sheets, moved, after)) return placementRefusal(m.type);
  const broken = after.find((o) => !placementOk(t.sheets, o, after));
  if (broken) return refusal("cheeses.refusal.breaksPlacement", { x: broken.x, y: broken.y });
  if (after.length > 1 && !after.some((o) => o.id !== id && adjacent(o.x, o.y, x, y))) {
    return refusal("cheeses.refusal.movedNotTouching");
  }
  if (components(after) > components(before)) return refusal("cheeses.refusal.splitsColony");
  if (t.money[seat] < movePrice(m.type)) return refusal("cheeses.refusal.cannotAffordMove", { price: movePrice(m.type) });
  return null;
}

/** The legal moves of `seat` now, one by one: a module to a free space, as `moveProblem` allows (§4.1). */
function* moves(t: Table, seat: number): Generator<{ module: number; x: number; y: number }> {
  if (!canMoveThisTurn(t, seat)) return;
  const colony = own(t, seat);
  // A moved module must touch another one (§4.1, 4), so unless it is alone it goes next to the colony.
  const spaces = colony.length === 1 ? mapOf(t.sheets).spaces : colony.flatMap((m) => neighbours(t.sheets, m.x, m.y));
  const targets = new Map<string, { x: number; y: number }>();
  for (const s of spaces) if (!moduleAt(t, s.x, s.y)) targets.set(`${s.x},${s.y}`, s);
  for (const m of colony) {
    if (t.money[seat] < movePrice(m.type)) continue;
    for (const s of targets.values()) if (!moveProblem(t, seat, m.id, s.x, s.y)) yield { module: m.id, x: s.x, y: s.y };
  }
}

export const legalMoves = (t: Table, seat: number): { module: number; x: number; y: number }[] => [...moves(t, seat)];

/** Whether `seat` has any legal move: the first one found will do. */
export const hasAnyMove = (t: Table, seat: number): boolean => !moves(t, seat).next().done;
