/** The Cheeses map in words: one list per row of spaces, each place "(x,y): …" as the rulers and the log name it. */
import { moduleName } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Module } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { TableCell, TableSection } from "../../table/types";
import type { Action } from "../types";
import { nameOf } from "./lines";
import { spaceId } from "./targets";
import { boardWords } from "./words";

type Grid = Extract<TableSection, { kind: "grid" }>;
type SpaceView = CheesesView["spaces"][number];

/**
 * The places a legal action points at: a build's space; a move's destination and the moved
 * module's space (where the canvas starts it). Pass, sue and the forms' choices point at no place.
 */
function placesOf(a: CheesesAction, v: CheesesView): string[] {
  if (a.type === "build") return [spaceId(a.x, a.y)];
  if (a.type !== "move") return [];
  const m = v.modules.find((o) => o.id === a.module);
  return m ? [spaceId(m.x, m.y), spaceId(a.x, a.y)] : [spaceId(a.x, a.y)];
}

/** The legal actions by the place they point at. */
export function actionsByPlace(v: CheesesView, legal: Action[]): Map<string, Action[]> {
  const by = new Map<string, Action[]>();
  for (const a of legal) {
    for (const id of new Set(placesOf(a as CheesesAction, v))) by.set(id, [...(by.get(id) ?? []), a]);
  }
  return by;
}

/** A place in words: "(4,6): Bo's Barn, sick (octagon, lush pasture)" or "(5,7): empty square, fault line". */
function placeLabel(s: SpaceView, module: Readonly<Module> | undefined, seat: number | null, names: string[]): string {
  const where = { x: s.x, y: s.y, kind: s.kind, feature: s.feature ?? "none" };
  if (!module) return t("cheesestable.place.empty", where);
  return t("cheesestable.place.module", {
    ...where, mine: module.owner === seat ? "yes" : "no", owner: nameOf(names, module.owner), module: moduleName(boardWords(), module.type),
    sick: module.sick ? "yes" : "no", short: module.energyShort ? "yes" : "no",
  });
}

export function placeCell(prefix: string, s: SpaceView, v: CheesesView, seat: number | null, names: string[], actions: Map<string, Action[]>): TableCell {
  const module = s.module === null ? undefined : v.modules.find((m) => m.id === s.module);
  const cell: TableCell = { id: `${prefix}-${s.x}-${s.y}`, label: placeLabel(s, module, seat, names) };
  const here = actions.get(spaceId(s.x, s.y));
  return here?.length ? { ...cell, actions: here } : cell;
}

/**
 * The map as one grid: a row per y, top to bottom, octagons (even y) or squares (odd y) left to right.
 * A square sits between the octagon columns x and x+1, so it takes column x: the arrows then step
 * between neighbours (down from an octagon is the square at its lower right). Where two sheets meet
 * there is no square: a cell says so, so that the columns stay in line.
 */
export function mapSection(v: CheesesView, seat: number | null, names: string[], legal: Action[]): Grid {
  const actions = actionsByPlace(v, legal);
  const at = new Map(v.spaces.map((s) => [spaceId(s.x, s.y), s]));
  const maxX = Math.max(...v.spaces.map((s) => s.x));
  const maxY = Math.max(...v.spaces.map((s) => s.y));
  const columns = Array.from({ length: maxX / 2 + 1 }, (_, i) =>
    t("cheesestable.column", { x: 2 * i, square: 2 * i + 1 < maxX ? "yes" : "no", sx: 2 * i + 1 }));
  const cell = (x: number, y: number): TableCell => {
    const s = at.get(spaceId(x, y));
    return s ? placeCell("cheeses", s, v, seat, names, actions) : { id: `cheeses-gap-${x}-${y}`, label: t("cheesestable.gap", { x, y }) };
  };
  return {
    kind: "grid", id: "cheeses-map", label: t("cheesestable.map"), columns,
    rows: Array.from({ length: maxY + 1 }, (_, y) => ({
      label: t("cheesestable.row", { y, kind: y % 2 ? "square" : "octagon" }),
      cells: Array.from({ length: y % 2 ? maxX / 2 : maxX / 2 + 1 }, (_, i) => cell(2 * i + (y % 2), y)),
    })),
  };
}
