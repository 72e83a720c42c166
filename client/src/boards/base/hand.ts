import { Container, Graphics } from "pixi.js";
import { CARDS, type CardKind } from "@space/shared/base";
import type { Rect } from "./layout";
import { nameOf, type Scene } from "./scene";
import { t } from "../../i18n";
import { COLORS, LOOK, cardName, cardTag, kindWords, label, shrink } from "./theme";

const GAP = 6;
const ASPECT = 1.3;

/** Card size and columns that make `n` cards as large as possible inside `r`. */
function cardGrid(n: number, r: Rect, maxW: number): { w: number; h: number; cols: number } {
  let best = { w: 0, h: 0, cols: 1 };
  for (let rows = 1; rows <= Math.max(1, n); rows++) {
    const cols = Math.ceil(Math.max(1, n) / rows);
    const w = Math.min(maxW, (r.w - (cols - 1) * GAP) / cols, ((r.h - (rows - 1) * GAP) / rows) / ASPECT);
    if (w > best.w) best = { w, h: w * ASPECT, cols };
  }
  return best;
}

/** One card face: colour band with its tag, its name, what it is and what it earns. */
export function cardFace(kind: CardKind, w: number, h: number, mark: "none" | "usable" | "selected"): Container {
  const c = new Container();
  const look = LOOK[kind];
  const g = new Graphics().roundRect(0, 0, w, h, Math.min(8, w * 0.12)).fill(0x1d2647);
  g.roundRect(0, 0, w, h * 0.34, Math.min(8, w * 0.12)).fill(look.color);
  g.rect(0, h * 0.2, w, h * 0.14).fill(look.color);
  const line = mark === "selected" ? COLORS.selected : mark === "usable" ? COLORS.legal : 0x3a4577;
  g.roundRect(0, 0, w, h, Math.min(8, w * 0.12)).stroke({ width: mark === "none" ? 1 : 3, color: line });
  c.addChild(g);
  const tag = shrink(label(cardTag(kind), h * 0.2, { fontWeight: "800" }), w - 6);
  tag.position.set((w - tag.width) / 2, (h * 0.34 - tag.height) / 2);
  c.addChild(tag);
  if (w >= 40) {
    // Whole words only: a long word shrinks the name rather than breaking it.
    const name = shrink(label(cardName(kind), Math.max(8, w * 0.15), { fontWeight: "600", wordWrap: true, wordWrapWidth: w - 6, align: "center" }), w - 4, h * 0.4);
    name.position.set((w - name.width) / 2, h * 0.37);
    c.addChild(name);
  }
  const income = CARDS[kind].income;
  const foot = label(income > 0 ? `+${income}` : kindWords(kind), Math.max(8, w * (income > 0 ? 0.2 : 0.13)), {
    fill: income > 0 ? COLORS.coin : COLORS.muted, fontWeight: income > 0 ? "800" : "500",
  });
  shrink(foot, w - 6);
  foot.position.set((w - foot.width) / 2, h - foot.height - 3);
  c.addChild(foot);
  return c;
}

/** A titled row of cards inside `r`; `each` decides how a card looks and what a tap does. */
function cardRow(
  layer: Container, s: Scene, r: Rect, title: string, cards: readonly CardKind[], idPrefix: string,
  each: (kind: CardKind, index: number) => { mark: "none" | "usable" | "selected"; dim: boolean; setup?: (card: Container) => void },
): void {
  const size = s.L.narrow ? 11 : s.L.font * 0.9;
  const head = shrink(label(title, size, { fill: COLORS.muted, fontWeight: "700" }), r.w);
  head.position.set(r.x, r.y);
  layer.addChild(head);
  const area = { x: r.x, y: r.y + head.height + 4, w: r.w, h: r.h - head.height - 4 };
  const { w, h, cols } = cardGrid(cards.length, area, s.L.narrow ? 64 : 96);
  const seen = new Set<CardKind>();
  const count = new Map<CardKind, number>();
  cards.forEach((kind, i) => {
    const look = each(kind, i);
    const card = cardFace(kind, w, h, look.mark);
    const x = area.x + (i % cols) * (w + GAP);
    const y = area.y + Math.floor(i / cols) * (h + GAP) - (look.mark === "selected" ? 3 : 0);
    card.position.set(x, y);
    card.alpha = look.dim ? 0.55 : 1;
    look.setup?.(card);
    layer.addChild(card);
    // Keyed by kind and rank, so a card drawn lights alone, not every card after it.
    const rank = (count.get(kind) ?? 0) + 1;
    count.set(kind, rank);
    s.mark(`${idPrefix}:${kind}#${rank}`, card, kind);
    s.space(`${idPrefix}:${i}`, x + w / 2, y + h / 2);
    if (!seen.has(kind)) s.space(`${idPrefix === "hand" ? "card" : "take"}:${kind}`, x + w / 2, y + h / 2);
    seen.add(kind);
  });
  if (cards.length === 0) {
    const none = label(t("base.hand.none"), size, { fill: COLORS.dim });
    none.position.set(area.x, area.y);
    layer.addChild(none);
  }
}

/** Your hand as cards (tap or drag to build); during your steal, the target's hand above it to take from. */
export function drawHand(layer: Container, s: Scene): void {
  const r = s.L.hand;
  const priv = s.v.private;
  if (!priv) {
    const watching = label(t("base.hand.watching"), s.L.font * 0.9, { fill: COLORS.muted });
    watching.position.set(r.x, r.y);
    layer.addChild(shrink(watching, r.w));
    return;
  }
  const mine = s.v.active === s.seat;
  let handRect = r;
  if (priv.stealHand && s.v.phase === "steal") {
    const top = { x: r.x, y: r.y, w: r.w, h: r.h * 0.5 - 4 };
    handRect = { x: r.x, y: r.y + r.h * 0.5 + 4, w: r.w, h: r.h * 0.5 - 4 };
    cardRow(layer, s, top, t("base.hand.stealing", { name: nameOf(s, s.v.stealTarget ?? 0) }), priv.stealHand, "steal-card", (kind) => {
      const take = s.t.take.get(kind);
      return {
        mark: take ? "usable" : "none", dim: !take,
        setup: (card) => {
          card.eventMode = "static";
          card.cursor = take ? "pointer" : "not-allowed";
          // Not takeable now: the click still asks, and the engine's reason shows at it.
          card.on("pointertap", () => s.send(take ?? { type: "take", card: kind }));
        },
      };
    });
  }
  const building = mine && s.v.phase === "build";
  cardRow(layer, s, handRect, t("base.hand.yours", { n: priv.hand.length }), priv.hand, "hand", (kind) => {
    const usable = building && s.t.build.has(kind);
    return {
      mark: s.card === kind ? "selected" : usable ? "usable" : "none",
      dim: building && !usable && s.card !== kind,
      // Any card can be picked (tap or drag); where it cannot be built now, the engine says why at the tapped space.
      setup: (card) => {
        card.eventMode = "static";
        card.cursor = usable ? "grab" : "not-allowed";
        card.on("pointerdown", (e) => s.grab(kind, e.global.x, e.global.y));
      },
    };
  });
}
