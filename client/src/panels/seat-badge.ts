import { seatCue, seatCueWords, type SeatShape } from "../boards/common/seat-cues";
import { MARK_LINE } from "../boards/common/palette";

const SVG = "http://www.w3.org/2000/svg";

const css = (colour: number): string => `#${colour.toString(16).padStart(6, "0")}`;

/** The shape in a 20 x 20 box, as the boards draw it (boards/common/seat-marks.ts: not imported, Pixi stays out of the page's first load). */
const SHAPES: Record<SeatShape, [string, Record<string, string>]> = {
  circle: ["circle", { cx: "10", cy: "10", r: "8.5" }],
  square: ["rect", { x: "2.5", y: "2.5", width: "15", height: "15" }],
  triangle: ["polygon", { points: "10,1 19.5,18 0.5,18" }],
  diamond: ["polygon", { points: "10,0.5 19.5,10 10,19.5 0.5,10" }],
};

function svg(name: string, attrs: Record<string, string>): SVGElement {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/**
 * A seat's mark beside its name in the players panel: the board's shape, colour and number, as an
 * image a screen reader names ("seat 2, orange square"). Presentation attributes, no style (CSP).
 */
export function seatBadge(seat: number): SVGElement {
  const cue = seatCue(seat);
  const badge = svg("svg", { class: "seat-badge", viewBox: "0 0 20 20", width: "22", height: "22", role: "img", "aria-label": seatCueWords(seat) });
  const [tag, attrs] = SHAPES[cue.shape];
  badge.append(svg(tag, { ...attrs, fill: css(cue.colour), stroke: css(MARK_LINE), "stroke-width": "1.5" }));
  const letter = svg("text", { x: "10", y: cue.shape === "triangle" ? "16.5" : "14.5", "text-anchor": "middle", "font-size": "12",
    "font-weight": "800", fill: css(MARK_LINE), "font-family": "system-ui, sans-serif" });
  letter.textContent = cue.letter;
  badge.append(letter);
  return badge;
}
