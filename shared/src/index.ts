import type { AnyGame, GameId } from "./engine/game";
import { zoo } from "./games/zoo";

export * from "./engine";
export * from "./protocol";

/** Every playable game by id; each game's folder adds itself here when it lands. */
export const games: Partial<Record<GameId, AnyGame>> = {
  zoo: zoo as unknown as AnyGame,
};
