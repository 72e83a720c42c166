import { Container, Graphics } from "pixi.js";
import { PHASES } from "@space/shared/zoo";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { COLORS, label, panel } from "./theme";
import { seatMark } from "../common/seat-marks";
import { columnsFor, PHONE_TEXT, wrapped } from "./tiles";
import { shrink } from "../common/widgets";
import { t } from "../../i18n";
import { euros, ore } from "./words";

/** The track's short names: 0 is action selection, 1–7 the phases. */
const SHORT = (i: number): string => t(i === 0 ? "zoo.short.select" : `zoo.short.${PHASES[i - 1]}`);

/** What a phase box holds: the Funding box's coins, the Mining box's ore. */
function boxText(i: number, fundingBox: number, miningBox: number, prefix: boolean): string {
  const amount = i === 1 ? euros(fundingBox) : ore(miningBox);
  return prefix ? t("zoo.board.box", { amount }) : amount;
}

/** The phase track 0–7 with the current phase, who plays each phase (their marks), and the Funding and Mining boxes. */
export function drawPhases(layer: Container, r: Rect, s: Scene): void {
  const { v, font } = s;
  const gap = 4;
  const w = (r.w - 7 * gap) / 8;
  const small = Math.round(font * 0.8);
  for (let i = 0; i < 8; i++) {
    const x = r.x + i * (w + gap);
    const current = v.phase === i && !v.result;
    const tab = panel(x, r.y, w, r.h, { fill: current ? 0x2b2460 : COLORS.panel, line: current ? COLORS.current : COLORS.panelLine, lineWidth: current ? 3 : 1 });
    layer.addChild(tab);
    const title = shrink(label(s.narrow ? SHORT(i) : t("zoo.board.phaseTab", { n: i, phase: SHORT(i) }), small, { fontWeight: "700", fill: current ? 0xffffff : COLORS.muted }), w - 6);
    title.position.set(x + 4, r.y + 3);
    layer.addChild(title);
    const lineY = r.y + 3 + small * 1.35;
    if (i === 1 || i === 7) {
      const text = boxText(i, v.fundingBox, v.miningBox, !s.narrow);
      const box = shrink(label(text, small, { fill: i === 1 ? COLORS.coin : COLORS.ore, fontWeight: "600" }), w - 6);
      box.position.set(x + 4, lineY);
      layer.addChild(box);
      s.mark(i === 1 ? "box:funding" : "box:mining", box, text);
      s.space(i === 1 ? "box:funding" : "box:mining", x + w / 2, lineY + small / 2);
      if (i === 1 && v.holder === null && !v.result) {
        const token = firstPlayerToken(small);
        token.position.set(x + w - small, r.y + r.h - small);
        layer.addChild(token);
        s.space("token", token.x, token.y);
      }
    }
    // Who plays this phase (revealed cards), or who has chosen during selection.
    const seats = i === 0
      ? (v.stage === "select" ? v.submitted : [])
      : v.players.flatMap((p, seat) => (p.played === PHASES[i - 1] ? [seat] : []));
    const dotR = Math.max(3, small * 0.38);
    seats.forEach((seat, k) => {
      const dot = seatMark(seat, dotR * 2.2, "phase");
      dot.position.set(x + 4 + dotR + k * (dotR * 2.2 + 4), r.y + r.h - dotR - 4);
      layer.addChild(dot);
    });
    if (i > 0) s.mark(`phase:${i}`, tab, seats);
    s.space(`phase:${i}`, x + w / 2, r.y + r.h / 2);
  }
}

/**
 * Phone: the phase track in two rows of four, the same marks as on a laptop: the title, the
 * Funding and Mining boxes (with the 1st player token when it lies there), then who plays each
 * phase as dots on a line of their own. Returns the height used.
 */
export function drawPhaseTiles(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v } = s;
  const gap = 6;
  const cols = columnsFor(Array.from({ length: 8 }, (_, i) => SHORT(i)), width, 4, gap, 12);
  const w = (width - (cols - 1) * gap) / cols;
  const titles = Array.from({ length: 8 }, (_, i) => wrapped(SHORT(i), PHONE_TEXT.small, w - 12, { fontWeight: "700", fill: v.phase === i && !v.result ? 0xffffff : COLORS.muted }));
  const titleH = Math.max(...titles.map((title) => title.height));
  // Room for the title (two lines in a longer language), the box line and the dots.
  const h = Math.max(58, titleH + 4 + 17 + 22);
  for (let i = 0; i < 8; i++) {
    const cx = x + (i % cols) * (w + gap);
    const cy = y + Math.floor(i / cols) * (h + gap);
    const current = v.phase === i && !v.result;
    const tab = panel(cx, cy, w, h, { fill: current ? 0x2b2460 : COLORS.panel, line: current ? COLORS.current : COLORS.panelLine, lineWidth: current ? 3 : 1 });
    layer.addChild(tab);
    const title = titles[i];
    title.position.set(cx + 6, cy + 4);
    layer.addChild(title);
    if (i === 1 || i === 7) {
      const text = boxText(i, v.fundingBox, v.miningBox, false);
      const box = label(text, PHONE_TEXT.small, { fill: i === 1 ? COLORS.coin : COLORS.ore, fontWeight: "600" });
      box.position.set(cx + 6, cy + 4 + titleH + 3);
      layer.addChild(box);
      s.mark(i === 1 ? "box:funding" : "box:mining", box, text);
      s.space(i === 1 ? "box:funding" : "box:mining", box.x + box.width / 2, box.y + box.height / 2);
      if (i === 1 && v.holder === null && !v.result) {
        const token = firstPlayerToken(PHONE_TEXT.body);
        token.position.set(box.x + box.width + 14, box.y + box.height / 2);
        layer.addChild(token);
        s.space("token", token.x, token.y);
      }
    }
    const seats = i === 0
      ? (v.stage === "select" ? v.submitted : [])
      : v.players.flatMap((p, seat) => (p.played === PHASES[i - 1] ? [seat] : []));
    seats.forEach((seat, k) => {
      const dot = seatMark(seat, 12, "phase");
      dot.position.set(cx + 12 + k * 16, cy + h - 12);
      layer.addChild(dot);
    });
    if (i > 0) s.mark(`phase:${i}`, tab, seats);
    s.space(`phase:${i}`, cx + w / 2, cy + h / 2);
  }
  return Math.ceil(8 / cols) * (h + gap) - gap;
}

/** The 1st player token: a gold disc marked "1". */
export function firstPlayerToken(size: number): Container {
  const c = new Container();
  const radius = size * 0.75;
  c.addChild(new Graphics().circle(0, 0, radius).fill(COLORS.coin).stroke({ width: 1, color: 0x7a5c00 }));
  const one = label("1", size * 0.95, { fill: 0x3a2a00, fontWeight: "800" });
  one.anchor.set(0.5);
  c.addChild(one);
  return c;
}
