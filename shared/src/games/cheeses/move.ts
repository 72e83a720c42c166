/** S1 Move (§4.1): a functional Construction Module lets its owner move one module for half price. */
import { spec, type ModuleType } from "./data";
import { components, hasFunctional, moduleAt, own, placementOk, type Placed } from "./colony";
import { placementMessage } from "./build";
import { adjacent, mapOf, neighbours, spaceAt } from "./map";
import type { Table } from "./types";
import { article } from "../../engine/words";

export const movePrice = (type: ModuleType): number => Math.floor(spec(type).cost / 2);

export const canMoveThisTurn = (t: Table, seat: number): boolean =>
  t.turn > 1 && hasFunctional(t, seat, "construction");

/** Why `seat` may not move module `id` to (x,y), or null when the move is legal. */
export function moveProblem(t: Table, seat: number, id: number, x: number, y: number): string | null {
  if (t.turn <= 1) return "There is no Move step in turn 1.";
  if (!hasFunctional(t, seat, "construction")) return "You need a working Construction Module to move a module.";
  const m = t.modules.find((o) => o.id === id);
  if (!m || m.owner !== seat) return "You can only move one of your own modules.";
  if (!spaceAt(t.sheets, x, y)) return `(${x},${y}) is not a space of the map.`;
  if (m.x === x && m.y === y) return "You have to actually move the module to another space.";
  if (moduleAt(t, x, y)) return `(${x},${y}) is already taken.`;
  const before: readonly Placed[] = own(t, seat);
  const after: Placed[] = before.map((o) => (o.id === id ? { ...o, x, y } : o));
  const moved = after.find((o) => o.id === id)!;
  if (!placementOk(t.sheets, moved, after)) return placementMessage(m.type);
  const broken = after.find((o) => !placementOk(t.sheets, o, after));
  if (broken) return `After this move your ${spec(broken.type).name} at (${broken.x},${broken.y}) would no longer meet its placement rule.`;
  if (after.length > 1 && !after.some((o) => o.id !== id && adjacent(o.x, o.y, x, y))) {
    return "A moved module must touch another of your modules.";
  }
  if (components(after) > components(before)) return "This move would split your colony.";
  if (t.money[seat] < movePrice(m.type)) return `Moving ${article(spec(m.type).name)} costs $${movePrice(m.type)}, which you cannot afford.`;
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
