/** The Base board's colours (no Pixi here: the contrast tests read them). */
import type { CardKind } from "@space/shared/base";
import { PALETTE } from "../common/palette";

export const COLORS = {
  ...PALETTE,
  cell: 0x111933,
  cellLine: 0x26305a,
  selected: 0xffd166,
  shield: 0x5ad1ff,
  damage: 0xff4d5e,
  works: 0x63e67a,
  coin: 0xffd166,
  meteor: 0xff8c42,
} as const;

/** How a card kind looks: a fill colour by what it does (its short tag for small cells is `cardTag`). */
export const LOOK: Record<CardKind, { color: number }> = {
  outpost: { color: 0xe0b23a },
  volcano: { color: 0x9c2f1c },
  metal: { color: 0x7d8799 },
  radioactives: { color: 0x4f9d2d },
  ice: { color: 0x4f8fb8 },
  extractor: { color: 0x6a5acd },
  solar: { color: 0xd3a625 },
  geothermal: { color: 0xc9772b },
  refinery: { color: 0x6b58c9 },
  reactor: { color: 0xc9a227 },
  hydroponics: { color: 0x2f9e6f },
  factory: { color: 0x5f6fc9 },
  hub: { color: 0x4a6a8a },
  shield: { color: 0x2f8fb0 },
  research: { color: 0x7a55b5 },
  colony: { color: 0x3a9c8c },
  hightech: { color: 0x8a4fc9 },
  biomed: { color: 0xb24f8c },
  spaceport: { color: 0xc94f5f },
  transfer: { color: 0x3c4f7a },
  control: { color: 0x7a3c5a },
};
