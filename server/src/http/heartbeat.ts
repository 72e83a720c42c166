import type { Server as HttpServer } from "node:http";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocket, WebSocketServer } from "ws";
import { MAX_FRAME_BYTES } from "@space/shared";

export interface HeartbeatSettings {
  /** Every connection is pinged once in this many ms. */
  intervalMs: number;
  /** A connection that missed this many pings in a row is cut (its player's reconnection window opens). */
  maxMissed: number;
}

/** Ping every 5 s, cut after two missed: a vanished device is noticed within 15 s. */
export const DEFAULT_HEARTBEAT: HeartbeatSettings = { intervalMs: 5000, maxMissed: 2 };

/** Ticks a round is spread over. */
const SLICES = 50;
const HEARD = -1;

/**
 * Finds connections whose device vanished without closing them (a phone that lost its network).
 * Colyseus's own heartbeat pings every connection in one turn of the event loop: at 4,000
 * connections that is a 50 ms pause every 3 s, felt by every room (docs/performance.md). This one
 * pings a fiftieth of them at a time, so the pause is a fiftieth. A connection that sent a message
 * since its last turn is alive: it is not pinged this round (a ping and its pong are a write and a
 * read, about as many at a busy table as the moves themselves).
 */
export function startHeartbeat(wss: WebSocketServer, { intervalMs, maxMissed }: HeartbeatSettings): () => void {
  // Pings missed in a row; HEARD once a message came since the connection's last turn.
  const missed = new WeakMap<WebSocket, number>();
  const watch = (ws: WebSocket): void => {
    missed.set(ws, 0);
    ws.on("pong", () => missed.set(ws, 0));
    ws.on("message", () => missed.set(ws, HEARD));
  };
  wss.clients.forEach(watch);
  wss.on("connection", watch);
  let round = wss.clients.values();
  let tick = 0;
  const timer = setInterval(() => {
    // A round starts every SLICES ticks, however few connections there are: with three, a round
    // that restarted as soon as it ran out pinged each every 3 ticks and cut a pong late by 0.6 s.
    if (tick === 0) round = wss.clients.values();
    tick = (tick + 1) % SLICES;
    // A Set's iterator sees the connections opened and closed meanwhile.
    const share = Math.ceil(wss.clients.size / SLICES);
    for (let i = 0; i < share; i++) {
      const next = round.next();
      if (next.done) return;
      const ws = next.value;
      const count = missed.get(ws) ?? 0;
      if (count === HEARD) {
        missed.set(ws, 0);
        continue;
      }
      if (count >= maxMissed) {
        ws.terminate();
        continue;
      }
      missed.set(ws, count + 1);
      ws.ping();
    }
  }, intervalMs / SLICES);
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off("connection", watch);
  };
}

/** Colyseus's WebSocket transport with its heartbeat off and this one on; `stopHeartbeat` when the server closes. */
export class SpreadHeartbeatTransport extends WebSocketTransport {
  readonly stopHeartbeat: () => void;

  constructor(server: HttpServer, settings: HeartbeatSettings) {
    super({ server, pingInterval: 0, maxPayload: MAX_FRAME_BYTES });
    this.stopHeartbeat = startHeartbeat(this.wss, settings);
  }
}
