import { SEAT_COLORS } from "../src/boards/common/palette";
import { SEAT_SHAPES, seatCue } from "../src/boards/common/seat-cues";
import { DEFICIENCIES, deltaE, simulate, type Deficiency } from "./support/colour-vision";

/**
 * Colour is never the only cue (WCAG 1.4.1): seats whose colours a colour-blind player may confuse
 * still differ in shape and number. "Confused": closer than ΔE 20 (CIE76, CIELAB) once simulated.
 */
const CONFUSED_BELOW = 20;
const SEATS = [0, 1, 2, 3];
const pairs = SEATS.flatMap((a) => SEATS.filter((b) => b > a).map((b) => [a, b] as const));

/** The pairs of seats a dichromat may confuse: [seat, seat, ΔE]. */
function confused(deficiency: Deficiency | null): [number, number, number][] {
  return pairs.flatMap(([a, b]) => {
    const d = deltaE(simulate(seatCue(a).colour, deficiency), simulate(seatCue(b).colour, deficiency));
    return d < CONFUSED_BELOW ? [[a, b, Math.round(d)] as [number, number, number]] : [];
  });
}

describe("seat marks", () => {
  test("every seat has its own colour, shape and number, the same on every board", () => {
    expect(new Set(SEATS.map((s) => seatCue(s).colour)).size).toBe(4);
    expect(new Set(SEATS.map((s) => seatCue(s).shape)).size).toBe(4);
    expect(new Set(SEATS.map((s) => seatCue(s).letter)).size).toBe(4);
    expect(SEATS.map((s) => seatCue(s).shape)).toEqual([...SEAT_SHAPES]);
    expect(SEATS.map((s) => seatCue(s).letter)).toEqual(["1", "2", "3", "4"]);
    expect(SEATS.map((s) => seatCue(s).colour)).toEqual([...SEAT_COLORS]);
  });

  test("with full colour vision no two seats' colours are confused", () => {
    expect(confused(null)).toEqual([]);
  });

  test.each(DEFICIENCIES)("under %s, the seats whose colours are confused still differ in shape and number", (deficiency) => {
    for (const [a, b] of confused(deficiency)) {
      expect(seatCue(a).shape).not.toBe(seatCue(b).shape);
      expect(seatCue(a).letter).not.toBe(seatCue(b).letter);
    }
  });

  test("the simulations do confuse some seats' colours (which is why the shapes are there)", () => {
    // Recorded for docs/accessibility.md; a palette change that moves them shows here.
    expect(Object.fromEntries(DEFICIENCIES.map((d) => [d, confused(d)]))).toEqual({
      protanopia: [[0, 2, 17]],
      deuteranopia: [[0, 2, 18], [1, 3, 19]],
      tritanopia: [[1, 2, 16]],
    });
  });

  test("a seat past the fourth takes the first seat's shape and colour but keeps its own number", () => {
    expect(seatCue(4)).toEqual({ ...seatCue(0), letter: "5" });
  });
});
