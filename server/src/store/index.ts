import path from "node:path";
import type { GameStore } from "./record";
import { RedisGameStore } from "./redis-store";
import { SqliteGameStore } from "./sqlite-store";

export * from "./record";
export { SqliteGameStore, RedisGameStore };

/** Redis when REDIS_URL is set (several processes), else the SQLite file at DATA_FILE. */
export function storeFromEnv(env: NodeJS.ProcessEnv = process.env): GameStore {
  if (env.REDIS_URL) return new RedisGameStore(env.REDIS_URL);
  return new SqliteGameStore(env.DATA_FILE ?? path.resolve(process.cwd(), "data", "games.sqlite"));
}
