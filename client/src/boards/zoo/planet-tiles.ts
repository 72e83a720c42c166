import { Container, Graphics } from "pixi.js";
import { saleValue, type ZooPlanetView } from "@space/shared/zoo";
import { MIN_TAP } from "../common/layout";
import { PROP_COLOR, badgeLines, gateOf, planetFrame, wireTap } from "./planets";
import { isTarget } from "./planet-look";
import { nameOf, type Scene } from "./scene";
import type { SheetText } from "./sheet";
import { COLORS, label, panel } from "./theme";
import { seatMark } from "../common/seat-marks";
import { infoCorner, PHONE_TEXT, wrapped } from "./tiles";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import { animalName, cardName, euros, planetName } from "./words";

const PAD = 5;
/** The tile's last row: its camps as tents (or "camp here"), and its info corner. */
const FOOT = 20;

/** A planet's sheet: its animal and herd, what one sells for, what selling needs, who camps there. */
function planetSheet(p: ZooPlanetView, s: Scene): SheetText {
  const price = euros(saleValue(p.id, s.v.markets));
  const camps = p.camps.map((seat) => (seat === s.seat ? t("zoo.board.you") : nameOf(s, seat)));
  return {
    title: planetName(p.id),
    sub: t("zoo.sheet.herd", { animal: animalName(p.id), n: p.herd }),
    lines: [
      ...badgeLines(p.props, p.abilities).map((line) => t("zoo.sheet.sentence", { line })),
      t("zoo.sheet.price", { price, card: cardName("marketing"), tokens: p.tokens, herd: p.herd }),
      camps.length ? t("zoo.sheet.camps", { names: listOf(camps) }) : t("zoo.sheet.noCamp"),
    ],
  };
}

/** The property squares and gate labels, wrapping onto a second row rather than shrinking. */
function badges(p: ZooPlanetView, width: number): Container {
  const row = new Container();
  const bh = 18;
  let bx = 0;
  let by = 0;
  const place = (w: number) => {
    if (bx > 0 && bx + w > width) {
      bx = 0;
      by += bh + 3;
    }
    const at = { x: bx, y: by };
    bx += w + 3;
    return at;
  };
  for (const prop of p.props) {
    const at = place(bh);
    row.addChild(new Graphics().roundRect(at.x, at.y, bh, bh, 3).fill(PROP_COLOR[prop] ?? COLORS.muted));
    const letter = label(prop, PHONE_TEXT.small, { fill: 0x0b1020, fontWeight: "800" });
    letter.anchor.set(0.5);
    letter.position.set(at.x + bh / 2, at.y + bh / 2);
    row.addChild(letter);
  }
  for (const ability of p.abilities) {
    const gate = gateOf(ability);
    const text = label(gate.short, PHONE_TEXT.small, { fill: 0x0b1020, fontWeight: "800" });
    const at = place(text.width + 8);
    row.addChild(new Graphics().roundRect(at.x, at.y, text.width + 8, bh, 3).fill(gate.color));
    text.position.set(at.x + 4, at.y + (bh - text.height) / 2);
    row.addChild(text);
  }
  return row;
}

/** The top of a tile: name (two lines if needed), badges, the animal tokens and the price now. */
function tileTop(p: ZooPlanetView, x: number, y: number, w: number, s: Scene): Container {
  const top = new Container();
  const name = wrapped(planetName(p.id), PHONE_TEXT.body, w - 2 * PAD, { fontWeight: "700" });
  name.position.set(x + PAD, y + PAD);
  const marks = badges(p, w - 2 * PAD);
  marks.position.set(x + PAD, name.y + name.height + 3);
  top.addChild(name, marks);
  const ty = marks.y + marks.height + 5;
  // Animal tokens: filled = left, hollow = sold.
  const r = 4.5;
  for (let k = 0; k < p.herd; k++) {
    const dot = new Graphics().circle(x + PAD + r + k * (r * 2 + 4), ty + 7, r);
    top.addChild(k < p.tokens ? dot.fill(0xf1f3ff) : dot.stroke({ width: 1.2, color: COLORS.dim }));
  }
  const price = euros(saleValue(p.id, s.v.markets));
  const value = label(price, PHONE_TEXT.small, { fill: COLORS.coin, fontWeight: "700" });
  value.position.set(x + w - PAD - value.width, ty);
  top.addChild(value);
  s.mark(`price:${p.id}`, value, price);
  s.space(`price:${p.id}`, value.x + value.width / 2, value.y + value.height / 2);
  return top;
}

/**
 * Phone: the available planets as tiles, three to a row (each row as tall as its tallest tile),
 * then the planet deck. The whole tile is the tap target (pick, join, sell); its bottom-right
 * corner opens its sheet. Returns the height used.
 */
export function drawPlanetTiles(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v } = s;
  const cols = 3;
  const gap = 6;
  const w = (width - (cols - 1) * gap) / cols;
  let rowY = y;
  const cells: (ZooPlanetView | null)[] = [...v.planets, null];
  for (let start = 0; start < cells.length; start += cols) {
    const row = cells.slice(start, start + cols);
    const tops = row.map((p, k) => (p ? tileTop(p, x + k * (w + gap), rowY, w, s) : null));
    const h = Math.max(MIN_TAP + 20, ...tops.map((top) => (top ? top.height + 2 * PAD + 4 + FOOT : 0)));
    row.forEach((p, k) => {
      const cx = x + k * (w + gap);
      if (p) drawTile(layer, p, tops[k]!, { x: cx, y: rowY, w, h }, s);
      else drawDeck(layer, { x: cx, y: rowY, w, h }, s);
    });
    rowY += h + gap;
  }
  return rowY - gap - y;
}

function drawTile(layer: Container, p: ZooPlanetView, top: Container, r: { x: number; y: number; w: number; h: number }, s: Scene): void {
  const picked = s.picked.includes(p.id);
  const target = isTarget(p, s.v.stage, s.t);
  const card = new Container();
  card.addChild(planetFrame(p, r, s), top);
  const footY = r.y + r.h - PAD - FOOT / 2;
  if (picked) {
    const mark = wrapped(t("zoo.board.campHere"), PHONE_TEXT.small, r.w - 2 * PAD - MIN_TAP + 10, { fill: COLORS.picked, fontWeight: "700" });
    mark.position.set(r.x + PAD, footY - mark.height / 2);
    card.addChild(mark);
  }
  // Camps as their owners' marks (colour and shape), in arrival order.
  const tent = 16;
  p.camps.forEach((seat, k) => {
    const tx = r.x + PAD + k * (tent + 5);
    const ty = footY + tent / 2;
    const camp = seatMark(seat, tent, "camp");
    camp.position.set(tx + tent / 2, ty - tent / 2);
    card.addChild(camp);
  });
  wireTap(card, p, target || picked, s);
  layer.addChild(card);
  s.mark(`planet:${p.id}`, card, [p.tokens, p.camps]);
  // The tap target: the tile but its info corner's column. Selling takes one of the planet's animals.
  const cx = r.x + (r.w - MIN_TAP) / 2;
  s.space(`planet:${p.id}`, cx, r.y + r.h / 2, r.w - MIN_TAP, r.h);
  s.space(`animal:${p.id}`, cx, r.y + r.h / 2, r.w - MIN_TAP, r.h);
  infoCorner(layer, { x: r.x + r.w, y: r.y + r.h }, "bottom", () => planetSheet(p, s), s, `info:planet:${p.id}`);
}

function drawDeck(layer: Container, r: { x: number; y: number; w: number; h: number }, s: Scene): void {
  layer.addChild(panel(r.x, r.y, r.w, r.h, { fill: 0x0d1226, line: COLORS.panelLine }));
  const deck = wrapped(t("zoo.board.deck", { n: s.v.planetDeckCount }), PHONE_TEXT.small, r.w - 8, { fill: COLORS.muted, align: "center", lineHeight: 16 });
  deck.anchor.set(0.5);
  deck.position.set(r.x + r.w / 2, r.y + r.h / 2);
  layer.addChild(deck);
  s.space("planet:deck", r.x + r.w / 2, r.y + r.h / 2);
}
