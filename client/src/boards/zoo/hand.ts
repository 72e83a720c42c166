import { Container, Graphics } from "pixi.js";
import { PHASES, type Phase } from "@space/shared/zoo";
import type { BarButton } from "../types";
import { t as say } from "../../i18n";
import { shrink, wrapIn } from "../common/widgets";
import type { Rect } from "./layout";
import type { Scene } from "./scene";
import { COLORS, clickable, label, panel, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";
import { columnsFor, PHONE_TEXT, wrapped } from "./tiles";
import { phaseName } from "./words";

/** A card's name as short as the narrow layout wants it ("Build" for Build Camp). */
const shortName = (phase: Phase): string => say(`zoo.short.${phase}`);

/** What is special about a card now, if anything: locked, chosen or played. */
function cardTag(locked: boolean, chosen: boolean, played: boolean): string {
  return locked ? say("zoo.tag.locked") : chosen ? say("zoo.tag.chosen") : played ? say("zoo.tag.played") : "";
}

/** This seat's seven action cards: choosable ones highlighted, the locked one marked, the chosen one marked. */
export function drawHand(layer: Container, r: Rect, s: Scene): void {
  const { v, t, font } = s;
  if (s.seat === null) {
    const watching = wrapIn(say("zoo.board.watching"), font, r.w - 8, r.h, { fill: COLORS.muted });
    watching.position.set(r.x + 4, r.y + (r.h - watching.height) / 2);
    layer.addChild(watching);
    return;
  }
  const me = v.players[s.seat];
  const choice = v.private?.choice ?? null;
  const gap = 4;
  const w = (r.w - 6 * gap) / 7;
  const small = Math.round(font * (s.narrow ? 0.8 : 0.8));
  PHASES.forEach((phase, i) => {
    const x = r.x + i * (w + gap);
    const legal = t.choose.has(phase);
    const locked = me.locked === phase;
    const chosen = choice === phase;
    const played = me.played === phase;
    const card = new Container();
    card.addChild(panel(x, r.y, w, r.h, {
      fill: locked ? 0x0d1226 : chosen || played ? 0x4a3f12 : 0x24305c,
      line: legal ? COLORS.legal : chosen || played ? COLORS.picked : COLORS.panelLine,
      lineWidth: legal || chosen || played ? 3 : 1,
    }));
    card.addChild(new Graphics().roundRect(x + 3, r.y + 3, w - 6, 3, 1).fill(locked ? COLORS.dim : seatColor(s.seat!)));
    // Top line: the phase number, or what is special about the card (locked, chosen, played).
    const tag = cardTag(locked, chosen, played);
    const top = shrink(label(tag || String(i + 1), small, {
      fill: locked ? COLORS.muted : tag ? COLORS.picked : COLORS.muted, fontWeight: "700",
    }), w - 8 - small);
    top.position.set(x + 4, r.y + 7);
    // The name wraps onto a second line, then shrinks: a longer language's name is never cut.
    const nameY = top.y + top.height + 1;
    const name = wrapIn(s.narrow ? shortName(phase) : phaseName(phase), Math.round(font * (s.narrow ? 0.85 : 0.95)), w - 8, r.y + r.h - 3 - nameY, {
      fill: locked ? COLORS.dim : COLORS.text, fontWeight: "700",
    });
    name.position.set(x + 4, nameY);
    card.addChild(top, name);
    // The lock, or the player's mark: the card's stripe is in their colour, the mark says it without.
    if (locked) card.addChild(lockIcon(x + w - small * 1.1, r.y + 7, small));
    else card.addChild(at(seatMark(s.seat!, small * 0.95, "card"), x + w - small * 0.75, r.y + 7 + small * 0.6));
    // Not choosable now: the click still asks, and the engine's reason shows at it.
    clickable(card, () => s.send({ type: "choose", phase }), legal);
    layer.addChild(card);
    s.space(`card:${phase}`, x + w / 2, r.y + r.h / 2);
  });
}

/** Phone: the seven cards as tiles in rows of four, their names in full words. Returns the height used. */
export function drawHandTiles(layer: Container, x: number, y: number, width: number, s: Scene): number {
  const { v, t } = s;
  if (s.seat === null) {
    const watching = wrapped(say("zoo.board.watching"), PHONE_TEXT.body, width, { fill: COLORS.muted });
    watching.position.set(x + 2, y);
    layer.addChild(watching);
    return watching.height;
  }
  const me = v.players[s.seat];
  const choice = v.private?.choice ?? null;
  const gap = 6;
  const cols = columnsFor(PHASES.map(phaseName), width, 4, gap, 10);
  const w = (width - (cols - 1) * gap) / cols;
  const look = (phase: Phase) => ({ fill: me.locked === phase ? COLORS.dim : COLORS.text, fontWeight: "700" as const });
  const names = PHASES.map((phase) => wrapped(phaseName(phase), PHONE_TEXT.body, w - 10, look(phase)));
  // Wrapped, never shrunk: a phone shows no text under 12 px.
  const tags = PHASES.map((phase, i) => {
    const tag = cardTag(me.locked === phase, choice === phase, me.played === phase);
    const style = { fill: tag ? (me.locked === phase ? COLORS.muted : COLORS.picked) : COLORS.muted, fontWeight: "700" as const };
    return wrapped(tag || String(i + 1), PHONE_TEXT.small, w - 10 - 17, style);
  });
  // As tall as the tallest name needs (a long name takes two or three lines in some languages).
  const h = Math.max(58, ...names.map((name, i) => 10 + name.height + 4 + tags[i].height + 3));
  PHASES.forEach((phase, i) => {
    const cx = x + (i % cols) * (w + gap);
    const cy = y + Math.floor(i / cols) * (h + gap);
    const legal = t.choose.has(phase);
    const locked = me.locked === phase;
    const chosen = choice === phase;
    const played = me.played === phase;
    const card = new Container();
    card.addChild(panel(cx, cy, w, h, {
      fill: locked ? 0x0d1226 : chosen || played ? 0x4a3f12 : 0x24305c,
      line: legal ? COLORS.legal : chosen || played ? COLORS.picked : COLORS.panelLine,
      lineWidth: legal || chosen || played ? 3 : 1,
    }));
    card.addChild(new Graphics().roundRect(cx + 4, cy + 4, w - 8, 3, 1).fill(locked ? COLORS.dim : seatColor(s.seat!)));
    const name = names[i];
    name.position.set(cx + 5, cy + 10);
    const top = tags[i];
    top.position.set(cx + 5, cy + h - top.height - 3);
    card.addChild(name, top);
    if (locked) card.addChild(lockIcon(cx + w - 17, cy + h - 17, 12));
    else card.addChild(at(seatMark(s.seat!, 12, "card"), cx + w - 11, cy + h - 11));
    clickable(card, () => s.send({ type: "choose", phase }), legal);
    layer.addChild(card);
    s.space(`card:${phase}`, cx + w / 2, cy + h / 2, w, h);
  });
  return Math.ceil(PHASES.length / cols) * (h + gap) - gap;
}

function at<T extends Container>(item: T, x: number, y: number): T {
  item.position.set(x, y);
  return item;
}

function lockIcon(x: number, y: number, size: number): Graphics {
  const w = size * 0.8;
  const r = w * 0.3;
  return new Graphics()
    .roundRect(x, y + size * 0.4, w, size * 0.6, 2).fill(COLORS.muted)
    .moveTo(x + w / 2 - r, y + size * 0.4)
    .arc(x + w / 2, y + size * 0.4, r, Math.PI, 0).stroke({ width: 1.5, color: COLORS.muted });
}

interface Button {
  id: string;
  text: string;
  onTap(): void;
}

/** The step's buttons for the phone's prompt bar, in full words; Place N camps is the main one. */
export function barButtons(s: Scene): BarButton[] {
  return buttonsFor(s).map((b) => ({ id: b.id, label: b.text, onTap: b.onTap, primary: b.id === "confirm" }));
}

/** The actions that are not a place on the board (pass, take, build, reveal, confirm). */
function buttonsFor(s: Scene): Button[] {
  const { v, t } = s;
  const out: Button[] = [];
  if (t.takeCoin) out.push({ id: "funding:coin", text: say("zoo.button.takeCoin"), onTap: () => s.send({ type: "takeCoin" }) });
  if (t.takeToken) out.push({ id: "funding:token", text: say("zoo.button.takeToken"), onTap: () => s.send({ type: "takeToken" }) });
  if (t.build) out.push({ id: "build:yes", text: say("zoo.button.build"), onTap: () => s.send({ type: "build", build: true }) });
  if (t.skipBuild) out.push({ id: "build:no", text: say(t.build ? "zoo.button.dontBuild" : "zoo.button.noCamp"), onTap: () => s.send({ type: "build", build: false }) });
  if (t.reveal) out.push({ id: "reveal", text: say("zoo.button.reveal"), onTap: () => s.send({ type: "reveal" }) });
  if (v.stage === "expand" && t.placements.length) {
    const n = s.picked.length;
    // The camps are placed only on confirm: until then each pick can be taken back.
    if (n) out.push({ id: "undo", text: say("zoo.button.undo"), onTap: () => s.undoPick() });
    out.push({ id: "confirm", text: say("zoo.button.place", { n }), onTap: () => s.send({ type: "place", planets: s.picked.slice() }) });
  }
  if (t.pass) out.push({ id: "pass", text: say("zoo.button.pass"), onTap: () => s.send({ type: "pass" }) });
  return out;
}

export function drawButtons(layer: Container, r: Rect, s: Scene): void {
  const buttons = buttonsFor(s);
  const gap = 6;
  const h = Math.min(r.h - 4, s.font * 2.5);
  const size = Math.round(s.font * 0.95);
  const texts = buttons.map((b) => label(b.text, size, { fill: COLORS.buttonText, fontWeight: "700" }));
  const widths = texts.map((t) => t.width + size * 1.6);
  const scale = Math.min(1, (r.w - gap * (buttons.length - 1)) / Math.max(1, widths.reduce((a, b) => a + b, 0)));
  let x = r.x + r.w - widths.reduce((a, b) => a + b * scale + gap, -gap);
  buttons.forEach((b, i) => {
    const w = widths[i] * scale;
    const y = r.y + (r.h - h) / 2;
    const button = new Container();
    const bg = new Graphics().roundRect(x, y, w, h, 8).fill(COLORS.button);
    const text = shrink(texts[i], w - 8, h - 4);
    text.position.set(x + (w - text.width) / 2, y + (h - text.height) / 2);
    button.addChild(bg, text);
    clickable(button, b.onTap);
    button.on("pointerover", () => (bg.tint = 0xc8fff0));
    button.on("pointerout", () => (bg.tint = 0xffffff));
    layer.addChild(button);
    s.space(b.id, x + w / 2, y + h / 2);
    x += w + gap;
  });
}
