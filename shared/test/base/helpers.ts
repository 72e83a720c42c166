import { newRngState } from "../../src/engine/random";
import type { CardKind } from "../../src/games/base/data";
import { refusalWords } from "../../src/engine/game";
import { income } from "../../src/games/base/functional";
import type { BaseState, Phase, Site } from "../../src/games/base/types";
import { base } from "../../src/games/base";

/** [card, x, y, owner?, damage?]; owner defaults to seat 0 (volcanoes to nobody). */
export type SiteSpec = [CardKind, number, number, (number | null)?, number?];

export function sites(...specs: SiteSpec[]): Site[] {
  return specs.map(([card, x, y, owner, damage]) => ({
    card, x, y, owner: owner === undefined ? (card === "volcano" ? null : 0) : owner, damage: damage ?? 0,
  }));
}

/** Income seat 0 (P1) would collect with this board. */
export const incomeOf = (specs: SiteSpec[], seat = 0) => income(sites(...specs), seat);

export interface StateOptions {
  players?: number;
  sites?: SiteSpec[];
  hands?: CardKind[][];
  deck?: CardKind[];
  phase?: Phase;
  /** Index in turn order of the active player (order is 0,1,2,... unless given). */
  turn?: number;
  order?: number[];
  credits?: number[];
  round?: number;
  finalRound?: boolean;
  seed?: string;
}

/** A state built directly, for rule tests. Seat 0 is P1, seat 1 is P2. */
export function makeState(o: StateOptions = {}): BaseState {
  const players = o.players ?? 2;
  return {
    players,
    order: o.order ?? Array.from({ length: players }, (_, i) => i),
    round: o.round ?? 1,
    turn: o.turn ?? 0,
    phase: o.phase ?? "transfer",
    sites: sites(...(o.sites ?? [])),
    hands: o.hands?.map((h) => h.slice()) ?? Array.from({ length: players }, () => []),
    deck: o.deck?.slice() ?? Array(20).fill("metal"),
    discard: [],
    credits: o.credits?.slice() ?? Array(players).fill(50),
    finalRound: o.finalRound ?? false,
    stealTarget: null,
    stolen: Array(players).fill(null),
    lastMeteor: null,
    rng: newRngState(o.seed ?? "test"),
  };
}

/** Applies an action that must be accepted; returns the new state and its events. */
export function play(state: BaseState, seat: number, action: unknown) {
  const r = base.apply(state, seat, action);
  if (!r.ok) throw new Error(`rejected: ${r.error.code}: ${refusalWords(r.error)}`);
  return r;
}

/** Applies an action that must be rejected, without changing the state; returns the error. Every refusal must say why. */
export function reject(state: BaseState, seat: number, action: unknown) {
  const before = JSON.stringify(state);
  const r = base.apply(state, seat, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  expect(JSON.stringify(state)).toBe(before);
  const message = refusalWords(r.error);
  if (message.trim().length < 10 || /undefined|NaN/.test(message)) {
    throw new Error(`the refusal ${r.error.code} does not say why: "${message}"`);
  }
  return { ...r.error, message };
}

export const at = (x: number, y: number) => ({ x, y });

/** Total cards in the game: deck + hands + map + discard. */
export function cardCount(s: BaseState): number {
  return s.deck.length + s.hands.reduce((n, h) => n + h.length, 0) + s.sites.length + s.discard.length;
}
