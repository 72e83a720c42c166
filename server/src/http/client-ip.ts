import type { IncomingMessage } from "node:http";

/**
 * The client's address: the socket's, or, behind `trustProxy` reverse proxies, the address the
 * nearest trusted proxy saw (the `trustProxy`-th entry from the right of X-Forwarded-For).
 * With no trusted proxy, forwarded headers are ignored: a stranger cannot pick an address.
 */
function clientIp(req: IncomingMessage, trustProxy: number): string {
  const socket = req.socket.remoteAddress ?? "unknown";
  if (trustProxy <= 0) return socket;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return hops[hops.length - trustProxy] ?? hops[0] ?? socket;
}

/**
 * Colyseus reads `x-real-ip` (then `x-forwarded-for`) for a room's `context.ip`, in the matchmaker
 * and on WebSocket upgrades: replace both with the address computed here.
 */
export function pinClientIp(req: IncomingMessage, trustProxy: number): string {
  const ip = clientIp(req, trustProxy);
  req.headers["x-real-ip"] = ip;
  delete req.headers["x-forwarded-for"];
  return ip;
}
