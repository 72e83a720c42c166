/** The Cheeses board's colours (no Pixi here: the contrast tests read them). */
import { PALETTE } from "../common/palette";

export const COLORS = {
  ...PALETTE,
  dark: 0x0b1020,
  octagon: 0x1c2650,
  square: 0x121a38,
  spaceLine: 0x34427a,
  /** Fault and pasture spaces a little darker than they were (0x7a5230, 0x2e6e3e): every seat's module holds 3:1 on them. */
  fault: 0x704a2c,
  faultLine: 0xc98a4b,
  lush: 0x295f37,
  lushLine: 0x6fd08a,
  selected: 0xffd166,
  short: 0xffd166,
  sick: 0xff4d6d,
} as const;
