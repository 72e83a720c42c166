import { Container, Graphics } from "pixi.js";
import type { MeteorResult, Phase } from "@space/shared/base";
import type { Scene } from "./scene";
import { nameOf } from "./scene";
import { tooltip } from "../common/tooltip";
import { COLORS, button, cardName, fit, label, panel, seatColor } from "./theme";
import { playerStats, roundLine } from "./words";

export const PHASES = ["Transfer", "Repair", "Meteor", "Production", "Control", "Draw", "Build"];
const SHORT = ["Trans", "Repair", "Meteor", "Prod", "Control", "Draw", "Build"];
/** What happens in each phase of a turn, for the tabs' tooltips (docs/rules/space-base.md, "Your turn"). */
export const PHASE_TIPS = [
  "Transfer: you may play one Transfer card to move one of your sites or switch two of them",
  "Repair: pay 1 credit per damage point on your own installations",
  "Meteor: two d10 (a 0 counts as 10) pick column and row; an unshielded installation there takes a third d10 of damage",
  "Production: you collect the income of every working installation you control",
  "Control: you may play one Control card to capture a site next to yours, or to look at a hand and take a card",
  "Draw: draw 1 card; with 9 or more, discard down to 8",
  "Build: place site cards next to a site you control; a Volcano goes anywhere and belongs to nobody",
];

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
    const t = label(s.v.phase === "outpost" ? "Setup: everyone places an Outpost" : "Game over", s.L.font * 0.9, { fill: COLORS.muted, fontWeight: "600" });
    t.position.set(r.x, r.y + (r.h - t.height) / 2);
    row.addChild(fit(t, r.w));
    return;
  }
  const current = phaseIndex(s.v.phase);
  const w = r.w / PHASES.length;
  PHASES.forEach((name, i) => {
    const on = i === current;
    const tab = new Graphics().roundRect(r.x + i * w + 1, r.y, w - 2, r.h, 5)
      .fill({ color: on ? seatColor(s.v.active ?? 0) : COLORS.panel, alpha: on ? 1 : 0.85 });
    row.addChild(tab);
    if (on) s.mark("phase", tab, i);
    const t = fit(label(s.L.narrow || w < 70 ? SHORT[i] : name, Math.min(s.L.font * 0.85, r.h * 0.62), {
      fill: on ? COLORS.buttonText : COLORS.muted, fontWeight: on ? "800" : "500",
    }), w - 6);
    t.position.set(r.x + i * w + (w - t.width) / 2, r.y + (r.h - t.height) / 2);
    tooltip(t, PHASE_TIPS[i]);
    row.addChild(t);
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
    box.addChild(new Graphics().circle(cell.x + 9, cell.y + f * 0.85, Math.max(3.5, f * 0.32)).fill(seatColor(seat)));
    const stealW = steal ? Math.min(70, cell.w * 0.4) : 0;
    const name = fit(label(`${active ? "▶ " : ""}${nameOf(s, seat)}`, f, { fontWeight: "700", fill: seatColor(seat) }), cell.w - 22 - stealW);
    name.position.set(cell.x + 18, cell.y + 2);
    const stats = playerStats(s.v.credits[seat], s.v.income[seat], s.v.handCounts[seat], s.L.narrow);
    const line = fit(label(stats, f * 0.88, { fill: COLORS.text }), cell.w - 10 - stealW);
    line.position.set(cell.x + (s.L.narrow ? 5 : 18), cell.y + cell.h - line.height - 2);
    box.addChild(name, line);
    s.mark(`player:${seat}`, line, stats);
    if (steal) {
      const bh = Math.min(26, cell.h - 6);
      box.addChild(button("Steal", cell.x + cell.w - stealW - 3, cell.y + (cell.h - bh) / 2, stealW, bh, () => s.send(steal)));
      s.space(`steal:${seat}`, cell.x + cell.w - stealW / 2 - 3, cell.y + cell.h / 2);
    }
    s.space(`player:${seat}`, cell.x + cell.w / 2, cell.y + cell.h / 2);
  });
}

export function meteorWords(m: MeteorResult, s: Scene): string {
  const what = m.outcome === "damaged" ? `${m.card ? cardName(m.card) : "site"} hit for ${m.damageRoll}`
    : m.outcome === "shielded" ? `${m.card ? cardName(m.card) : "site"} shielded`
    : m.outcome === "empty" ? "empty space" : m.outcome === "volcano" ? "a Volcano" : `${m.card ? cardName(m.card) : "resource"}, no effect`;
  return `Meteor on ${nameOf(s, m.seat) === "You" ? "your" : `${nameOf(s, m.seat)}'s`} turn: dice ${m.faces[0] || 10} and ${m.faces[1] || 10} → (${m.x},${m.y}) ${what}`;
}

/** Round, deck, discard pile, the last meteor and the last card stolen from you. */
export function drawNotes(layer: Container, s: Scene): void {
  const r = s.L.notes;
  const v = s.v;
  const discard = Object.values(v.discard).reduce((a, b) => a + (b ?? 0), 0);
  const lines = [roundLine(v.round, v.deckCount, discard, v.finalRound)];
  if (v.lastMeteor) lines.push(meteorWords(v.lastMeteor, s));
  const stolen = s.stolen;
  if (stolen) lines.push(`${nameOf(s, stolen.by)} stole your ${cardName(stolen.card as never)}`);
  const m = v.lastMeteor;
  const short = [`Round ${v.round} · Deck ${v.deckCount}${v.finalRound ? " · FINAL ROUND" : ""}`,
    m ? `Meteor ${m.faces[0] || 10}·${m.faces[1] || 10} → (${m.x},${m.y}) ${m.outcome === "damaged" ? `hit ${m.damageRoll}` : m.outcome}` : "",
    stolen ? `${nameOf(s, stolen.by)} stole your ${cardName(stolen.card as never)}` : ""].filter(Boolean);
  // A card stolen from you is a banner of its own (not one more muted line), in the notes' box:
  // away from the grid, the hand and the players' Steal buttons, so it never covers a target.
  const banner = stolen ? `⚠ ${nameOf(s, stolen.by)} stole your ${cardName(stolen.card as never)}` : "";
  const notes = (s.L.narrow ? short : lines).filter((l) => !stolen || !l.includes(" stole your "));
  const bannerH = banner ? (s.L.narrow ? r.h : Math.min(r.h, Math.round(s.L.font * 1.7))) : 0;
  if (banner) {
    const by = r.y + r.h - bannerH;
    layer.addChild(new Graphics().roundRect(r.x, by, r.w, bannerH, 4).fill({ color: COLORS.damage, alpha: 0.28 })
      .stroke({ width: 1.5, color: COLORS.damage }));
    const b = label(banner, Math.max(12, s.L.font * 0.9), { fill: 0xffffff, fontWeight: "700" });
    fit(b, r.w - 8);
    if (b.height > bannerH) b.scale.set(b.scale.x * (bannerH / b.height));
    b.position.set(r.x + 4, by + (bannerH - b.height) / 2);
    layer.addChild(b);
    s.space("steal-notice", r.x + r.w / 2, by + bannerH / 2);
  }
  // On a phone the banner takes the notes' one line while it is there (round and meteor are in the log).
  if (s.L.narrow && banner) return;
  const text = s.L.narrow ? notes.join(" · ") : notes.join("\n");
  const size = s.L.narrow ? 12 : s.L.font * 0.82;
  const t = label(text, size, { fill: COLORS.muted, lineHeight: size * 1.3 });
  fit(t, r.w);
  const room = r.h - bannerH;
  if (t.height > room) t.scale.set(t.scale.x * (room / t.height));
  t.position.set(r.x, r.y);
  layer.addChild(t);
  s.mark("notes", t, text);
}
