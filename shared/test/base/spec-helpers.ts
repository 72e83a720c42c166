import { newRngState, Rng } from "../../src/engine/random";
import type { BaseState } from "../../src/games/base/types";

/** The face a d10 must show to read as `v` (10 shows as 0). */
const face = (v: number) => (v === 10 ? 0 : v);

/**
 * Gives the state an rng whose next meteor lands on (x,y) and, if a damage roll follows, rolls `damage`.
 * Searches seeds; the engine's Rng is the only source of the dice, so this fixes the meteor for a test.
 */
export function rigMeteor(s: BaseState, x: number, y: number, damage = 1): BaseState {
  for (let i = 0; i < 200_000; i++) {
    const state = newRngState(`meteor-${i}`);
    const rng = new Rng(state);
    if (rng.int(0, 9) === face(x) && rng.int(0, 9) === face(y) && rng.int(0, 9) === face(damage)) {
      s.rng = state;
      return s;
    }
  }
  throw new Error("no seed found");
}
