import Redis from "ioredis";
import type { GameResult } from "@space/shared";
import type { GameRecord, GameStore, RecordedAction, StoredGame, TableListing, TableTurn } from "./record";

/** A table's turn, indexed by when it is due unless it is finished (or due never); only for a stored game. */
const SAVE_TURN = `if redis.call("EXISTS", KEYS[1]) == 0 then return 0 end
redis.call("HSET", KEYS[1], "turn", ARGV[1])
if redis.call("HGET", KEYS[1], "finished") == "1" or tonumber(ARGV[2]) == 0 then redis.call("ZREM", KEYS[2], ARGV[3])
else redis.call("ZADD", KEYS[2], ARGV[2], ARGV[3]) end
return 1`;

/** A wake snapshot, kept only with a stored game that has not finished. */
const SAVE_SNAPSHOT = `if redis.call("HGET", KEYS[1], "finished") ~= "0" then return 0 end
redis.call("HSET", KEYS[1], "snapshot", ARGV[1])
return 1`;

const SAVE_ANALYSIS = `if redis.call("HGET", KEYS[1], "finished") ~= "1" then return 0 end
redis.call("HSET", KEYS[1], "analysis", ARGV[1])
return 1`;

/** The game hash's fields that `load` reads: not its wake snapshot (server-only, and the largest). */
const RECORD_FIELDS = ["code", "gameId", "seed", "options", "seats", "finished", "abandoned", "createdAt", "result", "turn", "channels"] as const;

/** One seat's channels changed in the game's channels object, in one step (an empty value removes them). */
const SAVE_CHANNELS = `if redis.call("EXISTS", KEYS[1]) == 0 then return 0 end
local json = redis.call("HGET", KEYS[1], "channels")
local all = json and cjson.decode(json) or {}
if ARGV[2] == "" then all[ARGV[1]] = nil else all[ARGV[1]] = cjson.decode(ARGV[2]) end
if next(all) == nil then redis.call("HDEL", KEYS[1], "channels") else redis.call("HSET", KEYS[1], "channels", cjson.encode(all)) end
return 1`;

/**
 * Sets a game's result only if the game is stored and finished, in one step: a record replayed
 * while the retention deleted its game must not leave a hash of a result alone (a backup would count it).
 */
const KEEP_RESULT = `if redis.call("HGET", KEYS[1], "finished") == "1" then redis.call("HSET", KEYS[1], "result", ARGV[1]) end return 0`;

/**
 * The multi-process store: a hash per game, a list of its actions, and three sorted sets: the
 * unfinished games by creation (what a restart brings back), their last activity (idle games are
 * closed by the retention sweep) and the finished games by finish time (deleted after the
 * retention's days). Index checks keep a retried append from writing an action twice.
 */
export class RedisGameStore implements GameStore {
  private redis: Redis;

  /** `now` is the store's clock (tests of retention move it). */
  constructor(url: string, private prefix = "tabletop:", private now: () => number = Date.now) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  private key(code: string, part: "game" | "actions"): string {
    return `${this.prefix}${part}:${code}`;
  }

  private set(name: "unfinished" | "active" | "finished" | "due"): string {
    return `${this.prefix}${name}`;
  }

  async createGame(r: Omit<GameRecord, "actions" | "finished" | "abandoned">): Promise<void> {
    await this.redis.multi()
      .del(this.key(r.code, "actions"))
      .hdel(this.key(r.code, "game"), "snapshot", "analysis")
      .hset(this.key(r.code, "game"), {
        code: r.code, gameId: r.gameId, seed: r.seed, options: JSON.stringify(r.options),
        seats: JSON.stringify(r.seats), finished: "0", abandoned: "0", createdAt: String(r.createdAt), updatedAt: String(this.now()),
      })
      .zadd(this.set("unfinished"), r.createdAt, r.code)
      .zadd(this.set("active"), this.now(), r.code)
      .zrem(this.set("finished"), r.code)
      .exec();
  }

  async appendAction(code: string, index: number, entry: RecordedAction): Promise<void> {
    const length = await this.redis.llen(this.key(code, "actions"));
    if (length !== index) throw new Error(`action ${index} of ${code} out of order (stored: ${length})`);
    const now = this.now();
    await this.redis.multi()
      .rpush(this.key(code, "actions"), JSON.stringify(entry))
      .hset(this.key(code, "game"), "updatedAt", String(now))
      .zadd(this.set("active"), "XX", now, code)
      .exec();
  }

  async saveSeats(code: string, seats: GameRecord["seats"]): Promise<void> {
    await this.redis.hset(this.key(code, "game"), { seats: JSON.stringify(seats) });
  }

  async finishGame(code: string, result?: GameResult): Promise<void> {
    await this.closeGame(code, false, result);
  }

  async keepResult(code: string, result: GameResult): Promise<void> {
    await this.redis.eval(KEEP_RESULT, 1, this.key(code, "game"), JSON.stringify(result));
  }

  private async closeGame(code: string, abandoned: boolean, result?: GameResult): Promise<void> {
    await this.redis.multi()
      .hset(this.key(code, "game"), { finished: "1", ...(abandoned ? { abandoned: "1" } : {}), ...(result ? { result: JSON.stringify(result) } : {}) })
      .hdel(this.key(code, "game"), "snapshot")
      .zrem(this.set("unfinished"), code)
      .zrem(this.set("active"), code)
      .zadd(this.set("finished"), this.now(), code)
      .zrem(this.set("due"), code)
      .exec();
  }

  async load(code: string): Promise<GameRecord | null> {
    const values = await this.redis.hmget(this.key(code, "game"), ...RECORD_FIELDS);
    const g: Record<string, string> = {};
    RECORD_FIELDS.forEach((field, i) => { if (values[i] !== null) g[field] = values[i]!; });
    if (!g.code) return null;
    const actions = (await this.redis.lrange(this.key(code, "actions"), 0, -1)).map((a) => JSON.parse(a) as RecordedAction);
    return {
      code: g.code, gameId: g.gameId, seed: g.seed, options: JSON.parse(g.options), seats: JSON.parse(g.seats),
      actions, finished: g.finished === "1", abandoned: g.abandoned === "1", createdAt: Number(g.createdAt),
      ...(g.result ? { result: JSON.parse(g.result) as GameResult } : {}),
      ...(g.turn ? { turn: JSON.parse(g.turn) as TableTurn } : {}),
      ...(g.channels ? { channels: JSON.parse(g.channels) as Record<number, unknown> } : {}),
    };
  }

  async saveTurn(code: string, turn: TableTurn): Promise<void> {
    await this.redis.eval(SAVE_TURN, 2, this.key(code, "game"), this.set("due"), JSON.stringify(turn), String(turn.dueAt), code);
  }

  async saveSnapshot(code: string, snapshot: string): Promise<void> {
    await this.redis.eval(SAVE_SNAPSHOT, 1, this.key(code, "game"), snapshot);
  }

  async snapshot(code: string): Promise<string | null> {
    return this.redis.hget(this.key(code, "game"), "snapshot");
  }

  async saveAnalysis(code: string, analysis: string): Promise<void> {
    await this.redis.eval(SAVE_ANALYSIS, 1, this.key(code, "game"), analysis);
  }

  async analysis(code: string): Promise<string | null> {
    return this.redis.hget(this.key(code, "game"), "analysis");
  }

  async dueTables(now: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(this.set("due"), 1, now, "LIMIT", 0, limit);
  }

  async saveChannels(code: string, seat: number, channels: unknown): Promise<void> {
    await this.redis.eval(SAVE_CHANNELS, 1, this.key(code, "game"), String(seat), channels === null || channels === undefined ? "" : JSON.stringify(channels));
  }

  async channels(code: string): Promise<Record<number, unknown>> {
    const json = await this.redis.hget(this.key(code, "game"), "channels");
    return json ? (JSON.parse(json) as Record<number, unknown>) : {};
  }

  async tables(codes: string[]): Promise<TableListing[]> {
    if (codes.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const code of codes) pipeline.hmget(this.key(code, "game"), "code", "gameId", "options", "seats", "finished", "turn");
    const rows = (await pipeline.exec()) ?? [];
    return rows.flatMap(([, row]) => {
      const [code, gameId, options, seats, finished, turn] = row as (string | null)[];
      if (!code || !gameId || !options || !seats) return [];
      return [{ code, gameId, options: JSON.parse(options), seats: JSON.parse(seats), finished: finished === "1",
        summary: turn ? (JSON.parse(turn) as TableTurn).summary ?? null : null }];
    });
  }

  async queueDigest(address: string, entry: unknown): Promise<void> {
    await this.redis.rpush(`${this.prefix}digests`, JSON.stringify({ address, entry }));
  }

  /** The whole list read and deleted in one MULTI: two processes taking at once never both get an entry. */
  async takeDigests(): Promise<Map<string, unknown[]>> {
    const key = `${this.prefix}digests`;
    const [[, items]] = (await this.redis.multi().lrange(key, 0, -1).del(key).exec()) as [[unknown, string[]], unknown];
    const byAddress = new Map<string, unknown[]>();
    for (const item of items) {
      const { address, entry } = JSON.parse(item) as { address: string; entry: unknown };
      byAddress.set(address, [...(byAddress.get(address) ?? []), entry]);
    }
    return byAddress;
  }

  async putSecret(key: string, value: string, expiresAt: number): Promise<void> {
    const ms = expiresAt - this.now();
    // Already expired: nothing to keep (a PX of 1 ms could still be read by a quick take).
    if (ms <= 0) await this.redis.del(`${this.prefix}secret:${key}`);
    else await this.redis.set(`${this.prefix}secret:${key}`, value, "PX", ms);
  }

  async takeSecret(key: string): Promise<string | null> {
    return this.redis.getdel(`${this.prefix}secret:${key}`);
  }

  async unfinished(): Promise<string[]> {
    return this.redis.zrange(this.set("unfinished"), 0, -1);
  }

  async abandonIdle(idleSince: number): Promise<string[]> {
    await this.trackOlderGames();
    const idle = await this.redis.zrangebyscore(this.set("active"), "-inf", `(${idleSince}`);
    // A turn-based table whose clock runs is not idle: its clock makes it move (docs/turn-based.md).
    // Such tables stay in the idle range for good: one ZMSCORE checks them all, not a round trip each.
    const due = idle.length ? await this.redis.zmscore(this.set("due"), ...idle) : [];
    const codes = idle.filter((_, i) => due[i] === null);
    for (const code of codes) await this.closeGame(code, true);
    return codes;
  }

  /** Unfinished games stored before retention have no activity entry: their creation stands in. */
  private async trackOlderGames(): Promise<void> {
    const unfinished = await this.redis.zrange(this.set("unfinished"), 0, -1, "WITHSCORES");
    if (!unfinished.length) return;
    await this.redis.zadd(this.set("active"), "NX", ...unfinished.flatMap((v, i, all) => (i % 2 ? [] : [all[i + 1], v])));
  }

  async deleteFinished(finishedBefore: number): Promise<string[]> {
    const codes = await this.redis.zrangebyscore(this.set("finished"), "-inf", `(${finishedBefore}`);
    for (const code of codes) {
      await this.redis.multi()
        .del(this.key(code, "game"), this.key(code, "actions"))
        .zrem(this.set("finished"), code)
        .exec();
    }
    return codes;
  }

  /** Every game's code, found by its hash (a backup is rare: a SCAN over the keyspace is fine). */
  async codes(): Promise<string[]> {
    const codes: string[] = [];
    const prefix = this.key("", "game");
    for await (const keys of this.redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      for (const key of keys as string[]) codes.push(key.slice(prefix.length));
    }
    return codes.sort();
  }

  async dump(code: string): Promise<StoredGame | null> {
    const game = await this.load(code);
    if (!game) return null;
    const [updated, finished] = await Promise.all([
      this.redis.hget(this.key(code, "game"), "updatedAt"), this.redis.zscore(this.set("finished"), code)]);
    const updatedAt = Number(updated ?? game.createdAt);
    return { ...game, updatedAt, finishedAt: game.finished ? Number(finished ?? updatedAt) : null };
  }

  async put(g: StoredGame): Promise<void> {
    if (await this.redis.exists(this.key(g.code, "game"))) throw new Error(`game ${g.code} is already stored`);
    const tx = this.redis.multi()
      .hset(this.key(g.code, "game"), {
        code: g.code, gameId: g.gameId, seed: g.seed, options: JSON.stringify(g.options), seats: JSON.stringify(g.seats),
        finished: g.finished ? "1" : "0", abandoned: g.abandoned ? "1" : "0", createdAt: String(g.createdAt), updatedAt: String(g.updatedAt),
        ...(g.result ? { result: JSON.stringify(g.result) } : {}),
        ...(g.turn ? { turn: JSON.stringify(g.turn) } : {}),
        ...(g.channels ? { channels: JSON.stringify(g.channels) } : {}),
      });
    if (g.turn && !g.finished && g.turn.dueAt > 0) tx.zadd(this.set("due"), g.turn.dueAt, g.code);
    if (g.actions.length) tx.rpush(this.key(g.code, "actions"), ...g.actions.map((a) => JSON.stringify(a)));
    if (g.finished) tx.zadd(this.set("finished"), g.finishedAt ?? g.updatedAt, g.code);
    else tx.zadd(this.set("unfinished"), g.createdAt, g.code).zadd(this.set("active"), g.updatedAt, g.code);
    await tx.exec();
  }

  async serverKey(name: string, make: () => string): Promise<string> {
    const key = `${this.prefix}server-key:${name}`;
    const stored = await this.redis.get(key);
    if (stored !== null) return stored;
    // Another process may have stored one since: the first SET NX wins.
    await this.redis.set(key, make(), "NX");
    const value = await this.redis.get(key);
    if (value === null) throw new Error(`server key ${name} not stored`);
    return value;
  }

  async serverKeys(): Promise<Record<string, string>> {
    const prefix = `${this.prefix}server-key:`;
    const names: string[] = [];
    for await (const keys of this.redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      for (const key of keys as string[]) names.push(key.slice(prefix.length));
    }
    names.sort();
    const values = names.length ? await this.redis.mget(...names.map((n) => prefix + n)) : [];
    return Object.fromEntries(names.flatMap((n, i) => (values[i] === null ? [] : [[n, values[i]!]])));
  }

  async putServerKey(name: string, value: string): Promise<void> {
    await this.redis.set(`${this.prefix}server-key:${name}`, value);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
