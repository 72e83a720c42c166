import * as http from "node:http";
import * as https from "node:https";
import { gateOpenings } from "./gated-agent";
import { OpeningGate } from "./opening-gate";
import { secureContextFor } from "./tls-contexts";

/**
 * Kept-alive connections for outbound.ts, one agent per (scheme, host name, port, checked address,
 * trust setting). The address is part of the key, so a pooled socket is only ever reused for a
 * request whose DNS answer was checked just now and named that same address; a host that now
 * resolves elsewhere gets another agent (or is refused before it is asked for one).
 *
 * Everything is bounded, because the hosts are chosen by strangers: a few sockets per key, kept
 * idle only for a few seconds, and at most so many keys (the least recently used is retired: its
 * idle sockets closed, its busy ones closed when their request ends).
 *
 * New connections are spread over turns of the event loop (opening-gate.ts): each is a TLS
 * handshake on the rooms' thread, and a burst must not run a dozen of them back to back. As many
 * are kept idle as may be open, so a burst's connections serve the next one instead of being
 * closed and opened again.
 */

export interface PoolLimits {
  /** Open sockets per key; more requests to the same key wait for one (within their own deadline). */
  maxSocketsPerKey: number;
  /** Idle sockets kept per key. */
  maxIdlePerKey: number;
  /** New sockets opened per turn of the event loop, over every key; more requests wait for the next turn. */
  openingsPerTurn: number;
  /** New sockets opened per turn for any one key. */
  openingsPerKeyPerTurn: number;
  /** An idle socket is closed after this long (below the usual 5 s server keep-alive, so the far end rarely closes first). */
  idleMs: number;
  /** Keys (agents) kept at once. */
  maxKeys: number;
  /** TLS sessions kept per key, so a new connection to the same server resumes instead of a full handshake. */
  maxSessionsPerKey: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  maxSocketsPerKey: 16, maxIdlePerKey: 16, openingsPerTurn: 2, openingsPerKeyPerTurn: 1, idleMs: 4000, maxKeys: 128, maxSessionsPerKey: 4,
};

interface PoolTarget {
  protocol: "https:" | "http:";
  /** The URL's host name: the TLS server name, the certificate's name. */
  host: string;
  port: number;
  /** The address checked after DNS, which the socket dials. */
  address: string;
  /** Tests only: their own CA instead of the system's roots. */
  ca: string | undefined;
}

export class ConnectionPool {
  private agents = new Map<string, http.Agent>();
  private gate: OpeningGate;

  constructor(readonly limits: PoolLimits = DEFAULT_POOL_LIMITS) {
    this.gate = new OpeningGate(limits.openingsPerTurn, limits.openingsPerKeyPerTurn);
  }

  agentFor(target: PoolTarget): http.Agent {
    const tlsContext = target.protocol === "https:" ? secureContextFor(target.ca) : undefined;
    const key = `${target.protocol}//${target.host}|${target.port}|${target.address}|${tlsContext?.id ?? "-"}`;
    const found = this.agents.get(key);
    if (found) {
      // Most recently used last: the Map's order is the retirement order.
      this.agents.delete(key);
      this.agents.set(key, found);
      return found;
    }
    const options: https.AgentOptions = {
      keepAlive: true,
      maxSockets: this.limits.maxSocketsPerKey,
      maxTotalSockets: this.limits.maxSocketsPerKey,
      maxFreeSockets: this.limits.maxIdlePerKey,
      timeout: this.limits.idleMs,
      scheduling: "lifo",
    };
    // The agent's options go into every connection it opens: the shared TLS context among them.
    const agent = gateOpenings(tlsContext
      ? new https.Agent({ ...options, secureContext: tlsContext.context, maxCachedSessions: this.limits.maxSessionsPerKey })
      : new http.Agent(options), this.gate, this.limits.maxSocketsPerKey);
    this.agents.set(key, agent);
    while (this.agents.size > this.limits.maxKeys) {
      const [oldest, retired] = this.agents.entries().next().value as [string, http.Agent];
      this.agents.delete(oldest);
      retire(retired);
    }
    return agent;
  }

  /** Open sockets, busy and idle, over every key: what the limits bound. */
  sockets(): { keys: number; busy: number; idle: number } {
    let busy = 0;
    let idle = 0;
    for (const agent of this.agents.values()) {
      for (const list of Object.values(agent.sockets)) busy += list?.length ?? 0;
      for (const list of Object.values(agent.freeSockets)) idle += list?.length ?? 0;
    }
    return { keys: this.agents.size, busy, idle };
  }

  /** Closes every socket (a test's end, a server's shutdown). */
  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

/** Idle sockets closed now; busy ones are closed as their request ends instead of being kept. */
function retire(agent: http.Agent): void {
  agent.maxFreeSockets = 0;
  for (const list of Object.values(agent.freeSockets)) for (const socket of list ?? []) socket.destroy();
}

/** The process's pool, used by `deliver` unless a test gives its own. */
export const sharedPool = new ConnectionPool();
