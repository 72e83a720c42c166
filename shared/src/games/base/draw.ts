import type { GameError, GameEvent } from "../../engine/game";
import { HAND_LIMIT } from "./data";
import { illegal } from "./errors";
import type { BaseAction, BaseState } from "./types";

type Discard = Extract<BaseAction, { type: "discard" }>;

/** §3.6: draw the top card (`deck[0]`) if there is one; the last card sets the final-round flag. Mutates `s`. */
export function draw(s: BaseState, seat: number, events: GameEvent[]): void {
  if (s.deck.length === 0) return;
  s.hands[seat].push(s.deck.shift()!);
  events.push({ type: "draw", seat, deckLeft: s.deck.length, handSize: s.hands[seat].length });
  if (s.deck.length === 0) {
    s.finalRound = true;
    events.push({ type: "finalRound", seat });
  }
}

export const mustDiscard = (handSize: number) => (handSize > HAND_LIMIT ? handSize - HAND_LIMIT : 0);

/** Discard down to 8: exactly the excess, chosen by the player. Mutates `s`. */
export function discard(s: BaseState, seat: number, a: Discard, events: GameEvent[]): GameError | null {
  const need = mustDiscard(s.hands[seat].length);
  if (a.cards.length !== need) return illegal("base.refusal.discardExactly", { need, keep: HAND_LIMIT });
  const hand = s.hands[seat].slice();
  for (const c of a.cards) {
    const i = hand.lastIndexOf(c);
    if (i < 0) return illegal("base.refusal.notThatMany", { card: c });
    hand.splice(i, 1);
  }
  s.hands[seat] = hand;
  s.discard.push(...a.cards);
  events.push({ type: "discard", seat, cards: a.cards });
  return null;
}
