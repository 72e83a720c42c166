// PixiJS without eval: the page runs under a CSP without 'unsafe-eval' (server/src/http/security.ts).
// Imported here, with the renderer, so the lobby's first load has no Pixi at all.
import "pixi.js/unsafe-eval";
import { Application, Container } from "pixi.js";
import { h } from "../ui/dom";
import { toast } from "../ui/toast";
import { starfield } from "../boards/starfield";
import { loadBoard, type Board, type BoardFactory, type BoardContext } from "../boards";
import { ChangeTracker } from "../boards/common/changes";
import { drawWhenNeeded } from "../screens/frames";
import { registerBoardPart } from "../hook";
import { phoneBar } from "../screens/phone-bar";
import { visibleTexts } from "../screens/board-texts";
import { keepReadable } from "../boards/common/readable";
import { t } from "../i18n";
import { gameInfo } from "../games";
import { nameCanvas } from "../ui/canvas-name";

/**
 * The board canvas of the replay: the live game's board for `gameId`, read-only (`send` does
 * nothing, `legal` is always empty). Seen by one seat (its view with `private`) or by everyone
 * (the public view); changing who sees makes a new board, since a board is made for one seat.
 */
export function replayStage(gameId: string, names: string[], textBoard = false) {
  const canvasHost = h("div", { class: "board-canvas replay-canvas", attrs: { id: "board" } });
  const dom = h("div", { class: "board-dom" });
  // On a phone the step's prompt shows in the bar, as at the table (no buttons: a replay plays nothing).
  const phone = phoneBar();
  const app = new Application();
  const layer = new Container();
  const sky = starfield();
  let ready = false;
  let destroyed = false;
  let board: Board | null = null;
  /** The game's board code, loaded with the renderer. */
  let factory: BoardFactory | null = null;
  let boardSeat: number | null = null;
  let changes: ChangeTracker | null = null;
  let frames: ReturnType<typeof drawWhenNeeded> | null = null;
  let latest: { view: BoardContext["view"]; seat: number | null } | null = null;
  /** Resolves once the canvas exists (or could not start). */
  let started: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (started = resolve));

  void Promise.all([app.init({ resizeTo: canvasHost, background: 0x0a0f1f, antialias: true, preserveDrawingBuffer: true, autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1) }), loadBoard(gameId, textBoard)])
    .then(([, loaded]) => {
      factory = loaded;
      if (destroyed) {
        app.destroy(true, { children: true });
        return;
      }
      app.canvas.id = "board-canvas";
      nameCanvas(app.canvas, gameInfo(gameId).name, "replay");
      canvasHost.appendChild(app.canvas);
      app.stage.addChild(sky.layer, layer);
      changes = new ChangeTracker(app, app.stage);
      sky.resize(app.screen.width, app.screen.height);
      app.renderer.on("resize", (width: number, height: number) => sky.resize(width, height));
      // As at the table: a replay left open on one step sleeps, where it drew sixty frames a second.
      frames = drawWhenNeeded(app);
      registerBoardPart("frames", frames.figures);
      registerBoardPart("boardTexts", () => visibleTexts(app));
      keepReadable(app);
      ready = true;
      if (latest) draw(latest.view, latest.seat);
    })
    .catch((error: unknown) => toast(t("table.boardFailed", { error: String(error) })))
    .finally(() => started());

  function draw(view: BoardContext["view"], seat: number | null): void {
    if (board && boardSeat !== seat) {
      board.destroy();
      board = null;
      layer.removeChildren().forEach((child) => child.destroy({ children: true, context: true }));
      dom.replaceChildren();
    }
    try {
      if (!board) {
        boardSeat = seat;
        changes!.forget();
        board = factory!({
          app, container: layer, view, seat, gameId, names, legal: [], dom, decision: dom,
          send: () => false, // a replay sends nothing: a click on the board does nothing
          say: () => {},
          registerSpaceCenter: () => {},
          changes: changes!,
          bar: { set: (prompt) => phone.bar.set(prompt) },
          setHeight: (px) => {
            const height = px === null ? "" : `${Math.round(px)}px`;
            if (canvasHost.style.height === height) return;
            canvasHost.style.height = height;
            // Pixi follows its box by itself only on a window resize.
            app.queueResize();
          },
        });
      } else {
        changes!.begin();
        board.update(view, []);
      }
      frames!.wake();
      changes!.settle();
    } catch (error) {
      console.error("the board failed to draw this step", error);
    }
  }

  return {
    canvas: canvasHost,
    dom,
    /** The phone's prompt bar, above the canvas. */
    bar: phone.el,
    ready: whenReady,
    /** Draws a view as `seat` sees it (null: everyone's public view). */
    show(view: BoardContext["view"], seat: number | null) {
      latest = { view, seat };
      if (ready) draw(view, seat);
    },
    destroy() {
      destroyed = true;
      frames?.stop();
      registerBoardPart("frames", null);
      registerBoardPart("boardTexts", null);
      changes?.destroy();
      board?.destroy();
      board = null;
      if (ready) app.destroy(true, { children: true });
    },
  };
}
