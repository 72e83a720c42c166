import type { Action } from "../boards/types";

/**
 * The table as a screen reader and a keyboard reach it (docs/accessibility.md): beside the canvas,
 * never instead of it, built from the same view the board draws and never from more.
 */

/** One place of the table in words, e.g. "C4: your Mining module, damaged 2". */
export interface TableCell {
  /** Stable across updates (focus stays on it when the view changes), e.g. "base-C4". */
  id: string;
  /** The whole name a screen reader says for it, in the reader's language. */
  label: string;
  /** The legal actions that start at this place now (Enter on the cell offers them). */
  actions?: Action[];
}

/** A part of the table: a grid (Space Base's map) or a list (players, a hand, a market). */
export type TableSection =
  | { kind: "grid"; id: string; label: string; columns: string[]; rows: { label: string; cells: TableCell[] }[] }
  | { kind: "list"; id: string; label: string; items: TableCell[] };

/** What a game gives the table view: its table in words, its prompt and its actions in words. */
export interface TableDescriber {
  /**
   * The table from this seat's view (null: a spectator), in the reader's words; `legal`: this seat's
   * legal actions now, the engine's answer on this same view (what the board gets too).
   */
  sections(view: Record<string, unknown>, seat: number | null, names: string[], legal: Action[]): TableSection[];
  /** What the game waits for from this seat now, e.g. "Your turn: choose an action card" ("" when nothing). */
  prompt(view: Record<string, unknown>, seat: number | null, legal: Action[], names: string[]): string;
  /**
   * A legal action in words, unique among the legal actions of the moment: "Build Mining at C4".
   * The command line completes on these words.
   */
  actionWords(action: Action, view: Record<string, unknown>, seat: number, names: string[]): string;
}
