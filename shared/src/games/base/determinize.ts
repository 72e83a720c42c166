import { Rng, newRngState } from "../../engine/random";
import { drawDeck, type CardKind } from "./data";
import type { BaseState, BaseView, Site } from "./types";

/** Removes each of `seen` once from `cards` (a multiset difference). */
function without(cards: readonly CardKind[], seen: readonly CardKind[]): CardKind[] {
  const left = cards.slice();
  for (const card of seen) {
    const i = left.lastIndexOf(card);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/**
 * A full Space Base state consistent with what `seat` sees: the cards nowhere in sight (not in its hand,
 * on the map, in the discard pile, or in a hand it is looking at while stealing) are shuffled, dealt to the
 * other hands by their public counts and the rest becomes the draw deck; the random generator is new.
 */
export function determinize(v: BaseView, seat: number, random: () => number): BaseState {
  const rng = new Rng(newRngState(String(Math.floor(random() * 0x7fffffff))));
  const sites: Site[] = v.sites.map(({ x, y, card, owner, damage }) => ({ x, y, card, owner, damage }));
  const mine = v.private?.hand ?? [];
  const looked = v.private?.stealHand ?? null;
  const discarded = Object.entries(v.discard).flatMap(([card, n]) => Array<CardKind>(n ?? 0).fill(card as CardKind));
  const built = sites.filter((s) => s.card !== "outpost").map((s) => s.card);
  const unseen = rng.shuffle(without(drawDeck(), [...mine, ...(looked ?? []), ...discarded, ...built]));
  const hands = v.handCounts.map((n, s): CardKind[] => {
    if (s === seat) return mine.slice();
    if (looked && s === v.stealTarget) return looked.slice();
    return unseen.splice(0, n);
  });
  const active = v.active === null ? 0 : v.order.indexOf(v.active);
  return {
    players: v.players,
    order: v.order.slice(),
    round: v.round,
    turn: active,
    phase: v.phase,
    sites,
    hands,
    deck: unseen.slice(0, v.deckCount),
    discard: discarded,
    credits: v.credits.slice(),
    finalRound: v.finalRound,
    stealTarget: v.stealTarget,
    stolen: v.handCounts.map((_, s) => (s === seat ? v.private?.stolen ?? null : null)),
    lastMeteor: v.lastMeteor,
    rng: rng.state(),
  };
}
