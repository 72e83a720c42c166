/** Where everything goes on the canvas: side column on wide screens, stacked on phones, map as big as it fits. */
import { PAD, type BoardLayout, type Rect } from "../common/layout";

export type { Rect };

export interface Layout extends BoardLayout {
  info: Rect;
  map: Rect;
  players: Rect;
  /** Players' cards per row: all side by side (bottom mode), two per row on phones with 3-4 players, or stacked (side mode). */
  playerColumns: number;
  palette: Rect;
  buttons: Rect;
  cell: { w: number; h: number };
}

const SIDE_MIN_WIDTH = 640;
/** Room for the "Done" button beside the palette (more when its word is longer). */
const BUTTON_ROOM = 80;

export interface LayoutInput {
  width: number;
  height: number;
  players: number;
  /** Map size in octagon columns and rows. */
  cols: number;
  rows: number;
  paletteItems: number;
  buttons: number;
  /** The widest button's width, in the reader's words (a longer language's "Done" needs more room). */
  buttonW?: number;
  /** The turn line's measured height when it wraps (events and dice prices); 32 px otherwise. */
  infoH?: number;
}

export function layout(i: LayoutInput): Layout {
  const narrow = i.width < SIDE_MIN_WIDTH;
  const font = narrow ? 12 : 14;
  const cell = narrow ? { w: 36, h: 42 } : { w: 46, h: 52 };
  const prompt = { x: PAD, y: PAD, w: i.width - 2 * PAD, h: narrow ? 36 : 26 };
  const info = { x: PAD, y: prompt.y + prompt.h + 2, w: prompt.w, h: Math.max(32, Math.ceil(i.infoH ?? 0)) };
  const top = info.y + info.h + 6;
  const bodyH = i.height - top - PAD;
  const perRow = (w: number) => Math.max(1, Math.floor(w / cell.w));
  const paletteRows = (w: number) => (i.paletteItems ? Math.ceil(i.paletteItems / perRow(w)) : 0);
  /** The buttons share the palette's last row when it has room for them (saves map height on phones). */
  const inline = (w: number) => i.paletteItems > 0 && i.buttons === 1 && i.paletteItems % perRow(w) !== 0
    && (perRow(w) - (i.paletteItems % perRow(w))) * cell.w >= Math.max(BUTTON_ROOM, (i.buttonW ?? 0) + 8);
  const buttonsBox = (w: number, palette: Rect): Rect => {
    if (!inline(w)) return { x: palette.x, y: palette.y + palette.h + 4, w, h: i.buttons ? 36 : 0 };
    const used = (i.paletteItems % perRow(w)) * cell.w + 8;
    return { x: palette.x + used, y: palette.y + palette.h - cell.h + (cell.h - 32) / 2, w: w - used, h: 32 };
  };
  const buttonsH = (w: number) => (i.buttons && !inline(w) ? 40 : 0);

  // Bottom mode: map on top, then players in a row, palette, buttons.
  const cardH = narrow ? 44 : 40;
  const fullW = i.width - 2 * PAD;
  const columns = narrow && i.players > 2 ? 2 : i.players;
  const cardsH = Math.ceil(i.players / columns) * (cardH + 4) - 4;
  const bottomBelow = cardsH + 6 + paletteRows(fullW) * cell.h + buttonsH(fullW);
  const bottomMapH = Math.max(60, bodyH - bottomBelow - 6);
  const bottomPitch = Math.min(fullW / i.cols, bottomMapH / i.rows);

  // Side mode: map on the left, players stacked, palette and buttons on the right.
  const sideW = Math.min(300, Math.max(220, i.width * 0.28));
  const mapW = i.width - 3 * PAD - sideW;
  const sidePitch = narrow ? 0 : Math.min(mapW / i.cols, bodyH / i.rows);

  if (sidePitch > bottomPitch) {
    const sx = PAD + mapW + PAD;
    const players = { x: sx, y: top, w: sideW, h: i.players * (cardH + 4) - 4 };
    const palette = { x: sx, y: players.y + players.h + 6, w: sideW, h: paletteRows(sideW) * cell.h };
    const buttons = buttonsBox(sideW, palette);
    return { narrow, font, prompt, info, map: { x: PAD, y: top, w: mapW, h: bodyH }, players, playerColumns: 1, palette, buttons, cell };
  }
  const mapH = Math.min(bottomMapH, bottomPitch * i.rows);
  const map = { x: PAD, y: top, w: fullW, h: mapH };
  const players = { x: PAD, y: map.y + map.h + 6, w: fullW, h: cardsH };
  const palette = { x: PAD, y: players.y + players.h + 6, w: fullW, h: paletteRows(fullW) * cell.h };
  const buttons = buttonsBox(fullW, palette);
  return { narrow, font, prompt, info, map, players, playerColumns: columns, palette, buttons, cell };
}
