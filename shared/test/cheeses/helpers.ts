/** Small helpers to build Space Colony Cheeses states directly for rule tests. */
import { cheeses } from "../../src/games/cheeses";
import { emptyInventory } from "../../src/games/cheeses/colony";
import type { ModuleType } from "../../src/games/cheeses/data";
import { openStep } from "../../src/games/cheeses/flow";
import { randomFunction, type Rng } from "../../src/engine/random";
import type { CheesesState, Inventory, Module, Step } from "../../src/games/cheeses/types";
import { refusalWords, type ApplyResult, type GameEvent } from "../../src/engine/game";
import type { Refusal } from "../../src/games/cheeses/refusal";

export type ModuleSpecInput = [ModuleType, number, number, Partial<Pick<Module, "energyShort" | "sick" | "owner">>?];

/** A fresh game (first player fixed to seat 0 unless told) with its modules replaced by `modules`. */
export function stateWith(opts: {
  players?: number;
  seed?: string;
  step?: Step;
  turn?: number;
  modules?: ModuleSpecInput[]; // owner defaults to seat 0 (P1)
  money?: number[];
  inventory?: Partial<Inventory>[];
  firstPlayer?: number;
}): CheesesState {
  const players = opts.players ?? 2;
  const s = cheeses.setup({ players, seed: opts.seed ?? "test", options: { firstPlayer: opts.firstPlayer ?? 0 } });
  s.modules = (opts.modules ?? []).map(([type, x, y, extra], i) => ({
    id: i + 1, owner: extra?.owner ?? 0, type, x, y, energyShort: extra?.energyShort ?? false, sick: extra?.sick ?? false,
  }));
  s.nextId = s.modules.length + 1;
  if (opts.money) s.money = [...opts.money];
  if (opts.inventory) s.inventory = s.order.map((_, i) => ({ ...emptyInventory(), ...(opts.inventory![i] ?? {}) }));
  s.turn = opts.turn ?? s.turn;
  if (opts.step) openStep(s, opts.step);
  return s;
}

/** Reference colony R of the spec (§7), owned by seat 0. */
export const COLONY_R: ModuleSpecInput[] = [
  ["startUp", 4, 6],
  ["processingPlant", 4, 4],
  ["barn", 2, 4],
  ["megaBarn", 3, 5],
  ["milkStorage", 5, 5],
];

/** Applies an action and fails the test with the engine's message if it is rejected. */
export function must(state: CheesesState, seat: number, action: unknown) {
  const r = cheeses.apply(state, seat, action);
  if (!r.ok) throw new Error(`rejected: ${r.error.code}: ${refusalWords(r.error)}`);
  return r;
}

/** A stand-in for the seeded generator that returns the given dice in order (`pick` takes the next value as an index). */
export function scripted(values: number[]): Rng {
  const next = () => {
    if (values.length === 0) throw new Error("scripted rng ran out of values");
    return values.shift()!;
  };
  return { die: () => next(), int: () => next(), pick: <T>(items: readonly T[]) => items[next()], shuffle: <T>(items: readonly T[]) => [...items], state: () => [] } as unknown as Rng;
}

/** A whole game of medium bots: its last state and every event. */
export function botGame(players: number, seed: string) {
  const rand = randomFunction(seed);
  let s = cheeses.setup({ players, seed });
  const events: GameEvent[] = [];
  while (cheeses.result(s) === null) {
    const seat = cheeses.awaiting(s)[0];
    const r = cheeses.apply(s, seat, cheeses.bot.choose(cheeses.view(s, seat), seat, rand));
    if (!r.ok) throw new Error(refusalWords(r.error));
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
}

/** A result whose refusal carries its English words as `message`, for matching the text a player reads. */
export function worded<S>(r: ApplyResult<S>): ApplyResult<S> | { ok: false; error: { code: string; message: string } } {
  return r.ok ? r : { ok: false, error: { ...r.error, message: refusalWords(r.error) } };
}

/** An engine check's refusal in English words (null when the action is allowed). */
export function said(why: Refusal | null): string | null {
  return why && refusalWords({ code: "illegal", ...why });
}
