import { Container, Graphics, Rectangle } from "pixi.js";
import { CARDS, type CardKind } from "@space/shared/base";
import type { Rect } from "./layout";
import { TILE_GAP } from "./phone";
import { nameOf, type Scene } from "./scene";
import { t } from "../../i18n";
import { COLORS, LOOK, cardName, kindWords, label } from "./theme";
import { clickable } from "../common/widgets";

type Mark = "none" | "usable" | "selected";

/** One card as a phone tile: its colour, its whole name (two lines when long), what it earns or is. */
function tile(kind: CardKind, w: number, h: number, mark: Mark): Container {
  const c = new Container();
  const look = LOOK[kind];
  const line = mark === "selected" ? COLORS.selected : mark === "usable" ? COLORS.legal : 0x3a4577;
  c.addChild(new Graphics().roundRect(0, 0, w, h, 8).fill(mark === "selected" ? 0x2c3560 : 0x1d2647)
    .roundRect(0, 0, 8, h, 4).fill(look.color)
    .roundRect(0, 0, w, h, 8).stroke({ width: mark === "none" ? 1 : 3, color: line }));
  // The whole name: at 13 px, else 12, else a long word broken over two lines (never cut with "…").
  const nameAt = (size: number, breakWords = false) =>
    label(cardName(kind), size, { fontWeight: "700", wordWrap: true, wordWrapWidth: w - 18, lineHeight: 15, breakWords });
  let name = nameAt(13);
  for (const next of [() => nameAt(12), () => nameAt(12, true)]) {
    if (name.width <= w - 18) break;
    name.destroy();
    name = next();
  }
  const income = CARDS[kind].income;
  const foot = label(income > 0 ? t("base.hand.income", { income }) : kindWords(kind), 12, {
    fill: income > 0 ? COLORS.coin : COLORS.muted, fontWeight: "600", wordWrap: true, wordWrapWidth: w - 18, lineHeight: 14,
  });
  const top = Math.max(3, (h - name.height - foot.height - 2) / 2);
  name.position.set(14, top);
  foot.position.set(14, top + name.height + 2);
  c.addChild(name, foot);
  c.hitArea = new Rectangle(0, 0, w, h);
  return c;
}

/** A button that is not the step's: outlined, light words. */
function quietButton(text: string, r: Rect, onTap: () => void): Container {
  const b = new Container();
  b.addChild(new Graphics().roundRect(0, 0, r.w, r.h - 4, 10).fill(COLORS.panel).stroke({ width: 1.5, color: COLORS.panelLine }));
  // Two lines when the words are longer than the button (a phone keeps its text at 12 px or more).
  const words = label(text, 14, { fill: COLORS.text, fontWeight: "700", wordWrap: true, wordWrapWidth: r.w - 10, align: "center", lineHeight: 16 });
  words.position.set((r.w - words.width) / 2, (r.h - 4 - words.height) / 2);
  b.addChild(words);
  b.position.set(r.x, r.y + 2);
  clickable(b, onTap);
  return b;
}

/** Tiles in `r`, three to a row; `each` decides how a tile looks and what a tap does. */
function drawTiles(
  layer: Container, s: Scene, r: Rect, cards: readonly CardKind[], idPrefix: string,
  each: (kind: CardKind) => { mark: Mark; dim: boolean; setup(card: Container): void },
): void {
  const { w, h, cols } = s.L.phone!.tile;
  const seen = new Set<CardKind>();
  const count = new Map<CardKind, number>();
  cards.forEach((kind, i) => {
    const look = each(kind);
    const card = tile(kind, w, h, look.mark);
    const x = r.x + (i % cols) * (w + TILE_GAP);
    const y = r.y + Math.floor(i / cols) * (h + TILE_GAP);
    card.position.set(x, y);
    card.alpha = look.dim ? 0.6 : 1;
    look.setup(card);
    layer.addChild(card);
    const rank = (count.get(kind) ?? 0) + 1;
    count.set(kind, rank);
    s.mark(`${idPrefix}:${kind}#${rank}`, card, kind);
    s.space(`${idPrefix}:${i}`, x + w / 2, y + h / 2, w, h);
    if (!seen.has(kind)) s.space(`${idPrefix === "hand" ? "card" : "take"}:${kind}`, x + w / 2, y + h / 2, w, h);
    seen.add(kind);
  });
  if (!cards.length) {
    const none = label(t("base.hand.none"), 12, { fill: COLORS.dim });
    none.position.set(r.x, r.y + 4);
    layer.addChild(none);
  }
}

/**
 * A phone's hand: the title row (with the whole-grid button), the target's hand while you steal
 * (tap one to take it), and your cards as tiles. In your Build a tile is picked (tap, or drag it onto
 * the grid) as on a laptop; otherwise a tap opens the card's full text (`about`).
 */
export function drawPhoneHand(layer: Container, s: Scene, o: { whole: boolean; zoom(): void; about(kind: CardKind): void }): void {
  const P = s.L.phone!;
  const priv = s.v.private;
  const head = P.handHead;
  const title = label(priv ? t("base.hand.yoursPhone", { n: priv.hand.length }) : t("base.hand.watching"),
    13, { fill: COLORS.muted, fontWeight: "700", wordWrap: true, wordWrapWidth: head.w - (P.zoom ? P.zoom.w + 8 : 0), lineHeight: 16 });
  title.position.set(head.x, head.y + (head.h - title.height) / 2);
  layer.addChild(title);
  if (P.zoom) {
    const z = P.zoom;
    layer.addChild(quietButton(o.whole ? t("base.zoom.in") : t("base.zoom.whole"), z, o.zoom));
    s.space("zoom", z.x + z.w / 2, z.y + z.h / 2, z.w, z.h);
  }
  if (!priv) return;
  if (P.steal && priv.stealHand) {
    const r = P.steal;
    const head = label(t("base.hand.stealing", { name: nameOf(s, s.v.stealTarget ?? 0) }), 13, {
      fill: COLORS.legal, fontWeight: "700", wordWrap: true, wordWrapWidth: r.w,
    });
    head.position.set(r.x, r.y);
    layer.addChild(head);
    drawTiles(layer, s, { ...r, y: r.y + head.height + 4 }, priv.stealHand, "steal-card", (kind) => {
      const take = s.t.take.get(kind);
      return {
        mark: take ? "usable" : "none", dim: !take,
        setup: (card) => {
          card.eventMode = "static";
          card.cursor = "pointer";
          card.on("pointertap", () => s.send(take ?? { type: "take", card: kind }));
        },
      };
    });
  }
  const building = s.v.active === s.seat && s.v.phase === "build";
  drawTiles(layer, s, s.L.hand, priv.hand, "hand", (kind) => {
    const usable = building && s.t.build.has(kind);
    return {
      mark: s.card === kind ? "selected" : usable ? "usable" : "none",
      dim: building && !usable && s.card !== kind,
      setup: (card) => {
        card.eventMode = "static";
        card.cursor = "pointer";
        if (building) card.on("pointerdown", (e) => s.grab(kind, e.global.x, e.global.y));
        else card.on("pointertap", () => o.about(kind));
      },
    };
  });
}
