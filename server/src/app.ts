import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express, { type Express } from "express";
import { Server, RedisDriver, RedisPresence, matchMaker } from "colyseus";
import { games as sharedGames, preloadWords, type AnyGame } from "@space/shared";
import { IndexedLocalDriver } from "./matchmaking/local-driver";
import { roomFor } from "./rooms/room-for";
import { BotPool, defaultBotProcesses } from "./bots/pool";
import { DEFAULT_ROOM_LIMITS, type RoomLimits, type RoomSettings } from "./rooms/game-room";
import { restoreRoute } from "./http/restore";
import { analysisRoute, recordsRoute } from "./http/records";
import { Analyses } from "./analysis/analyses";
import { recordLogRoute } from "./http/record-log";
import { myTablesRoute } from "./http/my-tables";
import type { GameStore } from "./store";
import { DEFAULT_RETENTION, startRetention, type RetentionSettings } from "./store/retention";
import { Metrics } from "./ops/metrics";
import { metricsRoute } from "./ops/metrics-route";
import { adminRoute } from "./ops/admin";
import { serveClient } from "./static";
import { colyseusLogger, createLogger, type Logger } from "./log";
import { installFrontDoor } from "./http/front-door";
import { keepIdleConnections } from "./http/keep-alive";
import { DEFAULT_HTTP_LIMITS, HttpRateLimits, spend, type HttpLimits } from "./http/rate-limits";
import { secure } from "./http/security";
import { apiNotFound, errorAnswers } from "./http/errors";
import { DEFAULT_HEARTBEAT, SpreadHeartbeatTransport, type HeartbeatSettings } from "./http/heartbeat";
import type { OutboundOptions } from "./notify/outbound";
import { pushKeyRoute, vapidOnce } from "./http/push-key";
import { pushSubject } from "./notify/vapid";
import { NoticeSender } from "./turn-based/sender";
import { DEFAULT_WAKE_EVERY_MS, Waker } from "./turn-based/waker";
import { createMailer, defaultMailFrom } from "./notify/mail";
import { mailChannel } from "./notify/mail-channel";
import { sendDigests, startDigests } from "./notify/digest";
import { unsubscribeRoute } from "./http/unsubscribe";

export interface GameServerOptions {
  /** The games to register; default: every engine in `games` of @space/shared (zoo, base, cheeses as they land). */
  games?: AnyGame[];
  /** More games on top (tests register their fixture here). */
  extraGames?: AnyGame[];
  /** The built client to serve; default: client/dist next to this package. */
  clientDir?: string;
  /** Milliseconds a bot waits before it plays; default 600. */
  botDelayMs?: number;
  /** Processes the searching (hard) bots think in; default: one per core but one; 0: on the rooms' thread. */
  botProcesses?: number;
  /** A searching bot's time per decision in ms; default 300. */
  botBudgetMs?: number;
  /** Processes finished games are analysed in, one game at a time (docs/learning.md, "Turning points"); default 0: none (needs a store). */
  analysisProcesses?: number;
  /** Imagined games per estimate of an analysis; default: each game's own (`story.analysisIterations`: 32 in Space Zoo, 6 in Space Base, 8 in Cheeses). */
  analysisIterations?: number;
  /** Redis for presence and matchmaking across processes; default: in-process. */
  redisUrl?: string;
  /** This process's address as other processes reach it (needed with Redis), e.g. "game1.example.org:2567". */
  publicAddress?: string;
  /** The contact push services may reach the operator at; default: the origin of publicAddress (docs/push.md). */
  pushSubject?: string;
  /** Bounds on rooms, reconnection, spectators and messages; defaults in DEFAULT_ROOM_LIMITS. */
  limits?: Partial<RoomLimits>;
  /** A periodic patch every this many ms on top of the patch sent with every change; default 0: none. */
  patchRateMs?: number;
  /** One seed for every game (tests and benches only: a known seed reveals every shuffle); default: none, a random seed per game. */
  fixedSeed?: string;
  /** Per-address budgets, body size, proxies and origins; defaults in DEFAULT_HTTP_LIMITS. */
  http?: Partial<HttpLimits>;
  /** Durable game storage (event-sourced); default: none, games live only in memory. */
  store?: GameStore;
  /** `GET /metrics` answers with this bearer token only; unset: /metrics is off (docs/operations.md). */
  metricsToken?: string;
  /** The read-only admin page at /admin (user `admin`) with this password; unset: no panel. */
  adminPassword?: string;
  /** How often connections are pinged and after how many missed pings one is cut; defaults in DEFAULT_HEARTBEAT. */
  heartbeat?: Partial<HeartbeatSettings>;
  /** How often the waker looks for turn-based tables due (docs/turn-based.md); 0: never by itself (tests call `wakeDue`). Default 5 s. */
  wakeEveryMs?: number;
  /** The clocks' time (tests of turn-based tables move it); default Date.now. */
  now?: () => number;
  /** The public https address for links in notices; default https://PUBLIC_ADDRESS, else links are paths. */
  siteUrl?: string;
  /** How notices reach the outside (tests point them at a local sink); default: the guarded sender's defaults. */
  outbound?: OutboundOptions;
  /** SMTP_URL: mail notices through this server (docs/notifications.md, "E-mail"); unset: no mail. */
  smtpUrl?: string;
  /** MAIL_FROM; default `Space Tabletop <nobody@host of publicAddress or localhost>`. */
  mailFrom?: string;
  /** Between two daily digests (tests shorten it); default a day, at 08:00 UTC. */
  digestEveryMs?: number;
  /** How long stored games are kept; defaults in DEFAULT_RETENTION. */
  retention?: Partial<RetentionSettings>;
  logger?: Logger;
}

export interface GameServer {
  app: Express;
  gameServer: Server;
  httpServer: HttpServer;
  /** Wakes the turn-based tables due now (the waker does it every few seconds); resolves with how many woke. */
  wakeDue(): Promise<number>;
  /** Starts listening; resolves with the actual port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

const DEFAULT_CLIENT_DIR = path.resolve(__dirname, "../../client/dist");

/** One express app + one Colyseus server. Colyseus's matchmaker is per process: create one per process. */
export function createGameServer(options: GameServerOptions = {}): GameServer {
  const logger = options.logger ?? createLogger();
  const started = Date.now();
  const http: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.http };
  const rates = new HttpRateLimits(http, logger, options.redisUrl);
  const app = express();
  app.disable("x-powered-by");
  secure(app, http.allowedOrigins);

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true, rooms: matchMaker.stats.local.roomCount, uptime: Math.round((Date.now() - started) / 1000) });
  });

  const httpServer = createServer(app);
  const transport = new SpreadHeartbeatTransport(httpServer, { ...DEFAULT_HEARTBEAT, ...options.heartbeat });
  const gameServer = new Server({
    transport,
    presence: options.redisUrl ? new RedisPresence(options.redisUrl) : undefined,
    driver: options.redisUrl ? new RedisDriver(options.redisUrl) : new IndexedLocalDriver(),
    publicAddress: options.publicAddress,
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger(logger),
  });
  installFrontDoor(httpServer, app, http, rates);
  keepIdleConnections(httpServer, http.keepAliveSeconds);

  const metrics = new Metrics();
  const botProcesses = options.botProcesses ?? defaultBotProcesses();
  const settings: RoomSettings = {
    botDelayMs: options.botDelayMs ?? 600,
    botPool: botProcesses > 0 ? new BotPool(botProcesses) : null,
    botBudgetMs: options.botBudgetMs ?? 300,
    logger,
    limits: { ...DEFAULT_ROOM_LIMITS, ...options.limits },
    // Every change is sent at once, so no periodic patch: its timers cost CPU in every room and sent
    // nothing (docs/results-log.md, "No periodic patch"); the tests' servers run without it too.
    patchRateMs: options.patchRateMs ?? 0,
    fixedSeed: options.fixedSeed ?? null,
    store: options.store ?? null,
    restoreKey: randomBytes(24).toString("base64url"),
    metrics,
    now: options.now ?? Date.now,
    sender: null,
    siteUrl: options.siteUrl ?? (options.publicAddress ? `https://${options.publicAddress}` : ""),
    analyses: options.store && (options.analysisProcesses ?? 0) > 0
      ? new Analyses({ store: options.store, pool: new BotPool(options.analysisProcesses), logger, iterations: options.analysisIterations })
      : null,
    mailer: options.smtpUrl ? createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? defaultMailFrom(options.publicAddress) }) : null,
  };
  if (settings.mailer && !settings.siteUrl) logger.warn("mail is on but this server's public address is unknown: mails cannot carry links");
  // One read of the VAPID keys per server, for the notice sender and GET /api/push/key.
  const vapid = settings.store ? vapidOnce(settings.store, pushSubject(options.pushSubject, options.publicAddress)) : null;
  if (settings.store && vapid) {
    const mail = settings.mailer ? mailChannel(settings.mailer, settings.store, settings.siteUrl, logger) : null;
    settings.sender = new NoticeSender({ store: settings.store, logger, vapid, outbound: options.outbound, mail });
  }
  const games = [...(options.games ?? Object.values(sharedGames)), ...(options.extraGames ?? [])].filter((g): g is AnyGame => Boolean(g));
  for (const game of games) {
    gameServer.define(game.id, roomFor(game, settings));
    logger.info({ game: game.id }, "game registered");
  }

  app.get("/api/games", (_req, res) => {
    res.json(games.map((g) => ({ id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers })));
  });

  app.post("/api/rooms/:code/restore", spend(rates, "join"));
  restoreRoute(app, settings, games);
  app.get("/api/unsubscribe", spend(rates, "join"));
  app.post("/api/unsubscribe", spend(rates, "join"));
  unsubscribeRoute(app, settings.store);
  // My tables checks up to a hundred seat tokens at once: it spends the join budget too.
  app.post(["/api/tables", "/api/tables/link", "/api/tables/claim"], spend(rates, "join"));
  myTablesRoute(app, settings.store, settings.now);
  // A record is a whole game to load and send: it spends the same per-address budget as a join.
  app.get(["/api/records/:code", "/api/records/:code/log", "/api/records/:code/analysis"], spend(rates, "join"));
  recordsRoute(app, settings.store, games);
  analysisRoute(app, settings.store, settings.analyses);
  recordLogRoute(app, settings.store, games);
  app.get("/api/push/key", spend(rates, "join"));
  pushKeyRoute(app, vapid);
  const waker = settings.store ? new Waker(settings.store, settings, logger, new Set(games.map((g) => g.id))) : null;
  if (waker && (options.wakeEveryMs ?? DEFAULT_WAKE_EVERY_MS) > 0) waker.start(options.wakeEveryMs ?? DEFAULT_WAKE_EVERY_MS);
  const stopRetention = settings.store
    ? startRetention(settings.store, { ...DEFAULT_RETENTION, ...options.retention }, logger) : () => {};
  const { store, mailer, siteUrl } = settings;
  const stopDigests = store && mailer
    ? startDigests(() => sendDigests({ store, mailer, siteUrl, logger }), { everyMs: options.digestEveryMs, logger }) : async () => {};
  // A scrape every 15 s is far within the budget; a stranger guessing tokens is not.
  app.get("/metrics", spend(rates, "join"));
  metricsRoute(app, metrics, options.metricsToken);
  adminRoute(app, options.adminPassword, spend(rates, "join"));
  apiNotFound(app);
  serveClient(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  errorAnswers(app, logger);

  return {
    app,
    gameServer,
    httpServer,
    wakeDue: () => waker?.pass() ?? Promise.resolve(0),
    async listen(port, host = "0.0.0.0") {
      // Every language's words before the first request: notes, notices and records are worded at once (loadedWords).
      await preloadWords();
      await gameServer.listen(port, host);
      return (httpServer.address() as AddressInfo).port;
    },
    async close() {
      waker?.stop();
      stopRetention();
      await stopDigests();
      settings.mailer?.close();
      transport.stopHeartbeat();
      await gameServer.gracefullyShutdown(false);
      await settings.botPool?.close();
      await settings.analyses?.close();
      await settings.store?.close();
      await rates.close();
      httpServer.closeAllConnections(); // idle keep-alive sockets would hold the process open
    },
  };
}
