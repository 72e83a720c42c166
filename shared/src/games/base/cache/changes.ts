/**
 * Speeds up finding a board again: the engine changes a board here, through the rule's `placeSite`
 * and `changeSites` (sites.ts), and how each list was made from the one before is recorded, so
 * what is kept for that list (grid.ts, neighbours.ts, functional.ts, board-view.ts) is carried
 * over instead of found again.
 */
import * as rule from "../sites";
import type { BaseState, Site } from "../types";
import { Kept, keepFor } from "./kept";

export interface SiteChange {
  before: readonly Site[];
  /** One site was added, at the end. */
  placed: boolean;
  /** A site changed space (a Transfer). */
  moved: boolean;
  /**
   * What the change can do to which installations work: "added" only adds to the board (a site
   * placed, damage repaired, a site captured), so what worked keeps working; "damaged" only takes
   * away (damage taken); "other", anything (a site moved).
   */
  effect: "added" | "damaged" | "other";
  /** The sites placed or changed, by index (a list keeps the order of the one before). */
  changed: readonly number[];
}

const changes = new Kept<SiteChange>("change");

export const changeOf = (sites: readonly Site[]): SiteChange | undefined => changes.get(sites);

/**
 * Forgets how `sites` was made, letting the list before go: for when everything carried over from
 * it has been (the board's view is made last, board-view.ts).
 */
export function carriedOver(sites: readonly Site[]): void {
  changes.set(sites, undefined);
}

/** Making a list forgets how the list before was made, so a list keeps at most the one before alive. */
function record(before: readonly Site[], after: readonly Site[], how: Omit<SiteChange, "before">): void {
  keepFor(after);
  changes.set(before, undefined);
  changes.set(after, { before, ...how });
}

/** sites.ts `placeSite`, recorded. */
export function placeSite(s: Pick<BaseState, "sites">, site: Site): void {
  const before = s.sites;
  rule.placeSite(s, site);
  record(before, s.sites, { placed: true, moved: false, effect: "added", changed: [before.length] });
}

/** sites.ts `changeSites`, recorded. */
export function changeSites(s: Pick<BaseState, "sites">, changed: [Readonly<Site>, Partial<Site>][]): void {
  const before = s.sites;
  const fields = changed.flatMap(([site, c]) => Object.entries(c).filter(([field, value]) => value !== site[field as keyof Site])
    .map(([field, value]) => (field === "damage" ? ((value as number) < site.damage ? "repaired" : "damaged") : field)));
  const only = (allowed: string[]) => fields.every((field) => allowed.includes(field));
  rule.changeSites(s, changed);
  record(before, s.sites, {
    placed: false,
    moved: fields.includes("x") || fields.includes("y"),
    effect: only(["owner", "repaired"]) ? "added" : only(["owner", "damaged"]) ? "damaged" : "other",
    changed: changed.map(([site]) => before.indexOf(site)).filter((i) => i >= 0),
  });
}
