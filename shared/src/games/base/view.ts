import { cornerZone, key } from "./board";
import type { CardKind } from "./data";
import { mustDiscard } from "./draw";
import { activeSeat } from "./flow";
import { income, statuses } from "./functional";
import type { BasePrivate, BaseState, BaseView, SiteView } from "./types";

function discardCounts(pile: readonly CardKind[]): Partial<Record<CardKind, number>> {
  const out: Partial<Record<CardKind, number>> = {};
  for (const c of [...pile].sort()) out[c] = (out[c] ?? 0) + 1;
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

/** The public board plus, for a seat, its hand (and the target's hand while it steals). */
export function view(s: BaseState, seat: number | null): BaseView {
  const status = statuses(s.sites);
  const works = new Set([...status].flatMap(([at, st]) => (st.functional ? [at] : [])));
  const active = activeSeat(s);
  const sites = s.sites
    .map((site): SiteView => {
      const { functional, reason } = status.get(key(site))!;
      return { x: site.x, y: site.y, card: site.card, owner: site.owner, damage: site.damage, functional, reason };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const best = Math.max(...s.credits);
  return {
    players: s.players,
    order: s.order.slice(),
    round: s.round,
    phase: s.phase,
    active,
    sites,
    credits: s.credits.slice(),
    income: s.credits.map((_, p) => income(s.sites, p, works)),
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
