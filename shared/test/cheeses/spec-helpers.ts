/** Helpers for the Given/When/Then cases beyond §7: rigged dice and playing a state forward. */
import { cheeses } from "../../src/games/cheeses";
import { refusalWords, type GameEvent } from "../../src/engine/game";
import { Rng } from "../../src/engine/random";
import type { CheesesAction, CheesesState } from "../../src/games/cheeses/types";
import { must } from "./helpers";

/**
 * Makes the server's generator return `values` in order (a die gives the value itself, `pick` takes it
 * as an index), then the real draws. Dice are drawn: S3 one per player (plus a pick on a 1), S6 two per
 * player, S8 seven prices (Milk..Leather), S9 one per suit, S10 one or two per sick barn.
 */
const REAL_INT = Rng.prototype.int;

export function rigDice(values: number[]): jest.SpyInstance {
  const real = REAL_INT;
  return jest.spyOn(Rng.prototype, "int").mockImplementation(function (this: Rng, min: number, max: number) {
    if (values.length === 0) return real.call(this, min, max);
    const v = values.shift()!;
    if (v < min || v > max) throw new Error(`rigged value ${v} outside ${min}..${max}`);
    return v;
  });
}

/** A choice that changes nothing: pass, no allocation, no boxes, no sales; the greedy default in S4. */
function holdEverything(s: CheesesState, seat: number): CheesesAction {
  switch (s.step) {
    case "dairy": return { type: "dairy", allocation: {} };
    case "gift": return { type: "gift", boxes: 0 };
    case "market": return { type: "sell", quantities: {} };
    case "energy": return cheeses.timeoutAction(s, seat);
    default: return { type: "pass" };
  }
}

/** Plays awaited seats with `choose` until `stop` holds (or the game is over); returns the state and all events. */
export function playUntil(
  s: CheesesState,
  stop: (s: CheesesState) => boolean,
  choose: (s: CheesesState, seat: number) => unknown = holdEverything,
): { state: CheesesState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 500 && !stop(s) && s.step !== "over"; guard++) {
    const seat = cheeses.awaiting(s)[0];
    const r = must(s, seat, choose(s, seat));
    events.push(...r.events);
    s = r.state;
  }
  if (!stop(s)) throw new Error(`playUntil: stopped at turn ${s.turn}, step ${s.step} without reaching the wanted point`);
  return { state: s, events };
}

/** The engine's refusal of an action (the test fails if it is accepted). */
export function refused(s: CheesesState, seat: number, action: unknown): { code: string; message: string } {
  const r = cheeses.apply(s, seat, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return { code: r.error.code, message: refusalWords(r.error) };
}
