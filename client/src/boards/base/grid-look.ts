import type { SiteView } from "@space/shared/base";
import type { Action } from "../types";
import type { Scene } from "./scene";

/** What the grid's choices read: the view, the targets, the hand card and the own site picked, the seat. */
export type GridChoice = Pick<Scene, "v" | "t" | "card" | "site" | "seat">;

export const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;

/** Spaces protected by a working Shield Generator: the shield's own space and its four neighbours. */
export function shieldedSpaces(sites: readonly SiteView[]): Set<string> {
  const out = new Set<string>();
  for (const s of sites) {
    if (s.card !== "shield" || !s.functional) continue;
    for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) out.add(`${s.x + dx},${s.y + dy}`);
  }
  return out;
}

/** What a click on a space does now, from the legal actions only. */
export function clickOf(s: GridChoice, k: string): { send?: Action; pick?: string | null } | null {
  const { t, v } = s;
  if (v.phase === "outpost" && t.outpost.has(k)) return { send: t.outpost.get(k)! };
  if (v.phase === "build" && s.card && t.build.get(s.card)?.has(k)) return { send: t.build.get(s.card)!.get(k)! };
  if (v.phase === "transfer") {
    const to = s.site ? t.transfer.get(s.site)?.get(k) : undefined;
    if (to) return { send: to };
    if (t.transfer.has(k)) return { pick: s.site === k ? null : k };
  }
  if (v.phase === "control" && t.capture.has(k)) return { send: t.capture.get(k)! };
  if (v.phase === "repair" && t.repairAt.has(k)) return { send: t.repairAt.get(k)! };
  return null;
}

/**
 * What a click on a space means when no legal move is there: with a hand card picked, building it
 * there; in the Outpost phase, the Outpost there. Sent anyway, so the engine says why not (shown at
 * the click). Null when the click means no move (it shows the site's details instead).
 */
export function meaningOf(s: GridChoice, at: { x: number; y: number }, occupied: boolean): Action | null {
  if (s.seat === null) return null;
  if (s.card) return { type: "build", card: s.card, at };
  if (s.v.phase === "outpost" && !occupied) return { type: "placeOutpost", at };
  return null;
}

/** What one space of the grid shows: its site, the shield's cover, its light (picked or a target now), the last meteor's crater, its coordinate. */
export function spaceLook(s: GridChoice, x: number, y: number, sites: ReadonlyMap<string, SiteView>, shields: ReadonlySet<string>) {
  const k = `${x},${y}`;
  const site = sites.get(k) ?? null;
  const target = clickOf(s, k) !== null;
  const lit: "selected" | "legal" | null = s.site === k ? "selected" : target ? "legal" : null;
  return {
    site,
    /** A click here is a legal move (or picks a site) now. */
    target,
    shielded: shields.has(k),
    lit,
    crater: Boolean(s.v.lastMeteor && key(s.v.lastMeteor) === k),
    /** The column's number along the top edge, the row's down the left, on empty spaces only. */
    coord: site || (x !== 1 && y !== 1) ? null : y === 1 ? String(x) : String(y),
  };
}
