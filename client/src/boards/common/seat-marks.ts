import { Container, Graphics } from "pixi.js";
import { seatCue, type SeatShape } from "./seat-cues";
import { label } from "./widgets";
import { MARK_LINE, PALETTE } from "./palette";


/** A mark's container is labelled `seat-mark:<seat>:<piece>:<shape>` (the test hook's `seatMarks` reads it). */
export const MARK_LABEL = "seat-mark";

/** What the mark is on: a camp, a module, a site, a player's strip, a phase token, an action card. */
export type MarkedPiece = "camp" | "module" | "site" | "player" | "phase" | "card";

function outline(g: Graphics, shape: SeatShape, size: number): Graphics {
  const r = size / 2;
  switch (shape) {
    case "circle": return g.circle(0, 0, r);
    case "square": return g.rect(-r * 0.86, -r * 0.86, r * 1.72, r * 1.72);
    // Point up, its centre of mass on the mark's centre, a little larger so it weighs as much as the others.
    case "triangle": return g.poly([0, -r * 1.15, r * 1.1, r * 0.75, -r * 1.1, r * 0.75]);
    default: return g.poly([0, -r * 1.1, r * 1.1, 0, 0, r * 1.1, -r * 1.1, 0]);
  }
}

/**
 * A seat's mark, `size` px across, centred on (0,0): the seat's shape in its colour, outlined dark,
 * and with `letter` the seat's number inside (at `letterMin` px or more, else none: a phone shows
 * no text under 12 px). Colour is never the only cue (WCAG 1.4.1): every piece in a player's
 * colour carries one.
 */
export function seatMark(seat: number, size: number, piece: MarkedPiece, options: { letter?: boolean; letterMin?: number } = {}): Container {
  const cue = seatCue(seat);
  const mark = new Container();
  mark.label = `${MARK_LABEL}:${seat}:${piece}:${cue.shape}`;
  mark.addChild(outline(new Graphics(), cue.shape, size).fill(cue.colour).stroke({ width: Math.max(1, size * 0.09), color: MARK_LINE }));
  const px = Math.round(size * (cue.shape === "triangle" ? 0.55 : 0.6));
  if (options.letter && px >= (options.letterMin ?? 8)) {
    const letter = label(cue.letter, px, { fill: PALETTE.buttonText, fontWeight: "800" });
    letter.anchor.set(0.5);
    if (cue.shape === "triangle") letter.y = size * 0.14;
    mark.addChild(letter);
  }
  return mark;
}
