/** Module icons: a shape per kind of module, filled in the owner's colour, with a short code. */
import { Container, Graphics } from "pixi.js";
import type { ModuleType } from "@space/shared/cheeses";
import { COLORS, label } from "./theme";
import { moduleCode } from "./words";


type Shape = "sun" | "box" | "barn" | "dome" | "ring" | "badge";

function shapeOf(type: ModuleType): Shape {
  if (type === "startUp" || type === "solar" || type === "geothermal") return "sun";
  if (type.endsWith("Storage")) return "box";
  if (type === "barn" || type === "megaBarn") return "barn";
  if (type === "pastureDome") return "dome";
  if (type === "hub") return "ring";
  return "badge";
}

function drawShape(g: Graphics, shape: Shape, r: number): Graphics {
  switch (shape) {
    case "sun": {
      const points: number[] = [];
      for (let i = 0; i < 16; i++) {
        const a = (i * Math.PI) / 8;
        const d = i % 2 === 0 ? r : r * 0.78;
        points.push(Math.cos(a) * d, Math.sin(a) * d);
      }
      return g.poly(points);
    }
    case "box": return g.rect(-r * 0.8, -r * 0.8, r * 1.6, r * 1.6);
    case "barn": return g.poly([0, -r, r * 0.9, -r * 0.25, r * 0.9, r * 0.85, -r * 0.9, r * 0.85, -r * 0.9, -r * 0.25]);
    case "dome": return g.poly(domePoints(r));
    case "ring": return g.circle(0, 0, r * 0.85);
    default: return g.roundRect(-r * 0.85, -r * 0.7, r * 1.7, r * 1.4, r * 0.3);
  }
}

function domePoints(r: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI + (i * Math.PI) / 12;
    out.push(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9 + r * 0.35);
  }
  return out;
}

export interface IconFlags {
  energyShort?: boolean;
  sick?: boolean;
  /** Without its two-letter code (drawn beside the module's full name). */
  plain?: boolean;
}

/**
 * One module icon of radius `r`, centred on (0,0). Energy-short modules are dimmed with a
 * yellow "off" badge (a slashed ring), sick barns carry a red cross badge.
 */
export function moduleIcon(type: ModuleType, color: number, r: number, flags: IconFlags = {}): Container {
  const icon = new Container();
  const body = drawShape(new Graphics(), shapeOf(type), r)
    .fill({ color: flags.energyShort ? 0x59607a : color })
    .stroke({ width: Math.max(1, r * 0.1), color: COLORS.dark });
  icon.addChild(body);
  if (flags.plain) return icon;
  const text = moduleCode(type);
  const code = label(text, r * (text.length > 1 ? 0.85 : 1.1), {
    fill: flags.energyShort ? 0xd6dae8 : COLORS.dark, fontWeight: "800",
  });
  code.anchor.set(0.5);
  if (code.width > r * 1.7) code.scale.set((r * 1.7) / code.width);
  code.y = shapeOf(type) === "dome" ? r * 0.1 : shapeOf(type) === "barn" ? r * 0.2 : 0;
  icon.addChild(code);
  const badge = Math.max(3, r * 0.42);
  if (flags.energyShort) {
    const off = new Graphics()
      .circle(0, 0, badge).fill({ color: COLORS.short }).stroke({ width: 1, color: COLORS.dark })
      .moveTo(-badge * 0.6, badge * 0.6).lineTo(badge * 0.6, -badge * 0.6).stroke({ width: Math.max(1.5, badge * 0.3), color: COLORS.dark });
    off.position.set(r * 0.8, -r * 0.8);
    icon.addChild(off);
  }
  if (flags.sick) {
    const arm = badge * 0.6;
    const t = Math.max(1.5, badge * 0.35);
    const cross = new Graphics()
      .circle(0, 0, badge).fill({ color: COLORS.sick }).stroke({ width: 1, color: COLORS.dark })
      .rect(-arm, -t / 2, arm * 2, t).fill({ color: 0xffffff })
      .rect(-t / 2, -arm, t, arm * 2).fill({ color: 0xffffff });
    cross.position.set(-r * 0.8, -r * 0.8);
    icon.addChild(cross);
  }
  return icon;
}
