import { cheeses } from "../../src/games/cheeses";
import { botGame } from "./helpers";

describe("describeEvent", () => {
  it("every event of a game turns into a sentence with the players' names", () => {
    const { events } = botGame(2, "words");
    const names = ["Ana", "Bo"];
    const types = new Set(events.map((e) => e.type));
    for (const t of ["built", "diseaseRoll", "randomEvent", "prices", "income", "turnStarted", "gameOver"]) expect(types.has(t)).toBe(true);
    for (const e of events) {
      const line = cheeses.describeEvent(e, names);
      expect(line).not.toMatch(/undefined|NaN|\[object/);
      expect(line).not.toBe(`${names[e.seat ?? 0]}: ${e.type}.`);
    }
    expect(cheeses.describeEvent({ type: "built", seat: 0, moduleType: "barn", x: 2, y: 4, price: 15 }, names)).toBe("Ana built a Barn at (2,4) for $15.");
    expect(cheeses.describeEvent({ type: "lawsuit", seat: 1, target: 0, roll: 6, payer: 1, amount: 25 }, names)).toBe("Bo sued Ana (roll 6): Bo paid Ana $25.");
    expect(cheeses.describeEvent({ type: "submitted", seat: 1, step: "market" }, names)).toBe("Bo has made a choice.");
  });
});
