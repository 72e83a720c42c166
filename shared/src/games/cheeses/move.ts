/** S1 Move (§4.1): a functional Construction Module lets its owner move one module for half price. */
import { spec, type ModuleType } from "./data";
import { components, hasFunctional, moduleAt, own, placementOk, type Placed } from "./colony";
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

/** Every legal move of `seat` now. */
export function legalMoves(t: Table, seat: number): { module: number; x: number; y: number }[] {
  const colony = own(t, seat);
  const targets = new Map<string, { x: number; y: number }>();
  const spaces = colony.length === 1 ? mapOf(t.sheets).spaces : colony.flatMap((m) => neighbours(t.sheets, m.x, m.y));
  for (const s of spaces) if (!moduleAt(t, s.x, s.y)) targets.set(`${s.x},${s.y}`, s);
  const out: { module: number; x: number; y: number }[] = [];
  for (const m of colony) {
    if (t.money[seat] < movePrice(m.type)) continue;
    for (const s of targets.values()) if (!moveProblem(t, seat, m.id, s.x, s.y)) out.push({ module: m.id, x: s.x, y: s.y });
  }
  return out;
}

/** Whether `seat` has any legal move (stops at the first one found). */
export function hasAnyMove(t: Table, seat: number): boolean {
  if (!canMoveThisTurn(t, seat)) return false;
  const colony = own(t, seat);
  if (!colony.some((m) => t.money[seat] >= movePrice(m.type))) return false;
  const spaces = colony.flatMap((m) => neighbours(t.sheets, m.x, m.y)).filter((s) => !moduleAt(t, s.x, s.y));
  return colony.some((m) => spaces.some((s) => !moveProblem(t, seat, m.id, s.x, s.y)));
}
