import { Container } from "pixi.js";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import type { Action, Board, BoardContext, BoardFactory, Space } from "../types";
import { layout } from "./layout";
import { canPick, targetsOf } from "./targets";
import { promptLine } from "./prompt";
import type { Scene } from "./scene";
import { drawPhases } from "./phases";
import { drawResearch } from "./research";
import { drawMarkets } from "./markets";
import { drawPlanets } from "./planets";
import { drawPlayers } from "./players";
import { barButtons, drawButtons, drawHand } from "./hand";
import { COLORS, label } from "./theme";
import { clear, placePrompt } from "../common/widgets";
import { isPhone } from "../common/layout";
import { h } from "../../ui/dom";
import { t } from "../../i18n";
import { drawPhone } from "./phone";
import { cardSheet } from "./sheet";
import "./board.css";

/**
 * The Space Zoo board. It redraws everything from the view on each update and resize; what may
 * be clicked comes only from `legal` (the shared engine's answer), never from rules of its own.
 */
export const zooBoard: BoardFactory = (ctx: BoardContext): Board => {
  const layer = new Container();
  ctx.container.addChild(layer);
  let centers = new Map<string, Space>();
  ctx.registerSpaceCenter((id) => centers.get(id) ?? null);
  const sheetHost = h("div", { class: "zoo-sheet-host" });
  ctx.dom.append(sheetHost);
  const sheet = cardSheet(sheetHost);

  let view = ctx.view as unknown as ZooView;
  let legal = ctx.legal;
  /** Expand: planets picked but not yet confirmed, for the step named by `pickKey`. */
  let picked: string[] = [];
  let pickKey = "";
  /** One move in flight at a time is the move path's business (net/moves.ts), not the board's. */
  const send = (action: ZooAction) => ctx.send(action as Action);

  function draw(): void {
    clear(layer);
    centers = new Map();
    const { width, height } = ctx.app.screen;
    const v = view;
    const targets = targetsOf(legal);
    const key = `${v.turn}:${v.phase}:${v.stage}:${v.awaiting.join(",")}`;
    if (key !== pickKey) picked = [];
    pickKey = key;
    picked = picked.filter((id) => targets.place.has(id)).slice(0, targets.placeMax);

    const phone = isPhone(width);
    const L = layout(width, height, v.players.length);
    const scene: Scene = {
      v, seat: ctx.seat, names: ctx.names, t: targets, picked, font: L.font, narrow: L.narrow, compactMarkets: L.compactMarkets, phone,
      send,
      sheet: (text) => sheet.show(text),
      say: (text) => ctx.say(text),
      togglePick: (id) => {
        if (picked.includes(id)) picked = picked.filter((p) => p !== id);
        else if (canPick(targets, picked, id)) picked = [...picked, id];
        // Redraw after Pixi has finished dispatching this tap (the redraw destroys its target).
        queueMicrotask(draw);
      },
      undoPick: () => {
        picked = picked.slice(0, -1);
        queueMicrotask(draw);
      },
      space: (id, x, y, w, h) => centers.set(id, phone && w !== undefined ? { x, y, w, h } : { x, y }),
      mark: (key, target, value, options) => ctx.changes.mark(key, target, value, options),
    };
    const promptText = promptLine(v, ctx.seat, ctx.names, targets, picked);
    // The phone's prompt bar (hidden on wider screens) carries the prompt and the step's buttons.
    ctx.bar.set(promptText, barButtons(scene));
    // A phone's board is taller than the screen: a finger's vertical drag scrolls the page (taps still reach Pixi).
    ctx.app.canvas.style.touchAction = phone ? "pan-y" : "none";
    if (phone) {
      ctx.setHeight(drawPhone(layer, width, scene));
      return;
    }
    ctx.setHeight(null);
    const prompt = label(promptText, Math.round(L.font * (L.narrow ? 1.05 : 1.15)), {
      fill: legal.length ? COLORS.legal : COLORS.text, fontWeight: "700", wordWrap: true, wordWrapWidth: L.prompt.w,
    });
    placePrompt(prompt, L.prompt);
    layer.addChild(prompt);
    const turn = label(t("zoo.board.turn", { n: v.turn }), Math.round(L.font * 0.85), { fill: COLORS.muted });
    turn.position.set(L.prompt.x + L.prompt.w - turn.width, L.prompt.y);
    if (prompt.x + prompt.width < turn.x - 8) layer.addChild(turn);

    drawPhases(layer, L.phases, scene);
    drawResearch(layer, L.research, scene);
    drawMarkets(layer, L.markets, scene);
    drawPlanets(layer, L.planets, scene);
    drawPlayers(layer, L.players, scene);
    drawHand(layer, L.hand, scene);
    drawButtons(layer, L.buttons, scene);
  }

  ctx.app.renderer.on("resize", draw);
  draw();
  return {
    update(next, nextLegal) {
      view = next as unknown as ZooView;
      legal = nextLegal;
      draw();
    },
    destroy() {
      ctx.app.renderer.off("resize", draw);
      ctx.app.canvas.style.touchAction = "none";
      layer.destroy({ children: true, context: true });
      sheet.close();
      sheetHost.remove();
    },
  };
};
