import { Container, Graphics, type Text } from "pixi.js";
import { RESEARCH, TRACK_COSTS, type CardKind } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { COLORS, clickable, label, panel } from "./theme";
import { infoCorner, PHONE_TEXT, wrapped } from "./tiles";
import type { SheetText } from "./sheet";
import { MIN_TAP } from "../common/layout";
import { shrink, wrapIn } from "../common/widgets";
import { t } from "../../i18n";
import { cardEffect, cardName, euros } from "./words";

/** A research card's effect in a few words, for the track. */
const shortEffect = (kind: CardKind): string => t(`zoo.effectShort.${kind}`);

/** A research card's short name, for the player rows. */
export const cardTag = (kind: CardKind): string => t(`zoo.cardTag.${kind}`);

/** The research track: 5 positions with their cost, the card and its effect; buyable ones highlighted. */
export function drawResearch(layer: Container, r: Rect, s: Scene): void {
  const { v, t: targets, font } = s;
  const pileW = Math.max(font * 3.4, r.w * 0.1);
  const gap = 4;
  const w = (r.w - pileW - 5 * gap) / 5;
  const small = Math.round(font * (s.narrow ? 0.85 : 0.8));
  v.track.forEach((kind, i) => {
    const position = i + 1;
    const x = r.x + i * (w + gap);
    const legal = targets.buy.has(position);
    const slot = new Container();
    slot.addChild(panel(x, r.y, w, r.h, { fill: kind ? COLORS.card : COLORS.panel, line: legal ? COLORS.legal : COLORS.panelLine, lineWidth: legal ? 3 : 1 }));
    const cost = label(euros(TRACK_COSTS[i]), small, { fill: COLORS.coin, fontWeight: "700" });
    cost.position.set(x + 4, r.y + 2);
    slot.addChild(cost);
    if (kind) {
      const card = RESEARCH[kind];
      if (card.dot) {
        slot.addChild(new Graphics().circle(x + w - small * 0.7, r.y + small * 0.75, small * 0.42).fill(0x4d7cff).stroke({ width: 1, color: 0xffffff }));
      }
      // Name and effect wrap at whole words and shrink together into the slot: never cut.
      const top = r.y + small * 1.35;
      const room = r.y + r.h - 2 - top;
      const name = wrapIn(cardName(kind), Math.round(font * (s.narrow ? 0.9 : 0.95)), w - 8, Infinity, { fontWeight: "700" });
      const effect = wrapIn(shortEffect(kind), small, w - 8, Infinity, { fill: COLORS.muted });
      const k = Math.min(1, room / (name.height + 1 + effect.height));
      for (const text of [name, effect]) text.scale.set(text.scale.x * k, text.scale.y * k);
      name.position.set(x + 4, top);
      effect.position.set(x + 4, name.y + name.height + 1);
      slot.addChild(name, effect);
    } else {
      const empty = shrink(label(t("zoo.board.empty"), small, { fill: COLORS.dim }), w - 8);
      empty.position.set(x + 4, r.y + small * 1.4);
      slot.addChild(empty);
    }
    // Not buyable now: the click still asks, and the engine's reason shows at it.
    if (s.seat !== null) clickable(slot, () => s.send({ type: "buy", position }), legal);
    layer.addChild(slot);
    s.mark(`research:${position}`, slot, kind);
    s.space(`research:${position}`, x + w / 2, r.y + r.h / 2);
  });
  const px = r.x + 5 * (w + gap);
  layer.addChild(panel(px, r.y, pileW, r.h, { fill: 0x0d1226 }));
  const pile = shrink(label(t("zoo.board.pile", { n: v.pileCount }), small, { fill: COLORS.muted, align: "center" }), pileW - 6, r.h - 4);
  pile.anchor.set(0.5);
  pile.position.set(px + pileW / 2, r.y + r.h / 2);
  layer.addChild(pile);
  s.mark("pile", pile, v.pileCount);
}

/** A research card's sheet: its name, where it lies and what it costs, its effect in full. */
function researchSheet(kind: CardKind, position: number, buyable: boolean): SheetText {
  const where = { position, cost: TRACK_COSTS[position - 1] };
  return {
    title: cardName(kind),
    sub: t(RESEARCH[kind].dot ? "zoo.sheet.positionDot" : "zoo.sheet.position", where),
    lines: [cardEffect(kind), ...(buyable ? [t("zoo.sheet.tapToBuy")] : [])],
  };
}

/** A research tile's words: the card's name in full (two lines if needed) and its effect in a few words. */
function tileWords(kind: CardKind | null, w: number): Text[] {
  if (!kind) return [wrapped(t("zoo.board.empty"), PHONE_TEXT.small, w - 12, { fill: COLORS.dim })];
  return [
    wrapped(cardName(kind), PHONE_TEXT.body, w - 12, { fontWeight: "700" }),
    wrapped(shortEffect(kind), PHONE_TEXT.small, w - 12, { fill: COLORS.muted }),
  ];
}

/**
 * Phone: the five track positions and the pile as tiles, three to a row, all as tall as the
 * tallest: cost, blue dot, the card's name in full, its effect in a few words, and an info corner
 * for its sheet. Returns the height used.
 */
export function drawResearchTiles(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v, t: targets } = s;
  const cols = 3;
  const gap = 6;
  const w = (width - (cols - 1) * gap) / cols;
  const top = 23;
  const words = v.track.map((kind) => tileWords(kind, w));
  const h = Math.max(64, ...words.map((texts) => top + texts.reduce((sum, text) => sum + text.height + 2, 0) + 4));
  v.track.forEach((kind, i) => {
    const position = i + 1;
    const cx = x + (i % cols) * (w + gap);
    const cy = y + Math.floor(i / cols) * (h + gap);
    const legal = targets.buy.has(position);
    const slot = new Container();
    slot.addChild(panel(cx, cy, w, h, { fill: kind ? COLORS.card : COLORS.panel, line: legal ? COLORS.legal : COLORS.panelLine, lineWidth: legal ? 3 : 1 }));
    const cost = label(euros(TRACK_COSTS[i]), PHONE_TEXT.small, { fill: COLORS.coin, fontWeight: "700" });
    cost.position.set(cx + 6, cy + 5);
    slot.addChild(cost);
    if (kind && RESEARCH[kind].dot) {
      slot.addChild(new Graphics().circle(cost.x + cost.width + 10, cost.y + cost.height / 2, 5).fill(0x4d7cff).stroke({ width: 1, color: 0xffffff }));
    }
    let ty = cy + top;
    for (const text of words[i]) {
      text.position.set(cx + 6, ty);
      slot.addChild(text);
      ty += text.height + 2;
    }
    if (s.seat !== null) clickable(slot, () => s.send({ type: "buy", position }), legal);
    layer.addChild(slot);
    s.mark(`research:${position}`, slot, kind);
    // The tap target: the tile but its info corner.
    s.space(`research:${position}`, cx + (w - MIN_TAP) / 2, cy + h / 2, w - MIN_TAP, h);
    if (kind) infoCorner(layer, { x: cx + w, y: cy }, "top", () => researchSheet(kind, position, legal), s, `info:research:${position}`);
  });
  const i = v.track.length;
  const px = x + (i % cols) * (w + gap);
  const py = y + Math.floor(i / cols) * (h + gap);
  layer.addChild(panel(px, py, w, h, { fill: 0x0d1226 }));
  const pile = wrapped(t("zoo.board.pileCards", { n: v.pileCount }), PHONE_TEXT.small, w - 8, { fill: COLORS.muted, align: "center", lineHeight: 16 });
  pile.anchor.set(0.5);
  pile.position.set(px + w / 2, py + h / 2);
  layer.addChild(pile);
  s.mark("pile", pile, v.pileCount);
  return Math.ceil((v.track.length + 1) / cols) * (h + gap) - gap;
}
