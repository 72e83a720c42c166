/** The map: octagons and squares, fault lines and lush pastures, modules, and the clickable spaces. */
import { type Container, Graphics } from "pixi.js";
import { FAULT_LINES, SHEET_SHIFT } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import { centerOf, innerRadius, outline, type MapGeometry } from "./geometry";
import { tooltip, wasLongPress } from "../common/tooltip";
import { moduleIcon } from "./icons";
import { spaceId } from "./targets";
import { spaceFill } from "./map-look";
import { placedTip } from "./tips";
import { nameOf } from "./lines";
import { COLORS, clickable, seatColor } from "./theme";
import { seatMark } from "../common/seat-marks";
import type { ChangeMarks } from "../common/changes";

export interface MapMarks {
  /** Spaces to highlight as clickable. */
  highlight: Set<string>;
  /** A space to ring as selected (the module picked for a move). */
  selected: string | null;
  onSpace(x: number, y: number): void;
  /** "What changed" (boards/common/changes.ts): each module is marked, and glides when it moved. */
  mark: ChangeMarks["mark"];
  /** The lit outlines' width at zoom 1 (a phone's map opens zoomed in: thinner, so they stay calm there). */
  litLine?: number;
}

export function drawMap(layer: Container, g: MapGeometry, v: CheesesView, marks: MapMarks, names: string[]): void {
  const line = Math.max(0.5, g.pitch * 0.025);
  const base = new Graphics();
  for (const s of v.spaces) {
    base.poly(outline(g, s.x, s.y)).fill({ color: spaceFill(s.kind, s.feature) })
      .stroke({ width: line, color: s.feature === "lush" ? COLORS.lushLine : COLORS.spaceLine, alpha: s.feature ? 0.8 : 1 });
  }
  layer.addChild(base);

  // The fault lines as a brown seam through their spaces, so they read as lines, not spots.
  const faults = new Graphics();
  for (let sheet = 0; sheet < v.sheets; sheet++) {
    for (const chain of FAULT_LINES) {
      chain.forEach(([x, y], i) => {
        const c = centerOf(g, x + sheet * SHEET_SHIFT, y);
        if (i === 0) faults.moveTo(c.x, c.y);
        else faults.lineTo(c.x, c.y);
      });
      faults.stroke({ width: Math.max(1.5, g.pitch * 0.09), color: COLORS.faultLine, alpha: 0.75, cap: "round", join: "round" });
    }
  }
  layer.addChild(faults);

  for (const m of v.modules) {
    const c = centerOf(g, m.x, m.y);
    const r = m.x % 2 === 0 ? innerRadius(g, m.x) * 0.78 : g.pitch * 0.26;
    const icon = moduleIcon(m.type, seatColor(m.owner), r, { energyShort: m.energyShort, sick: m.sick });
    // The owner's mark at the lower right (the badges take the top corners): an energy-short module is grey.
    const owner = seatMark(m.owner, r * 0.85, "module");
    owner.position.set(r * 0.78, r * 0.78);
    icon.addChild(owner);
    icon.position.set(c.x, c.y);
    tooltip(icon, placedTip(m, nameOf(names, m.owner)));
    // A tap on a module is a tap on its space (a long press only names it).
    icon.on("pointertap", () => {
      if (!wasLongPress()) marks.onSpace(m.x, m.y);
    });
    layer.addChild(icon);
    marks.mark(`module:${m.id}`, icon, [m.type, m.owner, m.sick, m.energyShort], { moves: true });
  }

  for (const s of v.spaces) {
    const id = spaceId(s.x, s.y);
    const lit = marks.highlight.has(id);
    const chosen = marks.selected === id;
    if (!lit && !chosen) continue;
    const target = new Graphics().poly(outline(g, s.x, s.y, line))
      .fill({ color: chosen ? COLORS.selected : COLORS.legal, alpha: s.module !== null ? 0.18 : 0.35 })
      .stroke({ width: marks.litLine ?? Math.max(1.5, g.pitch * 0.06), color: chosen ? COLORS.selected : COLORS.legal });
    clickable(target, () => marks.onSpace(s.x, s.y));
    layer.addChild(target);
  }
}
