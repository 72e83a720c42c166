import { randomFunction } from "../../src/engine/random";
import { base } from "../../src/games/base";
import { play } from "./helpers";

describe("describeEvent", () => {
  it("turns events into sentences", () => {
    const names = ["Ana", "Bo"];
    const d = (e: Parameters<typeof base.describeEvent>[0]) => base.describeEvent(e, names);
    expect(d({ type: "build", seat: 0, card: "colony", x: 3, y: 4 })).toBe("Ana built a Colony at (3,4).");
    expect(d({ type: "capture", seat: 1, from: 0, card: "refinery", x: 5, y: 6 })).toBe("Bo played Control and captured Ana's Refinery at (5,6).");
    expect(d({ type: "meteor", seat: 0, x: 10, y: 3, faces: [0, 3], outcome: "empty", card: null, damageRoll: null, owner: null, damage: 0 }))
      .toBe("A meteor falls: the dice show 10 and 3, hitting (10,3), an empty space. No effect.");
    expect(d({ type: "meteor", seat: 0, x: 7, y: 5, faces: [7, 5], outcome: "damaged", card: "research", damageRoll: 7, owner: 1, damage: 7 }))
      .toBe("A meteor falls: the dice show 7 and 5, hitting (7,5): Bo's Research Station takes 7 damage (now 7).");
    expect(d({ type: "production", seat: 0, amount: 4, credits: 54 })).toBe("Ana collected 4 credits (now 54).");
    expect(d({ type: "took", seat: 0, target: 1 })).toBe("Ana stole a card from Bo.");
    expect(d({ type: "discard", seat: 1, cards: ["metal", "transfer"] })).toBe("Bo discarded Metal and Transfer.");
    expect(d({ type: "repair", seat: 0, repairs: [{ x: 1, y: 1, points: 2 }], cost: 2 })).toBe("Ana repaired a site for 2 credits.");
  });

  it("describes every event of a real game without falling back to the raw type", () => {
    let state = base.setup({ players: 2, seed: "words" });
    const rnd = randomFunction("words");
    const seen = new Set<string>();
    while (!base.result(state)) {
      const seat = base.awaiting(state)[0];
      const r = play(state, seat, base.bot.choose(base.view(state, seat), seat, rnd));
      for (const e of r.events) {
        seen.add(e.type);
        expect(base.describeEvent(e, ["Ana", "Bo"])).not.toMatch(/undefined|: \w+\.$/);
      }
      state = r.state;
    }
    expect(seen.has("gameOver")).toBe(true);
  });
});
