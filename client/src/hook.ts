import type { Space } from "./boards";
import type { PlainState } from "./state";
import type { ChangeStats } from "./boards/common/changes";
import type { FrameStats } from "./boards/frames";
import type { SeatMarkSeen } from "./boards/common/seat-marks-seen";

/** "connecting" only while a refreshed page tries to return to its seat, before any screen shows. */
export type ScreenName = "connecting" | "lobby" | "waiting" | "game" | "ended";

/** The test hook on `window.__tabletop` (see docs/client.md). */
interface TabletopHook {
  /** The decoded state as plain data (`game` as plain JSON, `view` the merged view), or null outside a room. */
  state(): PlainState | null;
  /** This page's seat, or null (spectator or not in a room). */
  readonly seat: number | null;
  screen(): ScreenName;
  /**
   * Sends a game action through the boards' move path (net/moves.ts; the server checks it like any
   * other): it waits while a move is in flight, then resolves true when it went out.
   */
  send(action: { type: string; [key: string]: unknown }): Promise<boolean>;
  /**
   * Centre of a board space in viewport CSS pixels (ready for `page.mouse.click`), when the board
   * registered a locator; with its tap size (`w`, `h`) when the board gives one (phones).
   */
  spaceCenter?(id: string): Space | null;
}

declare global {
  interface Window {
    __tabletop?: TabletopHook;
  }
}

export function installHook(read: { state(): PlainState | null; screen(): ScreenName; send(action: { type: string }): Promise<boolean> }): {
  setSpaceCenter(locate: ((id: string) => Space | null) | null): void;
} {
  const hook: TabletopHook = {
    state: () => read.state(),
    get seat() {
      return read.state()?.mySeat ?? null;
    },
    screen: () => read.screen(),
    send: (action) => read.send(action),
  };
  window.__tabletop = hook;
  return {
    setSpaceCenter(locate) {
      if (!locate) {
        delete hook.spaceCenter;
        return;
      }
      hook.spaceCenter = (id) => {
        const p = locate(id);
        const canvas = document.getElementById("board-canvas");
        if (!p || !canvas) return null;
        const box = canvas.getBoundingClientRect();
        return { ...p, x: box.left + p.x, y: box.top + p.y };
      };
    },
  };
}

/** One text drawn on the board canvas, as a test reads it: its string and its rendered size in CSS px. */
export interface BoardText {
  text: string;
  px: number;
  x: number;
  y: number;
}

/**
 * What the game screen adds to the hook while a board is up: `__tabletop.boardTexts()` (the visible
 * board texts and their sizes), `changes()` (the "what changed" figures) and `frames()` (the drawing
 * figures, for tests and the long-game bench).
 */
export interface BoardParts {
  boardTexts: () => BoardText[];
  changes: () => ChangeStats;
  frames: () => FrameStats;
  /** The seat marks visible on the board (colour is never the only cue: e2e/colour-vision.e2e.test.ts). */
  seatMarks: () => SeatMarkSeen[];
}

/** Adds a board part to the hook, or removes it (null) when the board goes. */
export function registerBoardPart<K extends keyof BoardParts>(name: K, read: BoardParts[K] | null): void {
  const hook = window.__tabletop as (TabletopHook & Partial<BoardParts>) | undefined;
  if (!hook) return;
  if (read) hook[name] = read as never;
  else delete hook[name];
}
