import { type Application, type Container, Text } from "pixi.js";
import { MARK_LABEL } from "./seat-marks";

/** One seat mark on the board canvas as a test reads it: whose, on what, and where (CSS px). */
export interface SeatMarkSeen {
  seat: number;
  piece: string;
  /** The shape drawn and the letter in it ("" without one). */
  shape: string;
  letter: string;
  x: number;
  y: number;
  size: number;
}

/** The seat marks drawn and visible on the canvas (for the test hook's `seatMarks`). */
export function visibleSeatMarks(app: Application): SeatMarkSeen[] {
  app.render();
  const out: SeatMarkSeen[] = [];
  const walk = (node: Container) => {
    if (!node.visible || node.alpha === 0) return;
    const [kind, seat, piece, shape] = (node.label ?? "").split(":");
    if (kind === MARK_LABEL) {
      const b = node.getBounds();
      if (b.maxX > 0 && b.maxY > 0 && b.minX < app.screen.width && b.minY < app.screen.height) {
        const letter = node.children.find((c): c is Text => c instanceof Text)?.text ?? "";
        out.push({ seat: Number(seat), piece, shape, letter, x: Math.round(b.x + b.width / 2), y: Math.round(b.y + b.height / 2), size: Math.round(Math.max(b.width, b.height)) });
      }
      return;
    }
    for (const child of node.children) walk(child as Container);
  };
  walk(app.stage);
  return out;
}
