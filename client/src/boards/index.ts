import type { BoardFactory } from "./types";
import { fallbackBoard } from "./fallback";

export type { Action, BoardContext, BoardFactory, Space } from "./types";

/**
 * One board per game id (each in its own folder), loaded only when that game is opened: each is
 * its own chunk of the build (docs/client.md, "Budgets"). A game without one gets the fallback board.
 */
const loaders: Partial<Record<string, () => Promise<BoardFactory>>> = {
  zoo: () => import("./zoo").then((m) => m.zooBoard),
  base: () => import("./base").then((m) => m.baseBoard),
  cheeses: () => import("./cheeses").then((m) => m.cheesesBoard),
};

/** `textBoard` (from `?board=text`) forces the fallback: the raw view and the legal actions, for debugging a board. */
export async function loadBoard(gameId: string, textBoard = false): Promise<BoardFactory> {
  const load = textBoard ? undefined : loaders[gameId];
  return load ? load() : fallbackBoard;
}
