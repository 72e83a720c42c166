import { Container, type Application } from "pixi.js";
import { h } from "../ui/dom";
import { toast } from "../ui/toast";
import { nameCanvas } from "../ui/canvas-name";
import { t } from "../i18n";
import { gameInfo } from "../games";
import { registerBoardPart } from "../hook";
import { boardApp } from "./app";
import { loadBoard } from "./index";
import { starfield } from "./starfield";
import { drawWhenNeeded } from "./frames";
import { visibleTexts } from "./texts";
import { ChangeTracker } from "./common/changes";
import { keepReadable } from "./common/readable";
import type { Action, Board, BoardContext, BoardFactory } from "./types";

/** What a board gets from its screen; the host adds the app, the board's layer, the change marks and the canvas height. */
export type BoardSetting = Omit<BoardContext, "app" | "container" | "changes" | "setHeight" | "view" | "legal">;

export interface BoardHostOptions {
  gameId: string;
  /** `?board=text`: the fallback board whatever the game. */
  textBoard: boolean;
  /** Which screen the canvas is on, for its accessible name. */
  screen: "game" | "replay";
  /** The canvas box's classes. */
  className: string;
  /** The canvas is up: the screen may draw (and read the app and the tracker). */
  onReady(app: Application, changes: ChangeTracker): void;
}

/**
 * The board canvas of a screen, the table's and the replay's alike: Pixi's app sized by its box,
 * the starfield, the game's board code, the "what changed" tracker and the frame policy
 * (frames.ts). The screen says what to draw and when.
 */
export function boardHost(options: BoardHostOptions) {
  const canvas = h("div", { class: options.className, attrs: { id: "board" } });
  const layer = new Container();
  const sky = starfield();
  let app: Application | null = null;
  /** The game's board code, loaded with the renderer. */
  let factory: BoardFactory | null = null;
  let changes: ChangeTracker | null = null;
  let frames: ReturnType<typeof drawWhenNeeded> | null = null;
  let board: Board | null = null;
  let ready = false;
  let destroyed = false;
  let started: () => void = () => {};
  const whenReady = new Promise<void>((resolve) => (started = resolve));

  void Promise.all([boardApp(canvas), loadBoard(options.gameId, options.textBoard)])
    .then(([created, loaded]) => {
      factory = loaded;
      if (destroyed) {
        created.destroy(true, { children: true });
        return;
      }
      app = created;
      app.canvas.id = "board-canvas";
      nameCanvas(app.canvas, gameInfo(options.gameId).name, options.screen);
      canvas.appendChild(app.canvas);
      app.stage.addChild(sky.layer, layer);
      changes = new ChangeTracker(app, app.stage);
      sky.resize(app.screen.width, app.screen.height);
      app.renderer.on("resize", (width: number, height: number) => sky.resize(width, height));
      frames = drawWhenNeeded(app);
      const shown = app;
      registerBoardPart("frames", frames.figures);
      registerBoardPart("boardTexts", () => visibleTexts(shown));
      keepReadable(app);
      ready = true;
      options.onReady(app, changes);
    })
    .catch((error: unknown) => toast(t("table.boardFailed", { error: String(error) })))
    .finally(() => started());

  const setHeight = (px: number | null) => {
    const height = px === null ? "" : `${Math.round(px)}px`;
    if (canvas.style.height === height) return;
    canvas.style.height = height;
    // Pixi follows its box by itself only on a window resize.
    app?.queueResize();
  };

  return {
    /** The canvas' box, for the screen's layout. */
    canvas,
    /** Resolves once the canvas exists (or could not start). */
    ready: whenReady,
    get isReady() {
      return ready;
    },
    /** The board on screen, if any. */
    get board() {
      return board;
    },
    /**
     * Draws `view`: a new board (with `setting()`) when none is up, else the board's update; then
     * the frames wake and the changes light. Only once ready.
     */
    draw(view: BoardContext["view"], legal: Action[], setting: () => BoardSetting): void {
      if (!board) {
        // The first frame with the board on it, for the budget bench (docs/client.md, "Budgets").
        requestAnimationFrame(() => requestAnimationFrame(() => performance.mark("board-first-frame")));
        changes!.forget();
        board = factory!({ ...setting(), app: app!, container: layer, view, legal, changes: changes!, setHeight });
        performance.mark("board-drawn");
      } else {
        changes!.begin();
        board.update(view, legal);
      }
      frames!.wake();
      changes!.settle();
    },
    /** Takes the board down (a replay's other seat needs a board of its own); the next draw makes a new one. */
    clear(): void {
      board?.destroy();
      board = null;
      layer.removeChildren().forEach((child) => child.destroy({ children: true, context: true }));
    },
    /** Something happened to the board outside a state (a refusal): it draws the next frames. */
    wake(): void {
      frames?.wake();
    },
    /** How long the page took to take in a state, and the board's part of it (`__tabletop.frames()`). */
    recordUpdate(ms: number, boardMs: number): void {
      frames?.recordUpdate(ms, boardMs);
    },
    destroy(): void {
      destroyed = true;
      frames?.stop();
      registerBoardPart("frames", null);
      registerBoardPart("boardTexts", null);
      changes?.destroy();
      board?.destroy();
      board = null;
      if (ready) app!.destroy(true, { children: true });
    },
  };
}
