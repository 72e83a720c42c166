import { SEAT_COLORS } from "../boards/common/palette";

/** A seat's colour as CSS (the same colour the boards give the seat). */
export function seatCss(seat: number): string {
  return `#${SEAT_COLORS[seat % SEAT_COLORS.length].toString(16).padStart(6, "0")}`;
}

/** The class that paints a seat's marker (story.css: `.seat-c0` … `.seat-c3`), so no style attribute is written. */
export const seatClass = (seat: number): string => `seat-c${seat % SEAT_COLORS.length}`;
