import { SEAT_COLORS } from "./palette";
import { t } from "../../i18n";

/** The shapes that tell seats apart without their colour (WCAG 1.4.1), in seat order. */
export const SEAT_SHAPES = ["circle", "square", "triangle", "diamond"] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

/** How a seat shows on every board and panel: its colour, its shape, and its number as the letter in the shape. */
export interface SeatCue {
  colour: number;
  shape: SeatShape;
  letter: string;
}

/** One mapping for every board and panel: seat 1 a circle, 2 a square, 3 a triangle, 4 a diamond. */
export function seatCue(seat: number): SeatCue {
  const k = seat % SEAT_COLORS.length;
  return { colour: SEAT_COLORS[k], shape: SEAT_SHAPES[k], letter: String(seat + 1) };
}

/** The seat's mark in words, for a screen reader: "seat 2, orange square". */
export function seatCueWords(seat: number): string {
  return t("cues.seat", { n: seat + 1, mark: t(`cues.mark.${seat % SEAT_COLORS.length}` as "cues.mark.0") });
}
