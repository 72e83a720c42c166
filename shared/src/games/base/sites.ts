/**
 * The list of sites a state holds. It is never changed in place: a change makes a new list, with
 * every site in it frozen, so a state shares its board with the states before it until the board
 * changes (docs/architecture.md). The engine changes a board through cache/, which records how.
 */
import type { BaseState, Site } from "./types";

/** Adds a site at the end of the list (§3.7, §2). */
export function placeSite(s: Pick<BaseState, "sites">, site: Site): void {
  // A state made by hand may hold sites that are not frozen.
  s.sites = [...s.sites.map((t) => Object.freeze(t)), Object.freeze(site)];
}

/** Replaces each site of `changed` by a copy with its change, in its place in the list. */
export function changeSites(s: Pick<BaseState, "sites">, changed: [Readonly<Site>, Partial<Site>][]): void {
  const copies = new Map(changed.map(([site, change]) => [site, { ...site, ...change }]));
  s.sites = s.sites.map((t) => Object.freeze(copies.get(t) ?? t));
}
