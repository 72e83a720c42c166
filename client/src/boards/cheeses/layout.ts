/** Where everything goes on the canvas: side column on wide screens, stacked on phones, map as big as it fits. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  narrow: boolean;
  font: number;
  prompt: Rect;
  info: Rect;
  map: Rect;
  players: Rect;
  /** Players' cards side by side (bottom mode) or stacked (side mode). */
  playersInRow: boolean;
  palette: Rect;
  buttons: Rect;
  cell: { w: number; h: number };
}

const PAD = 8;
const SIDE_MIN_WIDTH = 640;

export interface LayoutInput {
  width: number;
  height: number;
  players: number;
  /** Map size in octagon columns and rows. */
  cols: number;
  rows: number;
  paletteItems: number;
  buttons: number;
}

export function layout(i: LayoutInput): Layout {
  const narrow = i.width < SIDE_MIN_WIDTH;
  const font = narrow ? 12 : 14;
  const cell = narrow ? { w: 40, h: 46 } : { w: 46, h: 52 };
  const prompt = { x: PAD, y: PAD, w: i.width - 2 * PAD, h: narrow ? 36 : 26 };
  const info = { x: PAD, y: prompt.y + prompt.h + 2, w: prompt.w, h: narrow ? 30 : 20 };
  const top = info.y + info.h + 6;
  const bodyH = i.height - top - PAD;
  const buttonsH = i.buttons ? 36 : 0;
  const paletteRows = (w: number) => (i.paletteItems ? Math.ceil(i.paletteItems / Math.max(1, Math.floor(w / cell.w))) : 0);

  // Bottom mode: map on top, then players in a row, palette, buttons.
  const cardH = narrow ? 44 : 40;
  const fullW = i.width - 2 * PAD;
  const bottomBelow = cardH + 6 + paletteRows(fullW) * cell.h + buttonsH;
  const bottomMapH = Math.max(60, bodyH - bottomBelow - 6);
  const bottomPitch = Math.min(fullW / i.cols, bottomMapH / i.rows);

  // Side mode: map on the left, players stacked, palette and buttons on the right.
  const sideW = Math.min(300, Math.max(220, i.width * 0.28));
  const mapW = i.width - 3 * PAD - sideW;
  const sidePitch = narrow ? 0 : Math.min(mapW / i.cols, bodyH / i.rows);

  if (sidePitch > bottomPitch) {
    const sx = PAD + mapW + PAD;
    const players = { x: sx, y: top, w: sideW, h: i.players * (cardH + 4) };
    const palette = { x: sx, y: players.y + players.h + 6, w: sideW, h: paletteRows(sideW) * cell.h };
    const buttons = { x: sx, y: palette.y + palette.h + 4, w: sideW, h: buttonsH };
    return { narrow, font, prompt, info, map: { x: PAD, y: top, w: mapW, h: bodyH }, players, playersInRow: false, palette, buttons, cell };
  }
  const mapH = Math.min(bottomMapH, bottomPitch * i.rows);
  const map = { x: PAD, y: top, w: fullW, h: mapH };
  const players = { x: PAD, y: map.y + map.h + 6, w: fullW, h: cardH };
  const palette = { x: PAD, y: players.y + players.h + 6, w: fullW, h: paletteRows(fullW) * cell.h };
  const buttons = { x: PAD, y: palette.y + palette.h + 4, w: fullW, h: buttonsH };
  return { narrow, font, prompt, info, map, players, playersInRow: true, palette, buttons, cell };
}
