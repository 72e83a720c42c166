import type { AnyGame, GameId } from "./engine/game";
import { base } from "./games/base";
import { cheeses } from "./games/cheeses";
import { zoo } from "./games/zoo";

export * from "./engine";
export * from "./protocol";
export * from "./join-refusal";
export * from "./field-problem";
export * from "./turn-based";
export { toPlain, type NodeLike, type Json } from "./schema/plain";

/** Every playable game by id; each game's folder adds itself here when it lands. */
export const games: Partial<Record<GameId, AnyGame>> = {
  zoo: zoo as unknown as AnyGame,
  base: base as unknown as AnyGame,
  cheeses: cheeses as unknown as AnyGame,
};
export * from "./record";
export * from "./i18n";
