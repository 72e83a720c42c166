import type { AnyGame, GameId } from "./engine/game";

export * from "./engine";
export * from "./protocol";

/** Every playable game by id; each game's folder adds itself here when it lands. */
export const games: Partial<Record<GameId, AnyGame>> = {};
