import type { Application, Container } from "pixi.js";
import type { ChangeMarks } from "./common/changes";

import type { Action } from "../net/moves";

export type { Action };

/** CSS-pixel point relative to the canvas' top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/** A board space as the test hook reports it: its centre and, for a tap target, its size (CSS px). */
export interface Space extends Point {
  w?: number;
  h?: number;
}

/** One button of the phone's prompt bar, in full words. `id` is its test-hook space id (`data-space`). */
export interface BarButton {
  id: string;
  label: string;
  onTap(): void;
  /** The step's main button (Submit, Confirm): drawn filled. */
  primary?: boolean;
  disabled?: boolean;
}

/**
 * The phone's prompt bar (boards/phone-bar.ts): the prompt, the step's buttons and the newest log
 * lines, kept at the top of the screen under 640 px; not shown on wider screens, where the board
 * draws its own prompt row.
 */
export interface PromptBar {
  /** Replaces the prompt and the buttons (none: the prompt alone). */
  set(prompt: string, buttons?: BarButton[]): void;
}

/** What a board gets from the game screen. */
export interface BoardContext {
  app: Application;
  /** The board's own layer on the stage; the screen clears it on destroy. */
  container: Container;
  /** This page's merged view: the public part plus `private` (null for spectators). */
  view: Record<string, unknown> & { private: unknown };
  /** This page's seat, or null for a spectator. */
  seat: number | null;
  gameId: string;
  /** Player names by seat, for labels (Pixi Text is never parsed as markup). */
  names: string[];
  /**
   * The one way a move leaves the board (net/moves.ts): false when it was held back (another move
   * is in flight) or could not be sent. Also for a click on something not legal now: the engine
   * answers with its reason, shown at the click (never decide legality on the client).
   */
  send(action: Action): boolean;
  /**
   * Shows a short sentence of the board's own at the last click, for a click that means no move at
   * all (nothing to send). Never a verdict on a move: moves go to `send` and the engine answers.
   */
  say(text: string): void;
  /** Legal actions of this seat now, from the shared engine on the view. */
  legal: Action[];
  /** A DOM layer under the canvas for boards that want text or forms; empty by default. */
  dom: HTMLElement;
  /**
   * Where a decision the map cannot take (a form, a list of choices) goes: beside the board, at the
   * top of the side column, on a laptop (seen without scrolling); under the board on a phone.
   */
  decision: HTMLElement;
  /**
   * "What changed": mark each drawn part that shows the synced view (a counter, a card, a tile)
   * with a key and its value; after a new state the screen lights the parts whose value changed.
   */
  changes: ChangeMarks;
  /**
   * Lets tests find a board space: the function returns its centre in canvas CSS pixels, or null;
   * on a phone also its tap size (`w`, `h`), which the browser tests hold to at least 44x44.
   */
  registerSpaceCenter(locate: (id: string) => Space | null): void;
  /** The phone's prompt bar (see PromptBar). */
  bar: PromptBar;
  /** On a phone, the board canvas' height in CSS px that the board's phone layout needs (null: the screen's default). */
  setHeight(px: number | null): void;
}

export interface Board {
  update(view: BoardContext["view"], legal: Action[]): void;
  /** The server refused this board's action (`reason` a sentence); the screen shows it at the click. */
  refused?(reason: string, action: Action | null): void;
  destroy(): void;
}

export type BoardFactory = (ctx: BoardContext) => Board;
