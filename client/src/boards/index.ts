import type { BoardFactory } from "./types";
import { fallbackBoard } from "./fallback";

export type { Action, Board, BoardContext, BoardFactory, Point } from "./types";

/**
 * One board per game id. A game's board registers itself here, e.g.
 * `import { zooBoard } from "./zoo"; boards.zoo = zooBoard;`.
 * Games without one get the fallback board.
 */
export const boards: Partial<Record<string, BoardFactory>> = {};

export function boardFor(gameId: string): BoardFactory {
  return boards[gameId] ?? fallbackBoard;
}
