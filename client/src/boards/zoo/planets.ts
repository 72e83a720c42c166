import { Container, Graphics } from "pixi.js";
import { GEAR, MARKET_OF, saleValue, type Ability } from "@space/shared/zoo";
import type { ZooPlanetView } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { tooltip } from "../common/tooltip";
import { COLORS, clickable, label, panel } from "./theme";
import { seatMark } from "../common/seat-marks";
import { shrink } from "../common/widgets";
import { cardGrid, isTarget, planetFrameLook } from "./planet-look";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import { abilityName, animalName, cardName, euros, marketName, planetName } from "./words";

export const PROP_COLOR: Record<string, number> = { G: COLORS.grass, M: COLORS.meat, F: COLORS.funky };

/** The badges in words, one sentence each: the markets the animal sells on, and what selling it needs. */
export function badgeLines(props: readonly string[], abilities: readonly string[]): string[] {
  const markets = props.map((x) => (x in MARKET_OF ? marketName(MARKET_OF[x as keyof typeof MARKET_OF]) : x));
  return [
    t("zoo.tip.sellsOn", { markets: listOf(markets), n: markets.length }),
    ...abilities.map((a) => {
      const gear = GEAR[a as Ability];
      return t("zoo.tip.needs", { ability: gateOf(a).long, card: gear ? cardName(gear) : a });
    }),
  ];
}

const badgesTip = (props: readonly string[], abilities: readonly string[]): string => badgeLines(props, abilities).join(" · ");

const GATE_COLOR: Record<string, number> = { Agg: 0xff7b3a, Psy: 0x5ec8ff };

/** An ability's badge: its short mark ("AGG"), its name ("Aggressive") and colour. */
export function gateOf(ability: string): { short: string; long: string; color: number } {
  if (ability !== "Agg" && ability !== "Psy") return { short: ability, long: ability, color: COLORS.gate };
  return { short: t(`zoo.gate.${ability}`), long: abilityName(ability), color: GATE_COLOR[ability] };
}

/** The available planets (props, gates, tokens left, camps, value now) and the planet deck. */
export function drawPlanets(layer: Container, r: Rect, s: Scene): void {
  const { v } = s;
  const gap = 5;
  const cells = v.planets.length + 1;
  const g = cardGrid(cells, r, gap);
  v.planets.forEach((p, i) => {
    const x = r.x + (i % g.cols) * (g.w + gap);
    const y = r.y + Math.floor(i / g.cols) * (g.h + gap);
    layer.addChild(planetCard(p, { x, y, w: g.w, h: g.h }, s));
  });
  const i = v.planets.length;
  const x = r.x + (i % g.cols) * (g.w + gap);
  const y = r.y + Math.floor(i / g.cols) * (g.h + gap);
  layer.addChild(panel(x, y, g.w, g.h, { fill: 0x0d1226, line: COLORS.panelLine }));
  const deck = label(t("zoo.board.deck", { n: v.planetDeckCount }), Math.round(s.font * 0.85), { fill: COLORS.muted, align: "center" });
  deck.anchor.set(0.5);
  deck.position.set(x + g.w / 2, y + g.h / 2);
  shrink(deck, g.w - 8, g.h - 4);
  layer.addChild(deck);
  s.space("planet:deck", x + g.w / 2, y + g.h / 2);
}

/** What a tap on a planet does: pick it, join it or sell from it; not a target now: the engine says why not. */
export function wireTap(card: Container, p: ZooPlanetView, target: boolean, s: Scene): void {
  const { v } = s;
  if (target) {
    clickable(card, () => {
      if (v.stage === "expand") s.togglePick(p.id);
      else if (v.stage === "trade") s.send({ type: "trade", planet: p.id });
      else s.send({ type: "sell", planet: p.id });
    });
  } else if (s.seat !== null) {
    // Not a legal target now: send what the click means, and the engine says why not.
    clickable(card, () => {
      if (v.stage === "expand") s.send({ type: "place", planets: [...s.picked, p.id] });
      else if (v.stage === "trade") s.send({ type: "trade", planet: p.id });
      else if (v.stage === "sell") s.send({ type: "sell", planet: p.id });
      else s.say(t("zoo.board.planetWhen"));
    }, false);
  }
}

/** A planet card's frame: gold when picked for a camp, lit when the step asks for it. */
export function planetFrame(p: ZooPlanetView, r: Rect, s: Scene): Graphics {
  return panel(r.x, r.y, r.w, r.h, planetFrameLook(p, s.v.stage, s.t, s.picked));
}

function planetCard(p: ZooPlanetView, r: Rect, s: Scene): Container {
  const { v } = s;
  const picked = s.picked.includes(p.id);
  const card = new Container();
  card.addChild(planetFrame(p, r, s));
  const pad = 4;
  // Text grows with the card (few planets: big cards), within readable bounds.
  const size = Math.max(10, Math.min(s.font * 1.25, Math.round(Math.min(r.w / 10, r.h / 6.5))));
  const small = Math.max(9, Math.round(size * 0.82));
  const roomy = r.h > small * 7.2;
  if (roomy && r.h >= 120) card.addChild(orb(p, r));
  const name = shrink(label(planetName(p.id), size, { fontWeight: "700" }), r.w - 2 * pad);
  name.position.set(r.x + pad, r.y + 2);
  card.addChild(name);
  let y = name.y + name.height + 1;
  if (roomy) {
    const animal = shrink(label(animalName(p.id), small, { fill: COLORS.muted }), r.w - 2 * pad);
    animal.position.set(r.x + pad, y);
    card.addChild(animal);
    y += animal.height + 2;
  }
  // Properties G/M/F as coloured squares, then the gates, in one row that shrinks to fit.
  const badges = new Container();
  let bx = 0;
  const bh = small * 1.35;
  for (const prop of p.props) {
    badges.addChild(new Graphics().roundRect(bx, 0, bh, bh, 3).fill(PROP_COLOR[prop] ?? COLORS.muted));
    const letter = label(prop, small, { fill: 0x0b1020, fontWeight: "800" });
    letter.anchor.set(0.5);
    letter.position.set(bx + bh / 2, bh / 2);
    badges.addChild(letter);
    bx += bh + 3;
  }
  for (const ability of p.abilities) {
    const gate = gateOf(ability);
    const text = label(r.w > small * 16 ? gate.long : gate.short, small, { fill: 0x0b1020, fontWeight: "800" });
    const w = text.width + 6;
    badges.addChild(new Graphics().roundRect(bx, 0, w, bh, 3).fill(gate.color));
    text.position.set(bx + 3, (bh - text.height) / 2);
    badges.addChild(text);
    bx += w + 3;
  }
  // The sale price always shows: the badges shrink to the room it leaves ("sells" goes first).
  const sale = saleValue(p.id, v.markets);
  const price = euros(sale);
  let value = label(roomy ? t("zoo.board.sells", { price }) : price, small, { fill: COLORS.coin, fontWeight: "700" });
  if (roomy && badges.width + value.width + 6 > r.w - 2 * pad) value = label(price, small, { fill: COLORS.coin, fontWeight: "700" });
  tooltip(badges, badgesTip(p.props, p.abilities));
  badges.position.set(r.x + pad, y);
  shrink(badges, r.w - 2 * pad - value.width - 6);
  card.addChild(badges);
  s.space(`badges:${p.id}`, badges.x + Math.min(bh, badges.width) / 2, badges.y + (bh * badges.scale.y) / 2);
  value.position.set(r.x + r.w - pad - value.width, y + (bh - value.height) / 2);
  tooltip(value, t("zoo.tip.price", { animal: animalName(p.id), price, card: cardName("marketing") }));
  card.addChild(value);
  s.mark(`price:${p.id}`, value, price);
  s.space(`price:${p.id}`, value.x + value.width / 2, value.y + value.height / 2);
  y += bh + 3;
  // Camps go along the bottom as tents when there is room, otherwise at the right end of the token row.
  const tokensH = small * 0.84 + 3;
  const below = r.y + r.h - (y + tokensH) - 3 >= small;
  const tentsW = below ? 0 : p.camps.length * (small + 3);
  // Animal tokens: filled = left, hollow = sold.
  const tokenR = Math.max(2.5, Math.min(small * 0.42, (r.w - 2 * pad - tentsW) / (p.herd * 2.6)));
  for (let k = 0; k < p.herd; k++) {
    const cx = r.x + pad + tokenR + k * tokenR * 2.6;
    const dot = new Graphics().circle(cx, y + tokenR, tokenR);
    card.addChild(k < p.tokens ? dot.fill(0xf1f3ff) : dot.stroke({ width: 1, color: COLORS.dim }));
  }
  const left = label(t("zoo.board.left", { n: p.tokens }), small, { fill: p.tokens ? COLORS.muted : COLORS.dim });
  left.position.set(r.x + pad + p.herd * tokenR * 2.6 + 2, y + tokenR - left.height / 2);
  if (left.x + left.width < r.x + r.w - pad - tentsW) card.addChild(left);
  s.space(`animal:${p.id}`, r.x + pad + tokenR, y + tokenR);
  const tokensY = y;
  y += tokenR * 2 + 3;
  // Camps as their owners' marks (colour and shape), in arrival order.
  const tent = below ? Math.min(small * 1.6, r.y + r.h - y - 3) : small;
  p.camps.forEach((seat, k) => {
    const tx = below ? r.x + pad + k * (tent + 4) : r.x + r.w - pad - (p.camps.length - k) * (tent + 3);
    const ty = below ? r.y + r.h - 3 : tokensY + tokenR + tent / 2;
    const camp = seatMark(seat, tent, "camp");
    camp.position.set(tx + tent / 2, ty - tent / 2);
    card.addChild(camp);
  });
  if (picked) {
    const mark = shrink(label(t("zoo.board.campHere"), small, { fill: COLORS.picked, fontWeight: "700" }), r.w - 2 * pad);
    mark.position.set(r.x + r.w - pad - mark.width, r.y + r.h - mark.height - 2);
    card.addChild(mark);
  }
  wireTap(card, p, isTarget(p, s.v.stage, s.t) || picked, s);
  s.space(`planet:${p.id}`, r.x + r.w / 2, r.y + r.h / 2);
  s.mark(`planet:${p.id}`, card, [p.tokens, p.camps]);
  return card;
}

/** A faint planet disc in the colour of the species' first property, for looks only. */
function orb(p: ZooPlanetView, r: Rect): Graphics {
  const radius = Math.min(r.h * 0.3, r.w * 0.18);
  const cx = r.x + r.w - radius - 8;
  const cy = r.y + r.h - radius - 8;
  const color = PROP_COLOR[p.props[0]] ?? COLORS.muted;
  return new Graphics()
    .circle(cx, cy, radius).fill({ color, alpha: 0.18 })
    .circle(cx - radius * 0.3, cy - radius * 0.3, radius * 0.45).fill({ color: 0xffffff, alpha: 0.06 })
    .ellipse(cx, cy, radius * 1.45, radius * 0.28).stroke({ width: 1.5, color, alpha: 0.35 });
}
