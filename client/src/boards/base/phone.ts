import { MIN_TAP, type Rect } from "../common/layout";
import type { Layout } from "./layout";

/** The phone's own parts of the layout (Layout.phone). */
export interface PhoneParts {
  /** The grid's window: the canvas' whole width; the grid slides sideways in it when wider. */
  view: Rect;
  /** How far the grid can slide (0: it fits). */
  panMax: number;
  /** The "Whole grid" / "Zoom in" button, when the grid does not fit at 44 px cells. */
  zoom: Rect | null;
  /** The title row over the hand (the zoom button at its right end). */
  handHead: Rect;
  /** The target's hand while you steal from it. */
  steal: Rect | null;
  /** Card tiles: columns and size. */
  tile: { w: number; h: number; cols: number };
  /** The canvas height all of this needs (the page scrolls). */
  height: number;
}

const M = 6;
const GAP = 6;
/** A tile holds a name and a footer of up to two lines each (names and words run longer in other languages). */
const TILE_H = 62;
const STRIP_H = 46;
const TAB_H = 28;
const NOTE_LINE = 16;
/** The title over the target's hand while stealing: room for two lines (another language's words may wrap). */
const STEAL_HEAD = 38;

/** Tile rows for `n` cards, one at least (the "no cards" line). */
function tileRows(n: number, cols: number): number {
  return Math.max(1, Math.ceil(n / cols));
}

/**
 * The phone layout (under 640 px), top to bottom: the grid at 44 px cells or more (wider than a
 * 390 px screen: it slides sideways, `pan` px from its left end), the target's hand while stealing,
 * the hand's title row with the whole-grid button, your hand as tiles, the players on two lines
 * each, the phases in two rows of full words, the notes. The prompt and the step's buttons are in the
 * screen's prompt bar. `whole`: the grid shrunk to the canvas' width.
 */
export function phoneLayout(width: number, o: { players: number; hand: number; steal: number | null; whole: boolean; pan: number; banner: boolean }): Layout {
  const inner = width - 2 * M;
  const fits = inner / 10 >= MIN_TAP;
  const cell = o.whole || fits ? Math.min(56, inner / 10) : MIN_TAP;
  const size = cell * 10;
  const panMax = Math.max(0, size - inner);
  const pan = Math.min(panMax, Math.max(0, o.pan));
  const view = { x: 0, y: M, w: width, h: size };
  const grid = { x: M - pan + (fits || o.whole ? (inner - size) / 2 : 0), y: M, w: size, h: size, cell };
  let y = M + size + 6;
  const cols = 3;
  const tile = { w: (inner - (cols - 1) * GAP) / cols, h: TILE_H, cols };
  const rowsH = (n: number) => tileRows(n, cols) * (TILE_H + GAP);
  let steal: Rect | null = null;
  if (o.steal !== null) {
    steal = { x: M, y, w: inner, h: STEAL_HEAD + rowsH(o.steal) };
    y += steal.h + 4;
  }
  const handHead = { x: M, y, w: inner, h: MIN_TAP };
  const zoom = fits ? null : { x: width - M - 118, y, w: 118, h: MIN_TAP };
  y += MIN_TAP + 4;
  const hand = { x: M, y, w: inner, h: rowsH(o.hand) };
  y += hand.h + 4;
  const players = { x: M, y, w: inner, h: o.players * STRIP_H };
  y += players.h + 6;
  const phases = { x: M, y, w: inner, h: 2 * TAB_H + 4 };
  y += phases.h + 8;
  // Round and deck, the meteor on up to four lines, and the stolen-card banner (up to three), for
  // languages whose words run longer than English.
  const notes = { x: M, y, w: inner, h: 6 * NOTE_LINE + (o.banner ? 66 : 0) };
  y += notes.h + M;
  const none = { x: 0, y: 0, w: 0, h: 0 };
  return {
    narrow: true, font: 12, prompt: none, action: none, grid, phases, players, notes, hand,
    phone: { view, panMax, zoom, handHead, steal, tile, height: Math.ceil(y) },
  };
}

export { GAP as TILE_GAP, STRIP_H, TAB_H };
