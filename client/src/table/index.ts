import type { TableDescriber } from "./types";

/**
 * One table describer per game id, loaded with the game like its board (boards/index.ts): each is
 * in its board's chunk. A game without one gets the moves and the command line only.
 */
const loaders: Partial<Record<string, () => Promise<TableDescriber>>> = {
  zoo: () => import("../boards/zoo/table").then((m) => m.zooTable),
  base: () => import("../boards/base/table").then((m) => m.baseTable),
  cheeses: () => import("../boards/cheeses/table").then((m) => m.cheesesTable),
};

export async function loadTable(gameId: string): Promise<TableDescriber | null> {
  const load = loaders[gameId];
  return load ? load() : null;
}
