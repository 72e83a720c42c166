import type { Application, Container } from "pixi.js";
import type { ChangeMarks } from "./common/changes";

/** A game action as the engines take it. */
export type Action = { type: string; [key: string]: unknown };

/** CSS-pixel point relative to the canvas' top-left corner. */
export interface Point {
  x: number;
  y: number;
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
  /** Lets tests find a board space: the function returns its centre in canvas CSS pixels, or null. */
  registerSpaceCenter(locate: (id: string) => Point | null): void;
}

export interface Board {
  update(view: BoardContext["view"], legal: Action[]): void;
  /** The server refused this board's move (`reason` a sentence); the screen shows it at the click. */
  refused?(reason: string, move: Action | null): void;
  destroy(): void;
}

export type BoardFactory = (ctx: BoardContext) => Board;
