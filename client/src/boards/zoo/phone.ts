import type { Container } from "pixi.js";
import { PAD } from "../common/layout";
import { drawHandTiles } from "./hand";
import { drawResearchTiles } from "./research";
import { drawPlanetTiles } from "./planet-tiles";
import { drawPlayerStrips } from "./players";
import { drawPhaseTiles } from "./phases";
import { drawMarketRows } from "./markets";
import type { Scene } from "./scene";
import { heading } from "./tiles";

/** A section: its title and how it draws itself (returning the height it used). */
type Section = [string, typeof drawHandTiles];

/** The space between two sections. */
const SECTION_GAP = 14;

/**
 * The phone layout (a canvas under 640 px wide): one column at the screen's width, the page
 * scrolling down it; the prompt and the step's buttons are in the phone's prompt bar, not here.
 * What the player taps comes first: the hand, the research track and the planets (the
 * step's targets first of the three); then the players, the phase track and the markets. Returns the canvas height it needs.
 */
export function drawPhone(layer: Container, width: number, s: Scene): number {
  const { v } = s;
  const x = PAD;
  const w = width - 2 * PAD;
  const hand: Section = [s.seat === null ? "Action cards" : "Your action cards", drawHandTiles];
  const research: Section = [`Research · ${v.pileCount} in the pile`, drawResearchTiles];
  const planets: Section = [`Planets · ${v.planets.length} available, ${v.planetDeckCount} in the deck`, drawPlanetTiles];
  const { t } = s;
  // The step's targets come up under the prompt: research to buy, planets to pick, join or sell from.
  const first = t.buy.size ? [research, hand, planets]
    : t.place.size + t.trade.size + t.sell.size ? [planets, hand, research]
      : [hand, research, planets];
  const sections: Section[] = [
    ...first,
    ["Players", drawPlayerStrips],
    [`Turn ${v.turn} · phases`, drawPhaseTiles],
    ["Markets", drawMarketRows],
  ];
  let y = PAD;
  for (const [title, draw] of sections) {
    y += heading(layer, title, x, y, w);
    y += draw(layer, x, y, w, s) + SECTION_GAP;
  }
  return y - SECTION_GAP + PAD;
}
