import type { GameStore } from "./record";
import { RedisGameStore } from "./redis-store";
import { SqliteGameStore } from "./sqlite-store";

export * from "./record";
export { SqliteGameStore, RedisGameStore };

/** Where the games are kept (REDIS_URL, DATA_FILE: config.ts). */
export interface StoreSettings {
  redisUrl?: string;
  dataFile: string;
}

/** Redis when its URL is set (several processes), else the SQLite file. */
export function openStore({ redisUrl, dataFile }: StoreSettings): GameStore {
  return redisUrl ? new RedisGameStore(redisUrl) : new SqliteGameStore(dataFile);
}
