import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "../log";
import { DEFAULT_KEEP_ALIVE_SECONDS } from "./keep-alive";

/** What a stranger may ask for per address and per minute (docs/server.md, "The public HTTP surface"). */
export interface HttpLimits {
  /** Reverse proxies in front whose X-Forwarded-For is trusted; 0 = none. */
  trustProxy: number;
  /** Origins allowed to call the API and the matchmaker from another site; none = same-origin only. */
  allowedOrigins: string[];
  createsPerMinute: number;
  /** Joins by code, reconnections and restores. */
  joinsPerMinute: number;
  maxBodyBytes: number;
  /** How long an idle connection waits for its next request (keep-alive.ts). */
  keepAliveSeconds: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  trustProxy: 0,
  allowedOrigins: [],
  createsPerMinute: 10,
  joinsPerMinute: 60,
  maxBodyBytes: 8 * 1024,
  keepAliveSeconds: DEFAULT_KEEP_ALIVE_SECONDS,
};

export type LimitKind = "create" | "join";

/**
 * Per-address budgets, shared by every process through Redis when it is configured (so one
 * address cannot multiply its budget by the number of replicas); in memory otherwise.
 * Each address over a budget is logged once per window, not once per request.
 */
export class HttpRateLimits {
  private limiters: Record<LimitKind, RateLimiterAbstract>;
  private logged = new Set<string>();
  private redis?: Redis;

  constructor(limits: HttpLimits, private log: Logger, redisUrl?: string) {
    const make = (kind: LimitKind, points: number): RateLimiterAbstract => {
      const base = { points, duration: 60, keyPrefix: `space:limit:${kind}` };
      if (!redisUrl) return new RateLimiterMemory(base);
      this.redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      // If Redis is unreachable, each process keeps limiting on its own rather than letting everyone through.
      return new RateLimiterRedis({ ...base, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(base) });
    };
    this.limiters = { create: make("create", limits.createsPerMinute), join: make("join", limits.joinsPerMinute) };
  }

  /** null when `ip` may go on; else the seconds to wait. */
  async take(kind: LimitKind, ip: string): Promise<number | null> {
    try {
      await this.limiters[kind].consume(ip);
      return null;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const key = `${kind}:${ip}`;
      if (!this.logged.has(key)) {
        this.logged.add(key);
        setTimeout(() => this.logged.delete(key), e.msBeforeNext).unref();
        this.log.warn({ ip, kind }, "address over its per-minute budget");
      }
      return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

export function tooMany(kind: LimitKind, seconds: number): string {
  return kind === "create"
    ? `too many rooms created from your address; try again in ${seconds} s`
    : `too many attempts to join a room from your address; try again in ${seconds} s`;
}

/** An express middleware that spends one unit of the address's `kind` budget (the front door pinned its address). */
export function spend(rates: HttpRateLimits, kind: LimitKind) {
  return async (req: { headers: Record<string, unknown> }, res: { status(n: number): { json(b: unknown): void }; setHeader(k: string, v: string): void }, next: () => void) => {
    const wait = await rates.take(kind, String(req.headers["x-real-ip"] ?? "unknown"));
    if (wait === null) return next();
    res.setHeader("retry-after", String(wait));
    res.status(429).json({ ok: false, error: tooMany(kind, wait) });
  };
}
