/** The Cheeses map in words: one list per row of spaces, each place "(x,y): …" as the rulers and the log name it. */
import { moduleName } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Module } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { TableCell, TableSection } from "../../table/types";
import type { Action } from "../types";
import { nameOf } from "./lines";
import { spaceId } from "./targets";
import { boardWords } from "./words";

type List = Extract<TableSection, { kind: "list" }>;
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
export function placeLabel(s: SpaceView, module: Readonly<Module> | undefined, seat: number | null, names: string[]): string {
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

/** Rows top to bottom; a row holds octagons (even y) or squares (odd y), left to right. */
export function mapSections(v: CheesesView, seat: number | null, names: string[], legal: Action[]): List[] {
  const actions = actionsByPlace(v, legal);
  const rows = new Map<number, SpaceView[]>();
  for (const s of v.spaces) rows.set(s.y, [...(rows.get(s.y) ?? []), s]);
  return [...rows.keys()].sort((a, b) => a - b).map((y) => {
    const row = rows.get(y)!.slice().sort((a, b) => a.x - b.x);
    return {
      kind: "list", id: `cheeses-row-${y}`,
      label: t("cheesestable.row", { y, kind: row[0].kind, from: row[0].x, to: row[row.length - 1].x }),
      items: row.map((s) => placeCell("cheeses", s, v, seat, names, actions)),
    };
  });
}
