/**
 * The list of sites a state holds. It is never changed in place: a change makes a new list, with
 * every site in it frozen, so a state shares its board with the states before it until the board
 * changes. What is computed from a list (its grid, functional status, view) is kept for as long as
 * the list lives, and carried over to the list made from it.
 */
import type { BaseState, Site } from "./types";

/**
 * The lists made here, each with what is kept for it. They are not frozen: the array built-ins take
 * a slow path on a frozen array (`filter` or `some` over 75 sites cost 1.7 µs instead of 0.08 on
 * Node 20), so a list made here is known by this map instead. One entry a list, whatever is kept.
 */
const made = new WeakMap<readonly object[], Record<symbol, unknown>>();

/** Whether a list was made here: it is never changed, so what is computed from it may be kept. */
export const isKept = (list: readonly object[]): boolean => made.has(list);

/** Something computed from a list of sites, kept with the list while it lives (only a list made here). */
export class Kept<T> {
  private readonly key: symbol;

  constructor(name: string) {
    this.key = Symbol(name);
  }

  get(list: readonly object[]): T | undefined {
    return made.get(list)?.[this.key] as T | undefined;
  }

  /** Keeps `value` for `list` if the list was made here. */
  set(list: readonly object[], value: T | undefined): void {
    const kept = made.get(list);
    if (kept) kept[this.key] = value;
  }
}

/**
 * How a list was made from the list before it, so what is kept for that list (board.ts,
 * neighbours.ts, functional.ts, view.ts) is carried over instead of found again.
 */
export interface SiteChange {
  before: readonly Site[];
  /** One site was added, at the end. */
  placed: boolean;
  /** A site changed space (a Transfer). */
  moved: boolean;
  /**
   * What the change can do to which installations work (functional.ts): "added" only adds to the
   * board (a site placed, damage repaired, a site captured), so what worked keeps working;
   * "damaged" only takes away (damage taken); "other", anything (a site moved).
   */
  effect: "added" | "damaged" | "other";
  /** The sites placed or changed, by index (a list keeps the order of the one before). */
  changed: readonly number[];
}

const changes = new Kept<SiteChange>("change");

export const changeOf = (sites: readonly Site[]): SiteChange | undefined => changes.get(sites);

/**
 * Forgets how `sites` was made, letting the list before go: for when everything carried over from
 * it has been (the board's view is made last, view.ts).
 */
export function carriedOver(sites: readonly Site[]): void {
  changes.set(sites, undefined);
}

/** Making a list forgets how the list before was made, so a list keeps at most the one before alive. */
function keep(before: readonly Site[], after: Site[], how: Omit<SiteChange, "before">): readonly Site[] {
  made.set(after, {});
  changes.set(before, undefined);
  changes.set(after, { before, ...how });
  return after;
}

/** Adds a site at the end of the list. */
export function placeSite(s: Pick<BaseState, "sites">, site: Site): void {
  const before = s.sites;
  // A state made by hand may hold sites that are not frozen.
  const kept = isKept(before) ? before : before.map((t) => Object.freeze(t));
  s.sites = keep(before, [...kept, Object.freeze(site)], { placed: true, moved: false, effect: "added", changed: [before.length] });
}

/** Replaces each site of `changed` by a copy with its change. */
export function changeSites(s: Pick<BaseState, "sites">, changed: [Readonly<Site>, Partial<Site>][]): void {
  const before = s.sites;
  const copies = new Map(changed.map(([site, change]) => [site, { ...site, ...change }]));
  const fields = changed.flatMap(([site, c]) => Object.entries(c).filter(([field, value]) => value !== site[field as keyof Site])
    .map(([field, value]) => (field === "damage" ? ((value as number) < site.damage ? "repaired" : "damaged") : field)));
  const only = (allowed: string[]) => fields.every((field) => allowed.includes(field));
  s.sites = keep(before, before.map((t) => Object.freeze(copies.get(t) ?? t)), {
    placed: false,
    moved: fields.includes("x") || fields.includes("y"),
    effect: only(["owner", "repaired"]) ? "added" : only(["owner", "damaged"]) ? "damaged" : "other",
    changed: changed.map(([site]) => before.indexOf(site)).filter((i) => i >= 0),
  });
}
