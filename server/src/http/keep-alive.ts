import type { Server as HttpServer } from "node:http";

/**
 * How long an idle HTTP connection stays open for its next request. Node's own 5 s is shorter
 * than the idle pools of the proxies in front (Caddy keeps an idle upstream connection 2 min,
 * nginx and cloud load balancers 60 s): a proxy then sends a request on a connection this server
 * is closing that instant, and answers 502. The other side must always be the one to close.
 * Under load, Node clients hit the same race on their own (docs/results-log.md, "Set-ups that
 * hang up"). Node's `headersTimeout` (its slow-header guard) does not apply to an idle connection,
 * so it stays as it is.
 */
export const DEFAULT_KEEP_ALIVE_SECONDS = 125;

export function keepIdleConnections(server: HttpServer, seconds: number): void {
  server.keepAliveTimeout = seconds * 1000;
}
