import { Ticker, UPDATE_PRIORITY, type Application } from "pixi.js";

/**
 * How long the board draws every frame after something happened to it: the next frame or two. A
 * state or a pointer changes the board at once, and an animation keeps it awake by itself; each
 * frame more is wasted work (in software rendering about a fifth of a whole game's time by clicks).
 */
const AWAKE_MS = 20;
/**
 * How often a board where nothing happens draws anyway: a safety net, since every change wakes it.
 * Not more: in software rendering one frame of a large board costs the browser about 0.2 s of CPU.
 */
const IDLE_FRAME_MS = 10_000;
/** How many recent timings the figures keep. */
const KEEP = 400;

/** What the board's drawing cost, for the test hook and the long-game bench (`__tabletop.frames()`). */
export interface FrameStats {
  /** Pixi's renderer: "webgl", or "canvas" in a browser without WebGL. */
  renderer: string;
  /** Frames drawn since the board started. */
  drawn: number;
  /** State updates drawn since the board started. */
  updates: number;
  /** The last frames' render times, ms. */
  frameMs: number[];
  /** The last states' handling times (the panels and the board's redraw), ms. */
  updateMs: number[];
  /** Of which the board's redraw, ms. */
  boardMs: number[];
}

const keep = (list: number[], value: number) => {
  list.push(value);
  if (list.length > KEEP) list.shift();
};

/**
 * The board draws every frame only while something can change on it: for a moment after a state,
 * a refusal, a pointer or a resize (`wake`), and while an animation runs (animations add ticker
 * listeners). Otherwise its ticker sleeps: no animation frame is asked for at all, and a timer
 * draws a frame every IDLE_FRAME_MS (a loop of frames and a drawing a second cost an idle page about
 * a third of a core in software rendering). An idle table costs almost no CPU, on a phone's battery
 * or beside other pages, however long the game.
 */
export function drawWhenNeeded(app: Application): { wake(): void; recordUpdate(ms: number, boardMs: number): void; stats: FrameStats; figures(): FrameStats; stop(): void } {
  const ticker = app.ticker;
  // Pixi's own loop for pointer-over events (a still pointer over a moving board): asleep with the board.
  const system = Ticker.system;
  const stats: FrameStats = { renderer: app.renderer.name, drawn: 0, updates: 0, frameMs: [], updateMs: [], boardMs: [] };
  let awakeUntil = 0;
  let frameStart = 0;
  let idleFrame: ReturnType<typeof setTimeout> | null = null;
  const cancelIdleFrame = () => {
    if (idleFrame !== null) clearTimeout(idleFrame);
    idleFrame = null;
  };
  const sleep = () => {
    ticker.stop();
    system.stop();
    cancelIdleFrame();
    idleFrame = setTimeout(() => {
      idleFrame = null;
      ticker.update(performance.now());
    }, IDLE_FRAME_MS);
  };
  const wake = () => {
    awakeUntil = performance.now() + AWAKE_MS;
    cancelIdleFrame();
    // start() counts the next step from now, not from the last idle frame: an animation starting
    // now (a highlight) does not jump ahead.
    if (!ticker.started) ticker.start();
    if (!system.started) system.start();
  };
  // An animation added while the board sleeps (`ticker.add`) starts the ticker by itself.
  ticker.autoStart = true;
  const before = () => (frameStart = performance.now());
  // After the render (LOW): the last frame is drawn before the board sleeps.
  const after = () => {
    stats.drawn++;
    keep(stats.frameMs, performance.now() - frameStart);
    if (ticker.count <= idle && performance.now() > awakeUntil) sleep();
  };
  ticker.add(before, undefined, UPDATE_PRIORITY.INTERACTION);
  ticker.add(after, undefined, UPDATE_PRIORITY.UTILITY);
  /** The listeners of an idle board: the render and these two. */
  const idle = ticker.count;

  const canvas = app.canvas;
  const events = ["pointerdown", "pointermove", "pointerup", "wheel", "touchstart", "touchmove"] as const;
  for (const type of events) canvas.addEventListener(type, wake, { passive: true });
  app.renderer.on("resize", wake);
  wake();
  return {
    wake,
    stats,
    /** A copy of the figures, for the test hook (`__tabletop.frames()`). */
    figures: () => ({ ...stats, frameMs: [...stats.frameMs], updateMs: [...stats.updateMs], boardMs: [...stats.boardMs] }),
    /** How long the page took to take in a state, and the board's part of it. */
    recordUpdate(ms, boardMs) {
      stats.updates++;
      keep(stats.updateMs, ms);
      keep(stats.boardMs, boardMs);
    },
    stop() {
      for (const type of events) canvas.removeEventListener(type, wake);
      app.renderer.off("resize", wake);
      cancelIdleFrame();
      ticker.remove(before);
      ticker.remove(after);
      if (!system.started) system.start();
    },
  };
}
