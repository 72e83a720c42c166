import { PAD, type BoardLayout, type Rect } from "../common/layout";
import type { PhoneParts } from "./phone";

export type { Rect };

export interface Layout extends BoardLayout {
  /** Where the Pass button sits (right end of the prompt row). */
  action: Rect;
  grid: Rect & { cell: number };
  phases: Rect;
  players: Rect;
  /** Deck, round, last meteor, stolen-card notes. */
  notes: Rect;
  hand: Rect;
  /** Only on a phone (phone.ts): the grid's window, the whole-grid button, the target's hand, the height. */
  phone?: PhoneParts;
}

/** Lays the board out from the canvas size: grid left and panels right when wide, one column when narrow. */
export function layout(width: number, height: number, players: number): Layout {
  const narrow = width < 640 || width < height * 1.05;
  const font = narrow ? 12 : Math.max(12, Math.min(16, Math.round(height / 42)));
  const promptH = narrow ? 38 : Math.round(font * 2.4);
  const actionW = narrow ? 76 : 110;
  const prompt = { x: PAD, y: PAD, w: width - 3 * PAD - actionW, h: promptH };
  const action = { x: width - PAD - actionW, y: PAD + 2, w: actionW, h: promptH - 4 };
  const top = PAD + promptH + PAD;
  if (narrow) {
    const phasesH = 16;
    const playersH = 34;
    const notesH = 16;
    const handH = Math.max(56, Math.min(90, Math.round(height * 0.12)));
    const rest = height - top - phasesH - playersH - notesH - handH - 5 * PAD;
    const size = Math.max(160, Math.min(width - 2 * PAD, rest));
    const grid = { x: (width - size) / 2, y: top, w: size, h: size, cell: size / 10 };
    let y = top + size + PAD;
    const phases = { x: PAD, y, w: width - 2 * PAD, h: phasesH };
    y += phasesH + PAD;
    const playersR = { x: PAD, y, w: width - 2 * PAD, h: playersH };
    y += playersH + PAD / 2;
    const notes = { x: PAD, y, w: width - 2 * PAD, h: notesH };
    y += notesH + PAD / 2;
    const hand = { x: PAD, y, w: width - 2 * PAD, h: Math.max(40, height - y - PAD) };
    return { narrow, font, prompt, action, grid, phases, players: playersR, notes, hand };
  }
  const size = Math.max(200, Math.min(height - top - PAD, width * 0.6));
  const grid = { x: PAD, y: top, w: size, h: size, cell: size / 10 };
  const x = grid.x + size + 2 * PAD;
  const w = width - x - PAD;
  let y = top;
  const phases = { x, y, w, h: Math.round(font * 1.9) };
  y += phases.h + PAD;
  const rowH = Math.round(font * 2.9);
  const playersR = { x, y, w, h: rowH * players };
  y += playersR.h + PAD;
  const notes = { x, y, w, h: Math.round(font * 3.6) };
  y += notes.h + PAD;
  const hand = { x, y, w, h: Math.max(60, height - y - PAD) };
  return { narrow, font, prompt, action, grid, phases, players: playersR, notes, hand };
}

/** The grid cell under a canvas point, or null. */
export function cellAt(grid: Layout["grid"], px: number, py: number): { x: number; y: number } | null {
  const x = Math.floor((px - grid.x) / grid.cell) + 1;
  const y = Math.floor((py - grid.y) / grid.cell) + 1;
  return x >= 1 && x <= 10 && y >= 1 && y <= 10 ? { x, y } : null;
}

export function cellCenter(grid: Layout["grid"], p: { x: number; y: number }): { x: number; y: number } {
  return { x: grid.x + (p.x - 0.5) * grid.cell, y: grid.y + (p.y - 0.5) * grid.cell };
}
