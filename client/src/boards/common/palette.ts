/** The colours and type every board shares, so the three games look like one table. */

/**
 * Seat colours: a player has the same colour in every game, and the same shape and number
 * (seat-cues.ts), so colour is never the only cue. Each holds 3:1 or more against every board's
 * art behind its pieces (client/test/seat-marks-contrast.test.ts): pink was lightened from 0xff6bcb
 * for the Cheeses map's fault and pasture spaces.
 */
export const SEAT_COLORS = [0x4cc9f0, 0xff9f43, 0xff78cf, 0xc6f432] as const;

/** The outline round every seat mark: dark, so a mark stands out on light card colours too. */
export const MARK_LINE = 0x0b1020;

export const seatColor = (seat: number): number => SEAT_COLORS[seat % SEAT_COLORS.length];

/** Text, panels, legal targets and buttons; each board adds its own game's colours. */
export const PALETTE = {
  text: 0xe8ecff,
  muted: 0x9aa6d1,
  dim: 0x5b6690,
  panel: 0x141b34,
  panelLine: 0x2a3463,
  /** A legal target. */
  legal: 0x7ee0c3,
  button: 0x7ee0c3,
  buttonText: 0x0b1020,
} as const;

export const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";
