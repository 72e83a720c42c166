/** The Zoo board's colours (no Pixi here: the contrast tests read them). */
import { PALETTE } from "../common/palette";

export const COLORS = {
  ...PALETTE,
  card: 0x1d2647,
  /** A target the player picked (Expand). */
  picked: 0xffd166,
  current: 0x8d7dff,
  grass: 0x7bd389,
  meat: 0xf07167,
  funky: 0xc77dff,
  gate: 0xffb703,
  coin: 0xffd166,
  ore: 0xb0b8c8,
} as const;
