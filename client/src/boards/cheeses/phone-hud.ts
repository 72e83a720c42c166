/**
 * The phone's parts around the map (canvas under 640 px): the turn line with the zoom buttons, the
 * players' strips on two lines, the palette with the modules' names in full words. Every text is
 * at least 12 px and wraps rather than being cut; every tap target is at least MIN_TAP square.
 */
import { CanvasTextMetrics, Container, Graphics, TextStyle } from "pixi.js";
import { moduleName } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import type { Space } from "../types";
import type { ChangeMarks } from "../common/changes";
import { MIN_TAP, PAD } from "../common/layout";
import { FONT } from "../common/palette";
import { tooltip } from "../common/tooltip";
import type { PaletteItem } from "./hud";
import { counters, ownName, status } from "./lines";
import { moduleIcon } from "./icons";
import { countersTip, moduleTip } from "./tips";
import { boardWords, money as moneyText } from "./words";
import { COLORS, clickable, label, panel, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";

export type Register = (id: string, space: Space) => void;

const GAP = 6;

export interface ZoomButton {
  id: string;
  text: string;
  onTap(): void;
  dimmed: boolean;
  /** Every label it may take: the widest one's room is kept, so the buttons never move. */
  rooms?: string[];
}

/** A rounded button `w` wide and MIN_TAP high at (x, y). */
function button(layer: Container, id: string, text: string, x: number, y: number, w: number, onTap: () => void, register: Register, dimmed = false): void {
  const mark = label(text, text.length > 1 ? 13 : 22, { fontWeight: "700" });
  const b = new Container();
  b.addChild(new Graphics().roundRect(0, 0, w, MIN_TAP, 8).fill({ color: COLORS.panel }).stroke({ width: 1, color: COLORS.panelLine }));
  mark.anchor.set(0.5);
  mark.position.set(w / 2, MIN_TAP / 2);
  b.addChild(mark);
  b.position.set(x, y);
  if (dimmed) b.alpha = 0.5;
  clickable(b, onTap);
  layer.addChild(b);
  register(id, { x: x + w / 2, y: y + MIN_TAP / 2, w, h: MIN_TAP });
}

/** The turn line, and the zoom buttons right-aligned (always in the same places); returns its height. */
export function drawToolbar(layer: Container, width: number, y: number, turn: string, buttons: ZoomButton[], register: Register): number {
  const widthOf = (text: string) => Math.max(MIN_TAP, Math.ceil(label(text, text.length > 1 ? 13 : 22, { fontWeight: "700" }).width) + 20);
  const widths = buttons.map((b) => Math.max(widthOf(b.text), ...(b.rooms ?? []).map(widthOf)));
  const room = widths.reduce((a, b) => a + b + GAP, 0) - GAP;
  let x = width - PAD - room;
  const textW = x - PAD - GAP;
  buttons.forEach((b, i) => {
    button(layer, b.id, b.text, x, y, widths[i], b.onTap, register, b.dimmed);
    x += widths[i] + GAP;
  });
  const line = label(turn, 13, { fontWeight: "700", fill: COLORS.text, wordWrap: true, wordWrapWidth: textW });
  line.position.set(PAD, y + Math.max(0, (MIN_TAP - line.height) / 2));
  layer.addChild(line);
  return Math.max(MIN_TAP, line.height);
}

/** A wrapped line of muted text across the canvas (this turn's rolls and prices); returns its height. */
export function drawNote(layer: Container, width: number, y: number, text: string): number {
  if (!text) return 0;
  const note = label(text, 12, { fill: COLORS.muted, wordWrap: true, wordWrapWidth: width - 2 * PAD, lineHeight: 16 });
  note.position.set(PAD, y);
  layer.addChild(note);
  return note.height;
}

/** The players, one strip each: name and money on the first line, the counters (wrapped) under it. */
export function drawStrips(layer: Container, width: number, y: number, v: CheesesView, names: string[], me: number | null, mark: ChangeMarks["mark"]): number {
  const w = width - 2 * PAD;
  let top = y;
  for (const seat of v.order.slice().sort((a, b) => a - b)) {
    const strip = new Container();
    const money = label(moneyText(v.money[seat]), 15, { fontWeight: "800", fill: COLORS.selected });
    const name = label(ownName(names, seat, me), 14, {
      fontWeight: "700", fill: seatColor(seat), wordWrap: true, breakWords: true, wordWrapWidth: w - 24 - money.width - 27,
    });
    name.position.set(39, 6);
    const owner = seatMark(seat, 22, "player", { letter: true, letterMin: 12 });
    owner.position.set(23, 6 + 9);
    const details = [counters(v, seat), status(v, seat)].filter(Boolean).join(" · ");
    const line = label(details, 12, { fill: COLORS.muted, wordWrap: true, wordWrapWidth: w - 18, lineHeight: 16 });
    // Under the name and the mark, whichever is taller.
    line.position.set(12, Math.max(name.y + name.height, 6 + 22) + 2);
    const h = line.y + line.height + 6;
    money.position.set(w - 8 - money.width, 6);
    strip.addChild(panel(0, 0, w, h, COLORS.panel, v.awaiting.includes(seat) ? COLORS.legal : COLORS.panelLine),
      new Graphics().rect(0, 0, 5, h).fill({ color: seatColor(seat) }), owner, name, money, line);
    tooltip(line, countersTip());
    strip.position.set(PAD, top);
    layer.addChild(strip);
    mark(`money:${seat}`, money, v.money[seat]);
    const f = v.figures[seat];
    mark(`counters:${seat}`, line, [f.supply, f.demand, f.dairyOutput, f.diseases, f.pasture, v.eventRolls[seat]]);
    top += h + GAP;
  }
  return top - GAP - y;
}

const NAME_STYLE = new TextStyle({ fontFamily: FONT, fontSize: 12 });
/** Room inside a tile around its text. */
const INSET = 5;
/** A tile's height with a name of two lines; a longer language's three-line name makes every tile taller. */
const TILE_H = 56;

/** Tiles per row: as many as fit with the widest word of a name on one line. */
function perRow(width: number, items: PaletteItem[]): number {
  const widest = Math.max(0, ...items.flatMap((i) => moduleName(boardWords(), i.type).split(" ")).map((word) => CanvasTextMetrics.measureText(word, NAME_STYLE).width));
  const tile = widest + 2 * INSET + 1;
  return Math.max(1, Math.min(4, Math.floor((width - 2 * PAD + GAP) / (tile + GAP))));
}

/** The modules to build: icon and price on top, the full name under them (two lines at most); returns the palette's height. */
export function drawTiles(layer: Container, width: number, y: number, items: PaletteItem[], chosen: string | null, onChoose: (item: PaletteItem) => void,
  register: Register): number {
  if (!items.length) return 0;
  const n = perRow(width, items);
  const w = (width - 2 * PAD - GAP * (n - 1)) / n;
  const names = items.map((item) => label(moduleName(boardWords(), item.type), 12, { fill: COLORS.text, wordWrap: true, wordWrapWidth: w - 2 * INSET, lineHeight: 14 }));
  const tileH = Math.max(TILE_H, 24 + Math.max(...names.map((name) => name.height)) + 4);
  items.forEach((item, i) => {
    const x = PAD + (i % n) * (w + GAP);
    const top = y + Math.floor(i / n) * (tileH + GAP);
    const selected = item.type === chosen;
    const tint = selected ? COLORS.selected : item.buildable ? COLORS.legal : COLORS.muted;
    const tile = new Container();
    tile.addChild(panel(0, 0, w, tileH, selected ? 0x3b3414 : COLORS.panel, tint));
    const icon = moduleIcon(item.type, tint, 8, { plain: true });
    icon.position.set(INSET + 8, 13);
    const price = label(moneyText(item.price), 12, { fill: COLORS.selected, fontWeight: "700" });
    price.position.set(INSET + 21, 13 - price.height / 2);
    const name = names[i];
    name.position.set(INSET, 24);
    tile.addChild(icon, price, name);
    tile.position.set(x, top);
    if (!item.buildable && !selected) tile.alpha = 0.6;
    clickable(tile, () => onChoose(item), item.buildable);
    tooltip(tile, moduleTip(item.type, item.price));
    layer.addChild(tile);
    register(`module:${item.type}`, { x: x + w / 2, y: top + tileH / 2, w, h: tileH });
  });
  return Math.ceil(items.length / n) * (tileH + GAP) - GAP;
}
