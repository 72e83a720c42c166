import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The server's Prometheus series (docs/operations.md, "Metrics"): one registry per server, so
 * several servers in one process (tests) never share counts. Process memory and event-loop lag
 * come from prom-client's default metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  /** The open rooms, counted when Prometheus asks (a reconnection does not pass through onJoin). */
  private open = new Set<{ game: string; clients(): number }>();
  private rooms = this.perGame("tabletop_rooms", "Rooms open in this process, by game", () => 1);
  private clients = this.perGame("tabletop_clients", "Connected clients (players and spectators), by game", (r) => r.clients());
  private actions = new Counter({ name: "tabletop_actions_total", help: "Accepted actions (players', bots' and the clock's), by game", labelNames: ["game"], registers: [this.registry] });
  private rejected = new Counter({ name: "tabletop_rejected_total", help: "Refused messages, by refusal code", labelNames: ["code"], registers: [this.registry] });
  private patch = new Histogram({
    name: "tabletop_action_to_patch_seconds", help: "From a player's action arriving to its patch going out, by game",
    labelNames: ["game"], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [this.registry],
  });
  private store = new Histogram({
    name: "tabletop_store_write_seconds", help: "Time to store a game or an action before its patch",
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5], registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  private perGame(name: string, help: string, count: (room: { game: string; clients(): number }) => number): Gauge {
    const open = () => this.open;
    return new Gauge({
      name, help, labelNames: ["game"], registers: [this.registry],
      collect() {
        this.reset();
        for (const room of open()) this.inc({ game: room.game }, count(room));
      },
    });
  }

  /** A room is open until the returned function is called. */
  track(room: { game: string; clients(): number }): () => void {
    this.open.add(room);
    return () => this.open.delete(room);
  }

  accepted(game: string): void { this.actions.inc({ game }); }
  refused(code: string): void { this.rejected.inc({ code }); }
  patched(game: string, ms: number): void { this.patch.observe({ game }, ms / 1000); }
  stored(ms: number): void { this.store.observe(ms / 1000); }
}

/** What a room reports (bound to its game); a server without metrics gives `NO_METRICS`. */
export interface RoomMetrics {
  /** The room is open, with `clients()` connected, until the returned function is called. */
  track(clients: () => number): () => void;
  accepted(): void;
  refused(code: string): void;
  patched(ms: number): void;
  stored(ms: number): void;
}

export const NO_METRICS: RoomMetrics = {
  track: () => () => {}, accepted() {}, refused() {}, patched() {}, stored() {},
};

export function roomMetrics(metrics: Metrics | null, game: string): RoomMetrics {
  if (!metrics) return NO_METRICS;
  return {
    track: (clients) => metrics.track({ game, clients }),
    accepted: () => metrics.accepted(game), refused: (code) => metrics.refused(code),
    patched: (ms) => metrics.patched(game, ms), stored: (ms) => metrics.stored(ms),
  };
}
