import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import { matchMaker } from "colyseus";
import { refuseLargeBody } from "./body-limit";
import { pinClientIp } from "./client-ip";
import { sendJson } from "./json";
import { answerMatchmake } from "./matchmake";
import { tooMany, type HttpLimits, type HttpRateLimits, type LimitKind } from "./rate-limits";

/** Colyseus matchmaker methods, by the budget they spend. */
const MATCHMAKE: Record<string, LimitKind> = { create: "create", joinOrCreate: "create", join: "join", joinById: "join", reconnect: "join" };

/**
 * Every HTTP request and WebSocket upgrade passes here first, Colyseus's matchmaker included
 * (it answers `/matchmake/...` itself, before express): the client's address is pinned, request
 * bodies are bounded, matchmaking spends the address's budget, and CORS follows the allowed origins.
 * Call after `new Server(...)` has attached its matchmaking routes.
 */
export function installFrontDoor(httpServer: HttpServer, limits: HttpLimits, rates: HttpRateLimits): void {
  configureMatchmakerCors(limits.allowedOrigins);
  const inner = httpServer.listeners("request").slice(0) as ((req: IncomingMessage, res: ServerResponse) => void)[];
  httpServer.removeAllListeners("request");
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const ip = pinClientIp(req, limits.trustProxy);
    if (refuseLargeBody(req, res, limits.maxBodyBytes)) return;
    const kind = matchmakeKind(req);
    if (!kind) return inner.forEach((listener) => listener.call(httpServer, req, res));
    // Take the body's first chunks in order: hold the stream until the budget is known.
    req.pause();
    void rates.take(kind, ip).then((wait) => {
      if (wait === null) {
        answerMatchmake(req, res, matchmakeHeaders(req, limits.allowedOrigins), ip);
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

/** The budget a matchmaking POST spends (an unknown method the join budget); null for any other request. */
function matchmakeKind(req: IncomingMessage): LimitKind | null {
  if (req.method !== "POST" || !(req.url ?? "").startsWith("/matchmake/")) return null;
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
