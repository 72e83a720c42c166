import type { GameError, GameEvent } from "../../../engine/game";
import { TRACK_COSTS, type CardKind } from "../data";
import { affordablePositions, cannotAfford, illegal, positionCost } from "../rules";
import type { ZooState } from "../types";
import { nextParticipant, skipToDecider } from "./sequence";

/** §3.2 not selected: discard position 1, slide down keeping order, refill from the pile. */
export function researchNotSelected(s: ZooState, ev: GameEvent[]): void {
  const size = TRACK_COSTS.length;
  const discarded = s.track[0] ?? null;
  if (discarded !== null) s.discarded.push(discarded);
  const rest = s.track.slice(1, size).filter((c): c is CardKind => c != null);
  const drawn = s.pile.splice(0, size - rest.length);
  const next = [...rest, ...drawn];
  s.track = Array.from({ length: size }, (_, i) => next[i] ?? null);
  ev.push({ type: "researchShifted", discarded, drawn, track: s.track.slice() });
}

export function beginResearch(s: ZooState, order: number[]): void {
  s.stage = { kind: "research", order, at: 0 };
}

export function settleResearch(s: ZooState, ev: GameEvent[]): boolean {
  return skipToDecider(s, ev, (seat) => affordablePositions(s.track, s.players[seat].coins).length > 0);
}

export function buy(s: ZooState, seat: number, position: number, ev: GameEvent[]): GameError | null {
  const card = s.track[position - 1];
  if (card === null || card === undefined) return illegal("zoo.refusal.positionEmpty", { position });
  const cost = positionCost(position);
  const player = s.players[seat];
  if (player.coins < cost) return cannotAfford("zoo.refusal.cardTooDear", { cost, coins: player.coins });
  player.coins -= cost;
  player.research.push(card);
  s.track[position - 1] = null;
  ev.push({ type: "bought", seat, card, position, cost });
  nextParticipant(s);
  return null;
}
