import Redis from "ioredis";
import type { GameRecord, GameStore, RecordedAction } from "./record";

/**
 * The multi-process store: a hash per game, a list of its actions, a sorted set of unfinished games.
 * Index checks keep a retried append from writing an action twice.
 */
export class RedisGameStore implements GameStore {
  private redis: Redis;

  constructor(url: string, private prefix = "tabletop:") {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  private key(code: string, part: "game" | "actions"): string {
    return `${this.prefix}${part}:${code}`;
  }

  async createGame(r: Omit<GameRecord, "actions" | "finished">): Promise<void> {
    await this.redis.multi()
      .del(this.key(r.code, "actions"))
      .hset(this.key(r.code, "game"), {
        code: r.code, gameId: r.gameId, seed: r.seed, options: JSON.stringify(r.options),
        seats: JSON.stringify(r.seats), finished: "0", createdAt: String(r.createdAt),
      })
      .zadd(`${this.prefix}unfinished`, r.createdAt, r.code)
      .exec();
  }

  async appendAction(code: string, index: number, entry: RecordedAction): Promise<void> {
    const length = await this.redis.llen(this.key(code, "actions"));
    if (length !== index) throw new Error(`action ${index} of ${code} out of order (stored: ${length})`);
    await this.redis.rpush(this.key(code, "actions"), JSON.stringify(entry));
  }

  async finishGame(code: string): Promise<void> {
    await this.redis.multi()
      .hset(this.key(code, "game"), "finished", "1")
      .zrem(`${this.prefix}unfinished`, code)
      .exec();
  }

  async load(code: string): Promise<GameRecord | null> {
    const g = await this.redis.hgetall(this.key(code, "game"));
    if (!g.code) return null;
    const actions = (await this.redis.lrange(this.key(code, "actions"), 0, -1)).map((a) => JSON.parse(a) as RecordedAction);
    return {
      code: g.code, gameId: g.gameId, seed: g.seed, options: JSON.parse(g.options), seats: JSON.parse(g.seats),
      actions, finished: g.finished === "1", createdAt: Number(g.createdAt),
    };
  }

  async unfinished(): Promise<string[]> {
    return this.redis.zrange(`${this.prefix}unfinished`, 0, -1);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
