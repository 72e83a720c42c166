import type { IncomingMessage, RequestListener, Server as HttpServer, ServerResponse } from "node:http";
import { matchMaker } from "colyseus";
import { refuseLargeBody } from "./body-limit";
import { pinClientIp } from "./client-ip";
import { sendJson } from "./json";
import { answerMatchmake } from "./matchmake";
import { tooMany, type HttpLimits, type HttpRateLimits, type LimitKind } from "./rate-limits";

/** Colyseus matchmaker methods, by the budget they spend. */
const MATCHMAKE: Record<string, LimitKind> = { create: "create", joinOrCreate: "create", join: "join", joinById: "join", reconnect: "join" };

/**
 * Every HTTP request and WebSocket upgrade passes here first: the client's address is pinned,
 * request bodies are bounded, and the matchmaker (`/matchmake/...`) is answered here, spending the
 * address's budget, with CORS following the allowed origins; every other request goes to `app`.
 * Colyseus's own request handler is dropped: it took any address that merely contained
 * `/matchmake` (a restore's query string), answered a body it could not parse with 200, and never
 * answered a PUT or a DELETE. Call after `new Server(...)` has attached it.
 */
export function installFrontDoor(httpServer: HttpServer, app: RequestListener, limits: HttpLimits, rates: HttpRateLimits): void {
  configureMatchmakerCors(limits.allowedOrigins);
  httpServer.removeAllListeners("request");
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const ip = pinClientIp(req, limits.trustProxy);
    if (refuseLargeBody(req, res, limits.maxBodyBytes)) return;
    if (!isMatchmaker(req)) return void app(req, res);
    const headers = matchmakeHeaders(req, limits.allowedOrigins);
    if (req.method === "OPTIONS") return void res.writeHead(204, headers).end();
    if (req.method !== "POST") {
      return sendJson(res, 405, { code: 405, error: "the matchmaker takes POST only" }, { ...headers, allow: "POST, OPTIONS" });
    }
    const kind = budgetOf(req);
    // Take the body's first chunks in order: hold the stream until the budget is known.
    req.pause();
    void rates.take(kind, ip).then((wait) => {
      if (wait === null) {
        answerMatchmake(req, res, headers, ip);
        req.resume();
      } else {
        res.once("finish", () => req.destroy());
        sendJson(res, 429, { code: 429, error: tooMany(kind, wait) }, { "retry-after": String(wait), connection: "close", ...corsFor(req, limits.allowedOrigins) });
      }
    }, () => {
      sendJson(res, 503, { code: 503, error: "the server cannot check its limits now; try again" });
    });
  });
  httpServer.prependListener("upgrade", (req: IncomingMessage) => { pinClientIp(req, limits.trustProxy); });
}

/** Whether the request is the matchmaker's: its path is `/matchmake` or under it. */
function isMatchmaker(req: IncomingMessage): boolean {
  const path = (req.url ?? "").split("?")[0];
  return path === "/matchmake" || path.startsWith("/matchmake/");
}

/** The budget a matchmaking POST spends (an unknown method the join budget). */
function budgetOf(req: IncomingMessage): LimitKind {
  const method = /^\/matchmake\/([A-Za-z]+)/.exec(req.url ?? "")?.[1] ?? "";
  return MATCHMAKE[method] ?? "join";
}

function matchmakeHeaders(req: IncomingMessage, allowed: string[]): Record<string, string> {
  const controller = matchMaker.controller as unknown as { DEFAULT_CORS_HEADERS: Record<string, string> };
  return { ...controller.DEFAULT_CORS_HEADERS, ...corsFor(req, allowed) };
}

/** The matchmaker answers with CORS headers of its own: no origin is reflected unless allowed. */
function configureMatchmakerCors(allowed: string[]): void {
  const controller = matchMaker.controller as unknown as {
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders: (req: IncomingMessage) => Record<string, string>;
  };
  controller.DEFAULT_CORS_HEADERS = {
    "Access-Control-Allow-Headers": "Origin, X-Requested-With, Content-Type, Accept, Authorization",
    "Access-Control-Allow-Methods": "OPTIONS, POST",
    "Access-Control-Max-Age": "600",
    "Vary": "Origin",
  };
  controller.getCorsHeaders = (req) => corsFor(req, allowed);
}

function corsFor(req: IncomingMessage, allowed: string[]): Record<string, string> {
  const origin = req.headers.origin;
  return origin && allowed.includes(origin) ? { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" } : {};
}
