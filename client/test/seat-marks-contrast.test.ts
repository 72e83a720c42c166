import { CARDS, isInstallation, type CardKind } from "@space/shared/base";
import { MARK_LINE, SEAT_COLORS } from "../src/boards/common/palette";
import { COLORS as ZOO } from "../src/boards/zoo/colours";
import { COLORS as BASE, LOOK } from "../src/boards/base/colours";
import { COLORS as CHEESES } from "../src/boards/cheeses/colours";
import { contrast, over } from "./support/colour-vision";

/** WCAG 2.2 SC 1.4.11: a piece, and the mark that tells whose it is, at 3:1 at least against what is around it. */
const NON_TEXT = 3;
const hex = (c: number) => `#${c.toString(16).padStart(6, "0")}`;

/**
 * The art behind the pieces drawn in a seat's colour (tents and marks, phase tokens, module
 * bodies, owner borders, the marks before players' names), per board. Literals are the drawing
 * code's: zoo/planets.ts (a picked planet), zoo/hand.ts (cards), zoo/phases.ts (the current
 * phase), base/grid.ts (the grid's back).
 */
const GROUNDS: Record<string, Record<string, number>> = {
  zoo: { panel: ZOO.panel, planet: ZOO.card, pickedPlanet: 0x4a3f12, card: 0x24305c, chosenCard: 0x4a3f12, currentPhase: 0x2b2460, well: 0x0d1226 },
  base: { panel: BASE.panel, space: BASE.cell, gridBack: 0x060a16 },
  cheeses: { panel: CHEESES.panel, octagon: CHEESES.octagon, square: CHEESES.square, fault: CHEESES.fault, pasture: CHEESES.lush },
};

/** The Base site cards a player's mark sits on: every kind that is built on the grid and owned (not the volcano, not an action). */
const OWNED_KINDS = (Object.keys(CARDS) as CardKind[]).filter((k) => CARDS[k].type !== "A" && CARDS[k].type !== "V");
/** How a site card shows under its owner's mark: resources pale (alpha 0.55) and a broken installation faded (0.4) over the space (base/grid.ts). */
function siteFills(kind: CardKind): number[] {
  const c = LOOK[kind].color;
  if (CARDS[kind].type === "R") return [over(c, 0.55, BASE.cell)];
  return isInstallation(kind) ? [c, over(c, 0.4, BASE.cell)] : [c];
}

describe("contrast of the seats' pieces", () => {
  test.each(Object.keys(GROUNDS))("on the %s board every seat's colour holds 3:1 against the art behind its pieces", (board) => {
    const low: string[] = [];
    for (const [name, ground] of Object.entries(GROUNDS[board])) {
      for (const [seat, colour] of SEAT_COLORS.entries()) {
        const ratio = contrast(colour, ground);
        if (ratio < NON_TEXT) low.push(`seat ${seat + 1} ${hex(colour)} on ${name} ${hex(ground)}: ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });

  test("a mark's dark outline holds 3:1 against its own fill, so the shape reads on a piece of the same colour", () => {
    for (const colour of SEAT_COLORS) expect(contrast(MARK_LINE, colour)).toBeGreaterThanOrEqual(NON_TEXT);
    // An energy-short Cheeses module is grey (cheeses/icons.ts): the mark stands on it too.
    expect(contrast(MARK_LINE, 0x59607a)).toBeGreaterThanOrEqual(NON_TEXT);
  });

  test("an owner's mark on a Base site card holds 3:1 by its fill or by its outline against every card colour", () => {
    const low: string[] = [];
    expect(OWNED_KINDS).toContain("outpost");
    for (const kind of OWNED_KINDS) {
      for (const fill of siteFills(kind)) {
        for (const [seat, colour] of SEAT_COLORS.entries()) {
          const best = Math.max(contrast(colour, fill), contrast(MARK_LINE, fill));
          if (best < NON_TEXT) low.push(`seat ${seat + 1} on ${kind} ${hex(fill)}: ${best.toFixed(2)}`);
        }
      }
    }
    expect(low).toEqual([]);
  });

  test("a Cheeses module on the fault seam (bright, under the module) stands out by its dark outline", () => {
    // The seam crosses its spaces at 0.75 alpha (cheeses/map.ts); module bodies are outlined in the marks' dark (cheeses/icons.ts).
    const seam = over(CHEESES.faultLine, 0.75, CHEESES.fault);
    expect(CHEESES.dark).toBe(MARK_LINE);
    expect(contrast(MARK_LINE, seam)).toBeGreaterThanOrEqual(NON_TEXT);
  });

  test("the number inside a mark is dark on the seat's colour at text contrast (4.5:1)", () => {
    for (const colour of SEAT_COLORS) expect(contrast(MARK_LINE, colour)).toBeGreaterThanOrEqual(4.5);
  });

  test("the contrast arithmetic is WCAG's: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrast(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrast(0x777777, 0x777777)).toBe(1);
    expect(contrast(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
  });
});
