import { randomFunction } from "../../src/engine/random";
import { base } from "../../src/games/base";
import { at, makeState } from "./helpers";

describe("bot", () => {
  it("chooses a legal action in every phase it meets", () => {
    for (const seed of ["a", "b"]) {
      let state = base.setup({ players: 2, seed });
      const rnd = randomFunction(seed);
      const phases = new Set<string>();
      while (!base.result(state)) {
        const seat = base.awaiting(state)[0];
        const v = base.view(state, seat);
        phases.add(v.phase);
        const a = base.bot.choose(v, seat, rnd);
        const r = base.apply(state, seat, a);
        expect(r.ok).toBe(true);
        if (r.ok) state = r.state;
      }
      expect(phases.has("build")).toBe(true);
    }
  });

  it("builds what raises its income", () => {
    const state = makeState({ sites: [["outpost", 1, 1], ["metal", 3, 1]], hands: [["extractor", "volcano"], []], phase: "build" });
    const a = base.bot.choose(base.view(state, 0), 0, () => 0.5);
    // An Extractor next to the Outpost (power) and the Metal pays 1.
    expect(a).toEqual({ type: "build", card: "extractor", at: at(2, 1) });
  });
});
