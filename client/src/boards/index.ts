import type { BoardFactory } from "./types";
import { fallbackBoard } from "./fallback";
import { zooBoard } from "./zoo";
import { baseBoard } from "./base";
import { cheesesBoard } from "./cheeses";

export type { Action, Board, BoardContext, BoardFactory, Point } from "./types";

/** One board per game id (each in its own folder); a game without one gets the fallback board. */
export const boards: Partial<Record<string, BoardFactory>> = {
  zoo: zooBoard,
  base: baseBoard,
  cheeses: cheesesBoard,
};

/** `textBoard` (from `?board=text`) forces the fallback: the raw view and the legal actions, for debugging a board. */
export function boardFor(gameId: string, textBoard = false): BoardFactory {
  return (textBoard ? undefined : boards[gameId]) ?? fallbackBoard;
}
