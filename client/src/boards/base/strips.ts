import { type Container, Graphics } from "pixi.js";
import { tooltip } from "../common/tooltip";
import { PHASES, meteorWords, notTurnWords, phaseIndex, phaseName, phaseShort, phaseTip, stolenWords } from "./players";
import { STRIP_H, TAB_H } from "./phone";
import type { Scene } from "./scene";
import { COLORS, label, panel, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";
import { t } from "../../i18n";
import { playerStats, roundLine } from "./words";

/**
 * A phone's players, one strip each on two lines: the name (▶ when acting, "(you)" for you), then
 * credits, next income and hand size in full words. A player you may steal from is framed green
 * (the Steal buttons are in the prompt bar).
 */
export function drawPhoneStrips(layer: Container, s: Scene): void {
  const r = s.L.players;
  const seats = s.v.order.length ? s.v.order : s.v.credits.map((_, i) => i);
  seats.forEach((seat, i) => {
    const active = s.v.active === seat;
    const steal = s.t.steal.has(seat);
    const y = r.y + i * STRIP_H;
    const h = STRIP_H - 4;
    layer.addChild(panel(r.x, y, r.w, h, {
      line: steal ? COLORS.legal : active ? seatColor(seat) : COLORS.panelLine, lineWidth: active || steal ? 2 : 1, radius: 8,
    }));
    const mark = seatMark(seat, 20, "player", { letter: true, letterMin: 12 });
    mark.position.set(r.x + 15, y + 13);
    layer.addChild(mark);
    const name0 = s.names[seat] || t("base.player", { n: seat + 1 });
    const who = `${active ? "▶ " : ""}${seat === s.seat ? t("base.board.youMark", { name: name0 }) : name0}`;
    const name = label(who, 13, { fontWeight: "700", fill: seatColor(seat) });
    name.position.set(r.x + 30, y + 3);
    const stats = playerStats(s.v.credits[seat], s.v.income[seat], s.v.handCounts[seat], false);
    const line = label(stats, 12, { fill: COLORS.text });
    line.position.set(r.x + 22, y + h - line.height - 3);
    layer.addChild(name, line);
    s.mark(`player:${seat}`, line, stats);
    s.space(`player:${seat}`, r.x + r.w / 2, y + h / 2, r.w, h);
  });
}

/** A phone's phases: the seven in full words on two rows, the current one lit. */
export function drawPhoneTabs(layer: Container, s: Scene): void {
  const r = s.L.phases;
  if (s.v.phase === "outpost" || s.v.phase === "over") {
    const words = label(notTurnWords(s.v.phase), 13, { fill: COLORS.muted, fontWeight: "600", wordWrap: true, wordWrapWidth: r.w });
    words.position.set(r.x, r.y + 4);
    layer.addChild(words);
    return;
  }
  const current = phaseIndex(s.v.phase);
  const w = r.w / 4;
  PHASES.forEach((_, i) => {
    const on = i === current;
    const x = r.x + (i % 4) * w;
    const y = r.y + Math.floor(i / 4) * (TAB_H + 4);
    const tab = new Graphics().roundRect(x + 1, y, w - 2, TAB_H, 6).fill({ color: on ? seatColor(s.v.active ?? 0) : COLORS.panel, alpha: on ? 1 : 0.85 });
    layer.addChild(tab);
    if (on) s.mark("phase", tab, i);
    // The full name when it fits the tab, else the short one (a phone keeps its text at 12 px).
    const look = { fill: on ? COLORS.buttonText : COLORS.muted, fontWeight: on ? "800" : "500" } as const;
    let name = label(phaseName(i), 12, look);
    if (name.width > w - 6) {
      name.destroy();
      name = label(phaseShort(i), 12, look);
    }
    name.position.set(x + (w - name.width) / 2, y + (TAB_H - name.height) / 2);
    tooltip(name, phaseTip(i));
    layer.addChild(name);
  });
}

/** A phone's notes: round, deck and discard pile, the last meteor, and a banner for a card stolen from you. */
export function drawPhoneNotes(layer: Container, s: Scene): void {
  const r = s.L.notes;
  const v = s.v;
  let y = r.y;
  if (s.stolen) {
    const words = `⚠ ${stolenWords(s, s.stolen)}`;
    const b = label(words, 13, { fill: 0xffffff, fontWeight: "700", wordWrap: true, wordWrapWidth: r.w - 16 });
    const h = b.height + 12;
    layer.addChild(new Graphics().roundRect(r.x, y, r.w, h, 6).fill({ color: COLORS.damage, alpha: 0.28 }).stroke({ width: 1.5, color: COLORS.damage }));
    b.position.set(r.x + 8, y + 6);
    layer.addChild(b);
    s.space("steal-notice", r.x + r.w / 2, y + h / 2, r.w, h);
    y += h + 6;
  }
  const discard = Object.values(v.discard).reduce((a, b) => a + (b ?? 0), 0);
  const lines = [roundLine(v.round, v.deckCount, discard, v.finalRound)];
  if (v.lastMeteor) lines.push(meteorWords(v.lastMeteor, s));
  const text = lines.join("\n");
  const note = label(text, 12, { fill: COLORS.muted, lineHeight: 16, wordWrap: true, wordWrapWidth: r.w });
  note.position.set(r.x, y);
  layer.addChild(note);
  s.mark("notes", note, text);
}
