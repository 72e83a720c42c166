import { cornerZone } from "./board";
import type { CardKind } from "./data";
import { mustDiscard } from "./draw";
import { activeSeat } from "./flow";
import { boardView } from "./cache";
import type { BasePrivate, BaseState, BaseView } from "./types";

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
