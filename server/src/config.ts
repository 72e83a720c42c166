import path from "node:path";
import { z } from "zod";
import type { GameServerOptions } from "./app";
import { DEFAULT_KEEP_ALIVE_SECONDS } from "./http/keep-alive";
import { unknownSettings } from "./config-names";
import { LOG_LEVELS, type LogLevel } from "./log";
import type { StoreSettings } from "./store";

/** An unset variable and an empty one (as docker-compose passes them) are the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const count = (fallback: number, max = 1_000_000) => optional(z.coerce.number().int().min(0).max(max)).transform((v) => v ?? fallback);

/** Every setting the server reads from its environment (README "Configuration", docs/server.md). */
const Settings = z.object({
  PORT: count(2567, 65535),
  HOST: optional(z.string()).transform((v) => v ?? "0.0.0.0"),
  REDIS_URL: optional(z.string().url()),
  /**
   * host[:port][/prefix] browsers reach this process on. A leading http:// or https:// is dropped
   * (browsers use the page's own scheme), so the compose file can pass DOMAIN as it gives it to Caddy.
   */
  PUBLIC_ADDRESS: optional(
    z.string().transform((v) => v.replace(/^https?:\/\//i, "").replace(/\/+$/, ""))
      .pipe(z.string().regex(/^[A-Za-z0-9.\-]+(:\d{1,5})?(\/[A-Za-z0-9_~\-][A-Za-z0-9._~\-]*)*$/, "expected host[:port][/prefix], for example play.example.org/r1")),
  ),
  /** The SQLite file the games are kept in (when REDIS_URL is unset). */
  DATA_FILE: optional(z.string()).transform((v) => v ?? path.resolve(process.cwd(), "data", "games.sqlite")),
  TRUST_PROXY: count(0, 10),
  ALLOWED_ORIGINS: optional(z.string()).transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean)),
  CREATES_PER_MINUTE: count(10),
  JOINS_PER_MINUTE: count(60),
  MAX_BODY_BYTES: count(8 * 1024),
  /** At least 1: Node reads 0 as never closing an idle connection. */
  KEEP_ALIVE_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).transform((v) => v ?? DEFAULT_KEEP_ALIVE_SECONDS),
  MAX_ROOMS: count(500),
  MAX_RECONNECT_SECONDS: count(600, 86_400),
  LOBBY_IDLE_SECONDS: count(60, 86_400),
  MESSAGES_PER_SECOND: count(20, 10_000),
  MAX_SPECTATORS: count(32, 1000),
  STAND_IN_SECONDS: count(30, 86_400),
  PLAY_RECONNECT_SECONDS: count(20, 86_400),
  /** A turn-based table with nobody at it leaves memory after this long (the store keeps it). */
  ROOM_IDLE_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).transform((v) => v ?? 60),
  /** The contact push services may reach the operator at (docs/push.md): push services refuse the request otherwise. */
  PUSH_SUBJECT: optional(z.string().trim().refine((v) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/i.test(v) && URL.canParse(v),
    "expected mailto:you@example.org or an https:// URL")),
  /** Processes the searching bots think in; unset: one per core but one. 0: they think on the rooms' thread. */
  BOT_PROCESSES: optional(z.coerce.number().int().min(0).max(64)),
  /** BOT_PROCESSES's name until 2026-11: still read, with a warning. */
  BOT_THREADS: optional(z.coerce.number().int().min(0).max(64)),
  BOT_BUDGET_MS: count(300, 10_000),
  /** Processes finished games are analysed in (docs/learning.md, "Turning points"); 0: no analyses. Needs a store. */
  ANALYSIS_PROCESSES: optional(z.coerce.number().int().min(0).max(8)).transform((v) => v ?? 1),
  /** How long a bot waits before it plays, so people at the table can follow. */
  BOT_DELAY_MS: count(600, 60_000),
  KEEP_FINISHED_DAYS: count(30, 36_500),
  CLOSE_IDLE_DAYS: count(7, 36_500),
  METRICS_TOKEN: optional(z.string().min(16, "use at least 16 characters")),
  ADMIN_PASSWORD: optional(z.string().min(12, "use at least 12 characters")),
  RETENTION_SWEEP_MINUTES: optional(z.coerce.number().int().min(1).max(10_080)).transform((v) => v ?? 60),
  /** Mail "your turn" (docs/notifications.md, "E-mail"); unset: no mail ever leaves. May hold the SMTP password: never logged. */
  SMTP_URL: optional(z.string().url().refine((v) => /^smtps?:\/\//i.test(v), "expected an smtp:// or smtps:// URL")),
  /** The From of every mail; default `Space Tabletop <nobody@PUBLIC_ADDRESS's host>`. */
  MAIL_FROM: optional(z.string().max(254).regex(/^(?:[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "expected an address, or Name <address>")),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).transform((v) => v ?? "info"),
});
const Env = Settings.refine((e) => !e.SMTP_URL || e.PUBLIC_ADDRESS, { path: ["SMTP_URL"], message: "needs PUBLIC_ADDRESS too: every mail carries links to this server" });

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Where the games are kept: Redis when its URL is set (several processes), else the SQLite file. */
  store: StoreSettings;
  options: Omit<GameServerOptions, "store" | "logger">;
  /** What the operator should hear about but that does not stop the server (an old setting's name). */
  warnings: string[];
}

/**
 * Reads the environment; throws an Error naming every bad variable, and every variable meant for
 * this server that is not one of its settings (with the closest setting: config-names.ts).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = Env.safeParse(env);
  const problems = [
    ...unknownSettings(env, Object.keys(Settings.shape)),
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)),
  ];
  if (!parsed.success || problems.length) throw new Error(`bad configuration: ${problems.join("; ")}`);
  const e = parsed.data;
  const warnings = e.BOT_THREADS !== undefined ? ["BOT_THREADS is now called BOT_PROCESSES (it counts processes); rename it"] : [];
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    store: { redisUrl: e.REDIS_URL, dataFile: e.DATA_FILE },
    warnings,
    options: {
      redisUrl: e.REDIS_URL,
      publicAddress: e.PUBLIC_ADDRESS,
      http: {
        trustProxy: e.TRUST_PROXY, allowedOrigins: e.ALLOWED_ORIGINS, createsPerMinute: e.CREATES_PER_MINUTE,
        joinsPerMinute: e.JOINS_PER_MINUTE, maxBodyBytes: e.MAX_BODY_BYTES, keepAliveSeconds: e.KEEP_ALIVE_SECONDS,
      },
      limits: {
        maxRooms: e.MAX_ROOMS, maxReconnectSeconds: e.MAX_RECONNECT_SECONDS, lobbyIdleMs: e.LOBBY_IDLE_SECONDS * 1000,
        messagesPerSecond: e.MESSAGES_PER_SECOND, maxSpectators: e.MAX_SPECTATORS,
        standInMs: e.STAND_IN_SECONDS * 1000, playReconnectMs: e.PLAY_RECONNECT_SECONDS * 1000, roomIdleMs: e.ROOM_IDLE_SECONDS * 1000,
      },
      botProcesses: e.BOT_PROCESSES ?? e.BOT_THREADS,
      pushSubject: e.PUSH_SUBJECT,
      botBudgetMs: e.BOT_BUDGET_MS,
      analysisProcesses: e.ANALYSIS_PROCESSES,
      botDelayMs: e.BOT_DELAY_MS,
      metricsToken: e.METRICS_TOKEN,
      adminPassword: e.ADMIN_PASSWORD,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      retention: { keepFinishedDays: e.KEEP_FINISHED_DAYS, closeIdleDays: e.CLOSE_IDLE_DAYS, sweepMinutes: e.RETENTION_SWEEP_MINUTES },
    },
  };
}
