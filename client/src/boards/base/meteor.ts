import { type Container, Graphics, type Ticker } from "pixi.js";
import type { MeteorResult } from "@space/shared/base";
import { COLORS, label } from "./theme";

// Under 600 ms in all, like every board animation (docs/client.md, "See what changed").
const FALL_MS = 330;
const BURST_MS = 240;

/** Identifies one meteor: a player has one per turn, so seat, round and roll tell them apart. */
export const meteorKey = (m: MeteorResult | null, round: number) =>
  m ? `${round}:${m.seat}:${m.x},${m.y}:${m.faces.join(",")}:${m.outcome}:${m.damageRoll ?? ""}` : "";

/**
 * The meteor's fall onto the space the dice chose, then a burst (orange when it damages, blue when
 * a shield stops it). `where` is asked every frame, so a resize during the flight still lands right.
 */
export function animateMeteor(fx: Container, ticker: Ticker, m: MeteorResult, where: () => { x: number; y: number; cell: number }): () => void {
  const rock = new Graphics();
  const dice = label(`${m.faces[0] || 10} · ${m.faces[1] || 10}`, 16, { fontWeight: "800", fill: COLORS.meteor, stroke: { color: 0x000000, width: 3 } });
  fx.addChild(rock, dice);
  let t = 0;
  const tick = (tk: Ticker) => {
    t += tk.deltaMS;
    const { x, y, cell } = where();
    const sx = x + cell * 6;
    const sy = y - cell * 7;
    rock.clear();
    if (t < FALL_MS) {
      const k = t / FALL_MS;
      const e = k * k;
      const px = sx + (x - sx) * e;
      const py = sy + (y - sy) * e;
      rock.moveTo(px + (sx - x) * 0.12, py + (sy - y) * 0.12).lineTo(px, py).stroke({ width: cell * 0.18, color: COLORS.meteor, alpha: 0.45 });
      rock.circle(px, py, cell * 0.2).fill(0xffd2a0).stroke({ width: 2, color: COLORS.meteor });
      dice.position.set(px + cell * 0.3, py - cell * 0.6);
    } else if (t < FALL_MS + BURST_MS) {
      const k = (t - FALL_MS) / BURST_MS;
      const color = m.outcome === "shielded" ? COLORS.shield : m.outcome === "damaged" ? 0xff5a36 : COLORS.meteor;
      rock.circle(x, y, cell * (0.3 + k * 0.9)).stroke({ width: 3, color, alpha: 1 - k });
      rock.circle(x, y, cell * 0.35 * (1 - k)).fill({ color, alpha: 1 - k });
      dice.position.set(x + cell * 0.4, y - cell * 0.9);
      dice.alpha = 1 - k;
    } else stop();
  };
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    ticker.remove(tick);
    rock.destroy();
    dice.destroy();
  };
  ticker.add(tick);
  return stop;
}
