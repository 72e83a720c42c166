import { xoroshiro128plus, unsafeUniformIntDistribution, type RandomGenerator } from "pure-rand";

/** The generator's state as stored inside a game state: plain numbers, JSON-safe. */
export type RngState = number[];

/** Hashes a seed string to 32 bits (FNV-1a), so any string can seed a game. */
export function seedNumber(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function newRngState(seed: string): RngState {
  return [...xoroshiro128plus(seedNumber(seed)).getState()];
}

/**
 * A seeded random source used while computing one transition.
 * Read from a state's `rng`, draw, then store `state()` back into the new state.
 */
export class Rng {
  private gen: RandomGenerator;

  constructor(state: RngState) {
    this.gen = xoroshiro128plus.fromState(state);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.gen);
  }

  /** One die with `sides` faces: 1..sides. */
  die(sides: number): number {
    return this.int(1, sides);
  }

  /** A new array with the items in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(0, items.length - 1)];
  }

  state(): RngState {
    return [...this.gen.getState()];
  }
}

/** A Math.random-like function from a seed, for bots and tests. */
export function randomFunction(seed: string): () => number {
  const rng = new Rng(newRngState(seed));
  return () => rng.int(0, 0x7fffffff) / 0x80000000;
}
