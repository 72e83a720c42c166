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
import { t } from "../../i18n";

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
  const hand: Section = [t(s.seat === null ? "zoo.phone.cards" : "zoo.phone.yourCards"), drawHandTiles];
  const research: Section = [t("zoo.phone.research", { n: v.pileCount }), drawResearchTiles];
  const planets: Section = [t("zoo.phone.planets", { n: v.planets.length, deck: v.planetDeckCount }), drawPlanetTiles];
  const targets = s.t;
  // The step's targets come up under the prompt: research to buy, planets to pick, join or sell from.
  const first = targets.buy.size ? [research, hand, planets]
    : targets.place.size + targets.trade.size + targets.sell.size ? [planets, hand, research]
      : [hand, research, planets];
  const sections: Section[] = [
    ...first,
    [t("zoo.phone.players"), drawPlayerStrips],
    [t("zoo.phone.phases", { n: v.turn }), drawPhaseTiles],
    [t("zoo.phone.markets"), drawMarketRows],
  ];
  let y = PAD;
  for (const [title, draw] of sections) {
    y += heading(layer, title, x, y, w);
    y += draw(layer, x, y, w, s) + SECTION_GAP;
  }
  return y - SECTION_GAP + PAD;
}
