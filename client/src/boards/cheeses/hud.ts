/** Around the map: the players' cards, the module palette, the Done / Sue buttons and the turn line. */
import { Container, Graphics } from "pixi.js";
import type { ModuleType } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import { tooltip } from "../common/tooltip";
import { moduleIcon } from "./icons";
import type { Rect } from "./layout";
import { counters, ownName, status } from "./lines";
import { countersTip, moduleTip } from "./tips";
import { money } from "./words";
import { COLORS, clickable, fit, label, panel, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";
import { shrink } from "../common/widgets";
import type { ChangeMarks } from "../common/changes";

export function drawPlayers(layer: Container, box: Rect, columns: number, v: CheesesView, names: string[], me: number | null, font: number,
  mark: ChangeMarks["mark"]): void {
  const n = v.players;
  const gap = 4;
  const rows = Math.ceil(n / columns);
  const w = (box.w - gap * (columns - 1)) / columns;
  const h = (box.h - gap * (rows - 1)) / rows;
  for (let seat = 0; seat < n; seat++) {
    const x = box.x + (seat % columns) * (w + gap);
    const y = box.y + Math.floor(seat / columns) * (h + gap);
    const f = v.figures[seat];
    const acting = v.awaiting.includes(seat);
    layer.addChild(panel(x, y, w, h, COLORS.panel, acting ? COLORS.legal : COLORS.panelLine));
    layer.addChild(new Graphics().rect(x, y, 5, h).fill({ color: seatColor(seat) }));
    const cash = label(money(v.money[seat]), font, { fontWeight: "700", fill: COLORS.selected });
    cash.position.set(x + w - cash.width - 6, y + 3);
    const head = label(ownName(names, seat, me), font, { fontWeight: "700", fill: seatColor(seat) });
    const markW = Math.round(font * 1.15);
    fit(head, w - cash.width - 26 - markW);
    head.position.set(x + 14 + markW, y + 3);
    const owner = seatMark(seat, markW, "player", { letter: true });
    owner.position.set(x + 10 + markW / 2, head.y + head.height / 2);
    layer.addChild(owner, head, cash);
    mark(`money:${seat}`, cash, v.money[seat]);
    const roll = v.eventRolls[seat];
    const details = [counters(v, seat), status(v, seat)].filter(Boolean).join(" · ");
    // Wrapped at whole words to the panel (a longer language takes another line), never cut.
    const line = label(details, font * 0.82, { fill: COLORS.muted, wordWrap: true, wordWrapWidth: w - 14 });
    shrink(line, w - 14);
    line.position.set(x + 10, y + 5 + head.height);
    if (line.y + line.height > y + h) line.scale.set(line.scale.x * Math.max(0.5, (y + h - line.y) / line.height));
    tooltip(line, countersTip());
    layer.addChild(line);
    // The counters, not the status words at the end (they change with every step).
    mark(`counters:${seat}`, line, [f.supply, f.demand, f.dairyOutput, f.diseases, f.pasture, roll]);
  }
}

export interface PaletteItem {
  type: ModuleType;
  price: number;
  /** Has a legal placement now (lit); the others are dimmed, and a space tapped with one asks the engine. */
  buildable: boolean;
}

/** One button per module type: icon, code, price; lit when it has a legal placement. */
export function drawPalette(layer: Container, box: Rect, cell: { w: number; h: number }, items: PaletteItem[], chosen: ModuleType | null,
  font: number, onChoose: (type: ModuleType) => void, register: (id: string, x: number, y: number) => void): void {
  const perRow = Math.max(1, Math.floor(box.w / cell.w));
  items.forEach((item, i) => {
    const x = box.x + (i % perRow) * cell.w;
    const y = box.y + Math.floor(i / perRow) * cell.h;
    const button = new Container();
    const selected = item.type === chosen;
    const tint = selected ? COLORS.selected : item.buildable ? COLORS.legal : COLORS.muted;
    button.addChild(panel(1, 1, cell.w - 2, cell.h - 2, selected ? 0x3b3414 : COLORS.panel, tint));
    const icon = moduleIcon(item.type, tint, Math.min(cell.w, cell.h) * 0.27);
    icon.position.set(cell.w / 2, cell.h * 0.36);
    const price = label(money(item.price), font * 0.8, { fill: COLORS.text });
    fit(price, cell.w - 6);
    price.anchor.set(0.5, 0);
    price.position.set(cell.w / 2, cell.h * 0.66);
    button.addChild(icon, price);
    button.position.set(x, y);
    if (!item.buildable && !selected) button.alpha = 0.6;
    clickable(button, () => onChoose(item.type), item.buildable);
    tooltip(button, moduleTip(item.type, item.price));
    layer.addChild(button);
    register(`module:${item.type}`, x + cell.w / 2, y + cell.h / 2);
  });
}

export interface ButtonSpec {
  id: string;
  text: string;
  onTap(): void;
}

export function drawButtons(layer: Container, box: Rect, buttons: ButtonSpec[], font: number, register: (id: string, x: number, y: number) => void): void {
  let x = box.x;
  let y = box.y;
  for (const b of buttons) {
    const text = label(b.text, font, { fill: COLORS.dark, fontWeight: "700" });
    fit(text, box.w - 24);
    const w = text.width + 24;
    const h = Math.min(32, box.h);
    // A row too narrow for the next button (several "Sue" buttons in a longer language) goes on under it.
    if (x > box.x && x + w > box.x + box.w) {
      x = box.x;
      y += h + 4;
    }
    const button = new Container();
    button.addChild(new Graphics().roundRect(0, 0, w, h, 8).fill({ color: COLORS.button }));
    text.position.set(12, (h - text.height) / 2);
    button.addChild(text);
    button.position.set(x, y);
    clickable(button, b.onTap);
    layer.addChild(button);
    register(b.id, x + w / 2, y + h / 2);
    x += w + 8;
  }
}
