import { Container, Graphics } from "pixi.js";
import type { Phase } from "@space/shared/base";
import type { Scene } from "./scene";
import { nameOf } from "./scene";
import { tooltip } from "../common/tooltip";
import { seatMark } from "../common/seat-marks";
import { COLORS, button, label, panel, seatColor, shrink } from "./theme";
import { t } from "../../i18n";
import { playerStats, roundLine, meteorWords, stolenWords } from "./words";

/** The seven phases of a turn, in order; their names, short names and tooltips (docs/rules/space-base.md, "Your turn") are catalog words. */
export const PHASES = ["transfer", "repair", "meteor", "production", "control", "draw", "build"] as const;
export const phaseName = (i: number) => t(`base.phase.${PHASES[i]}`);
export const phaseShort = (i: number) => t(`base.phaseShort.${PHASES[i]}`);
export const phaseTip = (i: number) => t(`base.tip.${PHASES[i]}`);

/** "Setup: everyone places an Outpost" or "Game over", where the phases' tabs go. */
export const notTurnWords = (phase: Phase) => t(phase === "outpost" ? "base.board.setup" : "base.board.gameOver");

/** Which of the seven phases a step belongs to (a steal is part of Control, a discard part of Draw). */
export function phaseIndex(p: Phase): number {
  return ({ transfer: 0, repair: 1, control: 4, steal: 4, discard: 5, build: 6 } as Partial<Record<Phase, number>>)[p] ?? -1;
}

/** The seven phases of the active player's turn, the current one lit. */
export function drawPhases(layer: Container, s: Scene): void {
  const r = s.L.phases;
  const row = new Container();
  layer.addChild(row);
  if (s.v.phase === "outpost" || s.v.phase === "over") {
    const words = shrink(label(notTurnWords(s.v.phase), s.L.font * 0.9, { fill: COLORS.muted, fontWeight: "600" }), r.w, r.h);
    words.position.set(r.x, r.y + (r.h - words.height) / 2);
    row.addChild(words);
    return;
  }
  const current = phaseIndex(s.v.phase);
  const w = r.w / PHASES.length;
  PHASES.forEach((_, i) => {
    const on = i === current;
    const tab = new Graphics().roundRect(r.x + i * w + 1, r.y, w - 2, r.h, 5)
      .fill({ color: on ? seatColor(s.v.active ?? 0) : COLORS.panel, alpha: on ? 1 : 0.85 });
    row.addChild(tab);
    if (on) s.mark("phase", tab, i);
    const size = Math.min(s.L.font * 0.85, r.h * 0.62);
    const look = { fill: on ? COLORS.buttonText : COLORS.muted, fontWeight: on ? "800" : "500" } as const;
    let name = label(s.L.narrow || w < 70 ? phaseShort(i) : phaseName(i), size, look);
    if (name.width > w - 6 && !(s.L.narrow || w < 70)) {
      name.destroy();
      name = label(phaseShort(i), size, look);
    }
    shrink(name, w - 6, r.h);
    name.position.set(r.x + i * w + (w - name.width) / 2, r.y + (r.h - name.height) / 2);
    tooltip(name, phaseTip(i));
    s.space(`phase:${i}`, r.x + i * w + w / 2, r.y + r.h / 2);
    row.addChild(name);
  });
}

/** Credits, next income and hand size of every player; the active one framed; steal targets as buttons. */
export function drawPlayers(layer: Container, s: Scene): void {
  const r = s.L.players;
  const seats = s.v.order.length ? s.v.order : s.v.credits.map((_, i) => i);
  const n = seats.length;
  const box = new Container();
  layer.addChild(box);
  seats.forEach((seat, i) => {
    const active = s.v.active === seat;
    const steal = s.t.steal.get(seat);
    const cell = s.L.narrow
      ? { x: r.x + (i * r.w) / n, y: r.y, w: r.w / n - 4, h: r.h }
      : { x: r.x, y: r.y + (i * r.h) / n, w: r.w, h: r.h / n - 4 };
    box.addChild(panel(cell.x, cell.y, cell.w, cell.h, {
      line: steal ? COLORS.legal : active ? seatColor(seat) : COLORS.panelLine, lineWidth: active || steal ? 2 : 1, radius: 6,
    }));
    const f = s.L.narrow ? 11 : s.L.font;
    const mark = seatMark(seat, Math.min(14, f), "player", { letter: true });
    mark.position.set(cell.x + 9, cell.y + f * 0.85);
    box.addChild(mark);
    const stealW = steal ? Math.min(70, cell.w * 0.4) : 0;
    const name = shrink(label(`${active ? "▶ " : ""}${nameOf(s, seat)}`, f, { fontWeight: "700", fill: seatColor(seat) }), cell.w - 22 - stealW);
    name.position.set(cell.x + 18, cell.y + 2);
    const stats = playerStats(s.v.credits[seat], s.v.income[seat], s.v.handCounts[seat], s.L.narrow);
    const line = shrink(label(stats, f * 0.88, { fill: COLORS.text }), cell.w - 10 - stealW);
    line.position.set(cell.x + (s.L.narrow ? 5 : 18), cell.y + cell.h - line.height - 2);
    box.addChild(name, line);
    s.mark(`player:${seat}`, line, stats);
    if (steal) {
      const bh = Math.min(26, cell.h - 6);
      box.addChild(button(t("base.button.steal"), cell.x + cell.w - stealW - 3, cell.y + (cell.h - bh) / 2, stealW, bh, () => s.send(steal)));
      s.space(`steal:${seat}`, cell.x + cell.w - stealW / 2 - 3, cell.y + cell.h / 2);
    }
    s.space(`player:${seat}`, cell.x + cell.w / 2, cell.y + cell.h / 2);
  });
}

// The meteor's and the stolen card's words are pure (the table view says them too): words.ts.
export { meteorWords, stolenWords } from "./words";

/** Round, deck, discard pile, the last meteor and the last card stolen from you. */
export function drawNotes(layer: Container, s: Scene): void {
  const r = s.L.notes;
  const v = s.v;
  const discard = Object.values(v.discard).reduce((a, b) => a + (b ?? 0), 0);
  const lines = [roundLine(v.round, v.deckCount, discard, v.finalRound)];
  if (v.lastMeteor) lines.push(meteorWords(v.lastMeteor, s));
  const stolen = s.stolen;
  const m = v.lastMeteor;
  const short = [t("base.board.roundShort", { round: v.round, deck: v.deckCount, final: v.finalRound ? "yes" : "no" }),
    m ? t("base.board.meteorShort", { fx: m.faces[0] || 10, fy: m.faces[1] || 10, at: `(${m.x},${m.y})`, outcome: m.outcome, roll: m.damageRoll ?? 0 }) : ""]
    .filter(Boolean);
  // A card stolen from you is a banner of its own (not one more muted line), in the notes' box:
  // away from the grid, the hand and the players' Steal buttons, so it never covers a target.
  const banner = stolen ? `⚠ ${stolenWords(s, stolen)}` : "";
  const notes = s.L.narrow ? short : lines;
  const bannerH = banner ? (s.L.narrow ? r.h : Math.min(r.h, Math.round(s.L.font * 1.7))) : 0;
  if (banner) {
    const by = r.y + r.h - bannerH;
    layer.addChild(new Graphics().roundRect(r.x, by, r.w, bannerH, 4).fill({ color: COLORS.damage, alpha: 0.28 })
      .stroke({ width: 1.5, color: COLORS.damage }));
    const b = shrink(label(banner, Math.max(12, s.L.font * 0.9), { fill: 0xffffff, fontWeight: "700" }), r.w - 8, bannerH);
    b.position.set(r.x + 4, by + (bannerH - b.height) / 2);
    layer.addChild(b);
    s.space("steal-notice", r.x + r.w / 2, by + bannerH / 2);
  }
  // On a phone the banner takes the notes' one line while it is there (round and meteor are in the log).
  if (s.L.narrow && banner) return;
  const text = s.L.narrow ? notes.join(" · ") : notes.join("\n");
  const size = s.L.narrow ? 12 : s.L.font * 0.82;
  const note = shrink(label(text, size, { fill: COLORS.muted, lineHeight: size * 1.3 }), r.w, r.h - bannerH);
  note.position.set(r.x, r.y);
  layer.addChild(note);
  s.mark("notes", note, text);
}
