import { PAD, type BoardLayout, type Rect } from "../common/layout";

export type { Rect };

export interface Layout extends BoardLayout {
  /** The three market tracks side by side on one line (phones, short canvases). */
  compactMarkets: boolean;
  phases: Rect;
  research: Rect;
  markets: Rect;
  planets: Rect;
  players: Rect;
  hand: Rect;
  buttons: Rect;
}

const GAP = 6;

/**
 * Section rectangles for a canvas of `width` x `height` CSS pixels. Wide screens get two columns
 * (research and planets left; markets and players right); narrow ones (phones) one stacked column.
 */
export function layout(width: number, height: number, players: number): Layout {
  const W = Math.max(280, width);
  const H = Math.max(300, height);
  if (W >= 640 && W / H > 0.95) return wide(W, H);
  return narrow(W, H, players);
}

function wide(W: number, H: number): Layout {
  const font = Math.max(12, Math.min(16, Math.round(Math.min(W / 70, H / 42))));
  // A short canvas (e.g. a small window) tightens the fixed rows to leave room for players and planets.
  const short = H < 480;
  const inner = W - 2 * PAD;
  const prompt = { x: PAD, y: PAD, w: inner, h: font * 1.9 };
  const phases = { x: PAD, y: prompt.y + prompt.h + GAP, w: inner, h: font * (short ? 3.5 : 4.2) };
  const barH = font * 4.6;
  const bar = { y: H - PAD - barH, h: barH };
  const top = phases.y + phases.h + GAP;
  const leftW = Math.round(inner * 0.6);
  const rightX = PAD + leftW + GAP;
  const rightW = inner - leftW - GAP;
  const research = { x: PAD, y: top, w: leftW, h: font * (short ? 4.6 : 5.4) };
  const planets = { x: PAD, y: research.y + research.h + GAP, w: leftW, h: bar.y - GAP - (research.y + research.h + GAP) };
  const markets = { x: rightX, y: top, w: rightW, h: font * (short ? 2.2 : 6) };
  const players = { x: rightX, y: markets.y + markets.h + GAP, w: rightW, h: bar.y - GAP - (markets.y + markets.h + GAP) };
  const handW = Math.round(inner * 0.62);
  const hand = { x: PAD, y: bar.y, w: handW, h: bar.h };
  const buttons = { x: PAD + handW + GAP, y: bar.y, w: inner - handW - GAP, h: bar.h };
  return { narrow: false, compactMarkets: short, font, prompt, phases, research, markets, planets, players, hand, buttons };
}

function narrow(W: number, H: number, count: number): Layout {
  const font = W < 420 ? 11 : 12;
  const inner = W - 2 * PAD;
  let y = PAD;
  const next = (h: number) => {
    const r = { x: PAD, y, w: inner, h };
    y += h + GAP;
    return r;
  };
  const prompt = next(font * 2.6);
  const phases = next(font * 3.5);
  const research = next(font * 4.1);
  const markets = next(font * 2.2);
  const players = next(count * font * 3.15);
  const handH = font * 3.4;
  const buttonsH = font * 2.8;
  const hand = { x: PAD, y: H - PAD - handH, w: inner, h: handH };
  const buttons = { x: PAD, y: hand.y - GAP - buttonsH, w: inner, h: buttonsH };
  const planets = { x: PAD, y, w: inner, h: Math.max(font * 5, buttons.y - GAP - y) };
  return { narrow: true, compactMarkets: true, font, prompt, phases, research, markets, planets, players, hand, buttons };
}
