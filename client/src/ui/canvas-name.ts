import { t } from "../i18n";

/**
 * The board's canvas is a picture with a name (WCAG 1.1.1): what it shows, and where the same is
 * said in words (the table view at the table, the log in a replay).
 */
export function nameCanvas(canvas: HTMLCanvasElement, game: string, where: "game" | "replay"): void {
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", t(where === "game" ? "access.canvas.game" : "access.canvas.replay", { game }));
}
