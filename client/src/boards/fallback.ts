import { Container, Graphics, Text } from "pixi.js";
import { games } from "@space/shared";
import type { Action, Board, BoardContext, Point } from "./types";
import { actionLabel, viewLines } from "./describe";
import { clear } from "./common/widgets";
import { h } from "../ui/dom";

const BUTTON_H = 40;
const GAP = 10;
/** More buttons than this do not fit any screen; the rest is summarised. */
const MAX_BUTTONS = 48;

/**
 * The board of a game that has no board yet: a headline and the legal actions as
 * Pixi buttons (so clicks go through Pixi's hit-testing), the view as text below.
 */
export function fallbackBoard(ctx: BoardContext): Board {
  const layer = new Container();
  ctx.container.addChild(layer);
  const pre = h("pre", { class: "view-text", attrs: { id: "view-text" } });
  ctx.dom.append(h("h3", { text: "What you see" }), pre);
  let centers = new Map<string, Point>();
  ctx.registerSpaceCenter((id) => centers.get(id) ?? null);

  function draw(view: BoardContext["view"], legal: Action[]): void {
    clear(layer);
    centers = new Map();
    const width = ctx.app.screen.width;
    const known = Boolean(games[ctx.gameId as keyof typeof games]);
    const headline = new Text({
      text: ctx.seat === null ? "Watching"
        : !known ? `This page has no rules engine for "${ctx.gameId}": it can show the game but not play it`
        : legal.length ? "Your move: choose an action" : "Nothing for you to choose right now",
      style: { fill: 0xe8ecff, fontSize: 20, fontFamily: "system-ui, sans-serif", fontWeight: "600", wordWrap: true, wordWrapWidth: Math.max(120, width - 32) },
    });
    headline.position.set(16, 14);
    layer.addChild(headline);

    let x = 16;
    let y = headline.y + headline.height + 16;
    legal.slice(0, MAX_BUTTONS).forEach((action, index) => {
      const label = new Text({ text: actionLabel(action), style: { fill: 0x0b1020, fontSize: 15, fontFamily: "system-ui, sans-serif" } });
      const w = Math.min(width - 32, label.width + 28);
      if (x + w > width - 16 && x > 16) {
        x = 16;
        y += BUTTON_H + GAP;
      }
      const button = new Container();
      const bg = new Graphics().roundRect(0, 0, w, BUTTON_H, 10).fill(0x7ee0c3);
      label.position.set(14, (BUTTON_H - label.height) / 2);
      button.addChild(bg, label);
      button.position.set(x, y);
      button.eventMode = "static";
      button.cursor = "pointer";
      button.on("pointertap", () => ctx.send(action));
      button.on("pointerover", () => (bg.tint = 0xc8fff0));
      button.on("pointerout", () => (bg.tint = 0xffffff));
      layer.addChild(button);
      centers.set(`action:${index}`, { x: x + w / 2, y: y + BUTTON_H / 2 });
      centers.set(`action:${actionLabel(action)}`, { x: x + w / 2, y: y + BUTTON_H / 2 });
      x += w + GAP;
    });
    if (legal.length > MAX_BUTTONS) {
      const more = new Text({ text: `… and ${legal.length - MAX_BUTTONS} more`, style: { fill: 0x9aa6d1, fontSize: 14, fontFamily: "system-ui, sans-serif" } });
      more.position.set(16, y + BUTTON_H + GAP);
      layer.addChild(more);
    }
    pre.textContent = viewLines(view).join("\n");
  }

  let last = { view: ctx.view, legal: ctx.legal };
  const redraw = () => draw(last.view, last.legal);
  ctx.app.renderer.on("resize", redraw);
  draw(ctx.view, ctx.legal);
  return {
    update(view, legal) {
      last = { view, legal };
      draw(view, legal);
    },
    destroy() {
      ctx.app.renderer.off("resize", redraw);
      layer.destroy({ children: true, context: true });
    },
  };
}
