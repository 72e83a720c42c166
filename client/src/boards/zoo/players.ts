import { Container, Graphics } from "pixi.js";
import { RESEARCH, type ZooPlayerView } from "@space/shared/zoo";
import type { Rect } from "./layout";
import { nameOf, type Scene } from "./scene";
import { cardTag } from "./research";
import { firstPlayerToken } from "./phases";
import { COLORS, fit, label, panel, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";
import { PHONE_TEXT, wrapped } from "./tiles";
import { shrink, wrapIn } from "../common/widgets";
import { t } from "../../i18n";
import { cardName, euros, ore, phaseName, points } from "./words";

/** A player's name as their row shows it, "(you)" added on their own page. */
const rowName = (s: Scene, seat: number): string => (seat === s.seat ? t("zoo.board.nameYou", { name: nameOf(s, seat) }) : nameOf(s, seat));

/** Coins, ore and camps: short for a narrow row, in words otherwise. */
function holdings(p: ZooPlayerView, short: boolean): string[] {
  const camps = t(short ? "zoo.board.campsShort" : "zoo.board.camps", { supply: p.supply, bank: p.bank, placed: p.placed });
  return [euros(p.coins), ore(p.ore), camps];
}

const lockedText = (p: ZooPlayerView): string => (p.locked ? t("zoo.board.locked", { card: phaseName(p.locked) }) : "");

/** What a player is doing now: during selection only *that* they chose, never what. */
function status(s: Scene, seat: number, p: ZooPlayerView): { text: string; color: number } {
  const { v } = s;
  if (v.result) return v.result.winners.includes(seat) ? { text: t("zoo.status.winner"), color: COLORS.coin } : { text: "", color: COLORS.muted };
  if (v.stage === "select") {
    return v.submitted.includes(seat) ? { text: t("zoo.status.chosen"), color: COLORS.legal } : { text: t("zoo.status.choosing"), color: COLORS.muted };
  }
  if (v.awaiting.includes(seat)) return { text: t("zoo.status.toAct"), color: COLORS.legal };
  return p.played ? { text: t("zoo.status.plays", { card: phaseName(p.played) }), color: COLORS.muted } : { text: "", color: COLORS.muted };
}

/** One row per player: coins, ore, camps (supply / bank / on planets), research cards, VP, token, status. */
export function drawPlayers(layer: Container, r: Rect, s: Scene): void {
  const { v, font } = s;
  const n = v.players.length;
  const gap = 4;
  const rowH = Math.min((r.h - (n - 1) * gap) / n, font * 6);
  const small = Math.round(font * (s.narrow ? 0.9 : 0.85));
  v.players.forEach((p, seat) => {
    const y = r.y + seat * (rowH + gap);
    const mine = seat === s.seat;
    layer.addChild(panel(r.x, y, r.w, rowH, { line: mine ? seatColor(seat) : COLORS.panelLine, lineWidth: mine ? 2 : 1 }));
    layer.addChild(new Graphics().roundRect(r.x + 2, y + 2, 5, rowH - 4, 2).fill(seatColor(seat)));
    const x = r.x + 12;
    const st = status(s, seat, p);
    const stText = shrink(label(st.text, small, { fill: st.color, fontWeight: "600" }), r.w * 0.35);
    const vp = label(points(p.vp), Math.round(font * 1.0), { fill: COLORS.coin, fontWeight: "800" });
    vp.position.set(r.x + r.w - 6 - vp.width, y + 3);
    stText.position.set(vp.x - 10 - stText.width, y + 3 + (vp.height - stText.height) / 2);
    const name = label(rowName(s, seat), Math.round(font * 1.0), { fill: seatColor(seat), fontWeight: "700" });
    const holder = v.holder === seat;
    // A very low row (short canvas, four players) puts everything on the name line.
    const oneLine = rowH < font * 2.6;
    // The seat's mark before the name: its shape and number say whose row it is without the colour.
    const markW = Math.round(font * 1.15);
    const mark = seatMark(seat, markW, "player", { letter: true });
    fit(name, Math.max(30, (oneLine ? r.w * 0.28 : stText.x - x - 8) - (holder ? font * 1.6 : 0) - markW - 4));
    name.position.set(x + markW + 4, y + 3);
    mark.position.set(x + markW / 2, name.y + name.height / 2);
    layer.addChild(mark, name, stText, vp);
    s.mark(`vp:${seat}`, vp, p.vp);
    if (holder) {
      const token = firstPlayerToken(small);
      token.position.set(name.x + name.width + small * 1.1, y + 3 + name.height / 2);
      layer.addChild(token);
      s.space("token", token.x, token.y);
    }
    const cards = p.research.map((k) => cardTag(k) + (RESEARCH[k].dot ? "•" : "")).join(" ");
    const locked = lockedText(p);
    const lines = s.narrow || oneLine || rowH < font * 4.2
      ? [[...holdings(p, true), cards, locked].filter(Boolean).join(" · ")]
      : [holdings(p, false).join("  ·  "), [cards ? t("zoo.board.research", { cards }) : t("zoo.board.researchNone"), locked].filter(Boolean).join("  ·  ")];
    if (oneLine) {
      const from = name.x + name.width + (holder ? small * 2.4 : 0) + 8;
      const text = shrink(label(lines[0], small, { fill: COLORS.text }), stText.x - 8 - from);
      text.position.set(from, name.y + (name.height - text.height) / 2);
      layer.addChild(text);
      s.mark(`player:${seat}`, text, lines[0]);
      s.space(`player:${seat}`, r.x + r.w / 2, y + rowH / 2);
      return;
    }
    let ly = name.y + name.height + 1;
    for (const [i, line] of lines.entries()) {
      // Wrapped at whole words when the row is tall enough, shrunk into what is left otherwise.
      const room = y + rowH - 2 - ly;
      const text = wrapIn(line, small, r.w - 18, Math.max(room, small), { fill: COLORS.text });
      text.position.set(x, ly);
      if (ly + text.height <= y + rowH) {
        layer.addChild(text);
        s.mark(i ? `player:${seat}:research` : `player:${seat}`, text, line);
      }
      ly += text.height + 1;
    }
    s.space(`player:${seat}`, r.x + r.w / 2, y + rowH / 2);
  });
}

/**
 * Phone: one strip per player, full width. Line 1: name (two lines if it must), the 1st player
 * token, what they are doing and VP; then coins, ore and camps, then research cards and the locked
 * card, each wrapping onto another line rather than being cut. Returns the height used.
 */
export function drawPlayerStrips(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v } = s;
  const gap = 6;
  let top = y;
  v.players.forEach((p, seat) => {
    const mine = seat === s.seat;
    const strip = new Container();
    const inner = width - 22;
    const tx = x + 14;
    const vp = label(points(p.vp), PHONE_TEXT.title, { fill: COLORS.coin, fontWeight: "800" });
    vp.position.set(x + width - 8 - vp.width, top + 6);
    s.mark(`vp:${seat}`, vp, p.vp);
    const holder = v.holder === seat;
    const tokenW = holder ? 24 : 0;
    const markW = 22;
    const name = wrapped(rowName(s, seat), PHONE_TEXT.title, inner - vp.width - 10 - tokenW - markW - 5, { fill: seatColor(seat), fontWeight: "700" });
    name.position.set(tx + markW + 5, top + 6);
    const mark = seatMark(seat, markW, "player", { letter: true, letterMin: 12 });
    mark.position.set(tx + markW / 2, top + 6 + markW / 2);
    strip.addChild(mark, name, vp);
    if (holder) {
      const token = firstPlayerToken(PHONE_TEXT.body);
      token.position.set(name.x + Math.min(name.width, inner - vp.width - 10 - tokenW - markW - 5) + 13, name.y + 9);
      strip.addChild(token);
      s.space("token", token.x, token.y);
    }
    const st = status(s, seat, p);
    const dots = p.research.filter((k) => RESEARCH[k].dot).length;
    const names = p.research.map(cardName).join(", ");
    const cards = !p.research.length ? t("zoo.board.noResearch")
      : dots ? t("zoo.board.researchPoints", { cards: names, n: dots }) : t("zoo.board.research", { cards: names });
    const lines = [holdings(p, false).join(" · "), [cards, lockedText(p)].filter(Boolean).join(" · ")];
    let ly = Math.max(name.y + name.height, top + 6 + markW) + 2;
    if (st.text) {
      const doing = label(st.text, PHONE_TEXT.small, { fill: st.color, fontWeight: "700" });
      doing.position.set(tx, ly);
      strip.addChild(doing);
      ly += doing.height + 1;
    }
    lines.forEach((line, i) => {
      const text = wrapped(line, PHONE_TEXT.body, inner, { fill: i ? COLORS.muted : COLORS.text });
      text.position.set(tx, ly);
      strip.addChild(text);
      s.mark(i ? `player:${seat}:research` : `player:${seat}`, text, line);
      ly += text.height + 1;
    });
    const h = ly - top + 6;
    strip.addChildAt(new Graphics().roundRect(x + 3, top + 3, 5, h - 6, 2).fill(seatColor(seat)), 0);
    strip.addChildAt(panel(x, top, width, h, { line: mine ? seatColor(seat) : COLORS.panelLine, lineWidth: mine ? 2 : 1 }), 0);
    layer.addChild(strip);
    s.space(`player:${seat}`, x + width / 2, top + h / 2);
    top += h + gap;
  });
  return top - gap - y;
}
