/**
 * Functional status (rule spec §4.3): F, the least fixed point of the requirements (requirements.ts)
 * over a board, so no site can support itself through a circle; and what follows from F: each site's
 * status, the seats' income (§3.4), shields (§3.3). The engine asks cache/, which answers the same.
 */
import { CARDS, MAX_PLAYERS, isInstallation } from "./data";
import { adjacent, controller, key, samePos } from "./board";
import { unmet, type Defunct, type Surroundings } from "./requirements";
import type { Pos, Site } from "./types";

export interface Status {
  functional: boolean;
  /** Why a defunct installation does not work (a code, see requirements.ts); null when it works or is not an installation. */
  reason: Defunct | null;
}

/** "Damaged" means damage > 0 (§4.1); a hand-made site without a damage count is undamaged. */
export const isDamaged = (s: Site) => s.damage > 0;

/** The four orthogonal neighbours of a space (physical adjacency, base-D6). */
const nextTo = (p: Pos): Pos[] => [{ x: p.x - 1, y: p.y }, { x: p.x + 1, y: p.y }, { x: p.x, y: p.y - 1 }, { x: p.x, y: p.y + 1 }];

/** The board as the requirements read it, with F as found so far. */
function surroundings(sites: readonly Site[], F: ReadonlySet<Site>): Surroundings<Site> {
  const at = new Map(sites.map((s) => [key(s), s]));
  const next = new Map(sites.map((s) => [s, nextTo(s).flatMap((p) => at.get(key(p)) ?? [])]));
  return { card: (s) => s.card, someNext: (s, test) => next.get(s)!.some(test), inF: (s) => F.has(s) };
}

/** F: every undamaged installation whose requirements hold is added, until none is (§4.3). */
function functional(sites: readonly Site[]): ReadonlySet<Site> {
  const F = new Set<Site>();
  const board = surroundings(sites, F);
  for (let changed = true; changed;) {
    changed = false;
    for (const s of sites) {
      if (isInstallation(s.card) && !F.has(s) && !isDamaged(s) && unmet(board, s) === null) {
        F.add(s);
        changed = true;
      }
    }
  }
  return F;
}

const NOT_INSTALLATION: Status = Object.freeze({ functional: false, reason: null });
const WORKS: Status = Object.freeze({ functional: true, reason: null });

/** A site's status, given whether it is in F and, for an undamaged installation that is not, what it misses. */
export function statusOf(s: Site, inF: boolean, missing: () => Defunct | null): Status {
  if (!isInstallation(s.card)) return NOT_INSTALLATION;
  if (inF) return WORKS;
  return Object.freeze({ functional: false, reason: isDamaged(s) ? "damaged" : missing() ?? "defunct" });
}

/** Status of every site, in the order of `sites`, with a reason for each defunct installation. */
export function statusList(sites: readonly Site[]): readonly Status[] {
  const F = functional(sites);
  const board = surroundings(sites, F);
  return sites.map((s) => statusOf(s, F.has(s), () => unmet(board, s)));
}

/** Status of every site, keyed by "x,y". */
export function statuses(sites: readonly Site[]): Map<string, Status> {
  const list = statusList(sites);
  return new Map(sites.map((s, i) => [key(s), list[i]]));
}

/** The keys ("x,y") of the functional installations. */
export function functionalSet(sites: readonly Site[]): Set<string> {
  return new Set([...functional(sites)].map(key));
}

/** What a functional site earns its controller in Production (§3.4), as [seat, credits]; null for none. */
export function earning(s: Site): [number, number] | null {
  const seat = controller(s);
  return seat !== null && seat >= 0 && seat < MAX_PLAYERS ? [seat, CARDS[s.card].income] : null;
}

/** What each of `players` seats would earn in its Production phase with this board. */
export function incomes(sites: readonly Site[], players: number): number[] {
  const out = new Array<number>(MAX_PLAYERS).fill(0);
  for (const s of functional(sites)) {
    const e = earning(s);
    if (e) out[e[0]] += e[1];
  }
  return out.slice(0, players);
}

/** What `seat` would earn in its Production phase with this board. */
export function income(sites: readonly Site[], seat: number): number {
  return incomes(sites, seat + 1)[seat];
}

/** A functional Shield Generator on or next to p protects it (§3.3; shielding never passes through Hubs). */
export function shielded(sites: readonly Site[], p: Pos): boolean {
  return [...functional(sites)].some((s) => s.card === "shield" && (adjacent(s, p) || samePos(s, p)));
}
