import { cornerZone } from "./board";
import type { CardKind } from "./data";
import { mustDiscard } from "./draw";
import { activeSeat } from "./flow";
import { incomes, statusList, type Status } from "./functional";
import { Kept, carriedOver, changeOf } from "./sites";
import type { BasePrivate, BaseState, BaseView, Site, SiteView } from "./types";

/** How many of each kind the pile holds, kinds in alphabetical order (the pile is not sorted: it grows all game). */
function discardCounts(pile: readonly CardKind[]): Partial<Record<CardKind, number>> {
  const counts = new Map<CardKind, number>();
  for (const c of pile) counts.set(c, (counts.get(c) ?? 0) + 1);
  const out: Partial<Record<CardKind, number>> = {};
  for (const kind of [...counts.keys()].sort()) out[kind] = counts.get(kind);
  return out;
}

/** A seat's hand (and the target's hand while it steals); null for a spectator. */
export function secret(s: BaseState, seat: number | null): BasePrivate | null {
  if (seat === null || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return null;
  return {
    hand: s.hands[seat].slice(),
    stealHand: s.phase === "steal" && activeSeat(s) === seat && s.stealTarget !== null ? s.hands[s.stealTarget].slice() : null,
    stolen: s.stolen[seat],
  };
}

interface BoardView {
  sites: readonly SiteView[];
  income: readonly number[];
}

/**
 * The board's part of the view, kept for a list of sites the engine made (sites.ts) and
 * frozen itself: the view of a move that leaves the board as it was is made without a walk over
 * the board, and the room's sync skips it as unchanged (schema/reconcile.ts).
 */
const boardViews = new Kept<BoardView>("view");
/** Each frozen site's last view, kept while its status stays the same. */
const siteViews = new WeakMap<Site, SiteView>();

function siteView(site: Site, status: Status): SiteView {
  const known = siteViews.get(site);
  if (known && known.functional === status.functional && known.reason === status.reason) return known;
  const made = Object.freeze({ x: site.x, y: site.y, card: site.card, owner: site.owner, damage: site.damage, ...status });
  if (Object.isFrozen(site)) siteViews.set(site, made);
  return made;
}

function boardView(sites: readonly Site[], players: number): BoardView {
  const known = boardViews.get(sites);
  if (known && known.income.length === players) return known;
  const status = statusList(sites);
  // The view of the list this one was made from: a site and status that are the same objects keep their view.
  const change = changeOf(sites);
  const before = change && boardViews.get(change.before);
  const beforeStatus = before && statusList(change.before);
  const made: BoardView = {
    // In the order they were placed, as the state keeps them: a build adds one at the end, where in
    // board order every site after it moved (an entry each in the room's sync).
    sites: Object.freeze(sites.map((site, i) =>
      before && site === change.before[i] && status[i] === beforeStatus![i] ? before.sites[i] : siteView(site, status[i]))),
    income: Object.freeze(incomes(sites, players)),
  };
  boardViews.set(sites, made);
  // Made from the list's grid, neighbours, status and income: nothing is left to carry over.
  carriedOver(sites);
  return made;
}

/** The public board plus, for a seat, its hand (and the target's hand while it steals). */
export function view(s: BaseState, seat: number | null): BaseView {
  const board = boardView(s.sites, s.players);
  const active = activeSeat(s);
  const best = Math.max(...s.credits);
  return {
    players: s.players,
    order: s.order.slice(),
    round: s.round,
    phase: s.phase,
    active,
    sites: board.sites,
    credits: s.credits.slice(),
    income: board.income,
    handCounts: s.hands.map((h) => h.length),
    deckCount: s.deck.length,
    discard: discardCounts(s.discard),
    finalRound: s.finalRound,
    stealTarget: s.phase === "steal" ? s.stealTarget : null,
    lastMeteor: s.lastMeteor,
    outpostZone: s.phase === "outpost" ? cornerZone(s.turn) : null,
    mustDiscard: s.phase === "discard" && active !== null ? mustDiscard(s.hands[active].length) : 0,
    winners: s.phase === "over" ? s.credits.flatMap((c, p) => (c === best ? [p] : [])) : null,
    private: secret(s, seat),
  };
}
