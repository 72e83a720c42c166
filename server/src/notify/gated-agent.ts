import type * as http from "node:http";
import type { Socket } from "node:net";
import type { KeyTurn, OpeningGate } from "./opening-gate";

/**
 * The two agent methods this wraps. `createConnection` is documented; `addRequest` is not, but it
 * is where every request reaches its agent (ClientRequest calls it synchronously), and the usual
 * hook of agent libraries.
 */
interface AgentInternals {
  addRequest(req: http.ClientRequest, options: object): void;
  createConnection(options: object, callback: (err: Error | null, socket: Socket) => void): Socket | undefined;
}

interface Waiting {
  req: http.ClientRequest;
  options: object;
}

/**
 * Makes `agent` (one pool key) open its new sockets only as `gate` allows. A request goes to the
 * agent at once when an idle socket is there for it, or when a new one may be opened in this
 * turn; otherwise it waits, in order, for a socket freed by another request, a socket closed (room
 * for a new one), or the next turn's opening. A request cut while it waits (its deadline:
 * outbound.ts destroys it) is dropped when its turn comes, having never been sent.
 */
export function gateOpenings(agent: http.Agent, gate: OpeningGate, maxSockets: number): http.Agent {
  const internals = agent as unknown as AgentInternals;
  const addRequest = internals.addRequest.bind(agent);
  const createConnection = internals.createConnection.bind(agent);
  const waiting: Waiting[] = [];
  const turn: KeyTurn = { turn: -1, opened: 0 };

  const drain = (): void => {
    while (waiting.length > 0) {
      if (waiting[0].req.destroyed) {
        waiting.shift();
        continue;
      }
      if (count(agent.freeSockets) === 0) {
        if (count(agent.sockets, true) + count(agent.freeSockets, true) >= maxSockets) return; // "free" or "close" drains again
        if (!gate.take(turn)) {
          gate.nextTurn(drain);
          return;
        }
      }
      const next = waiting.shift()!;
      addRequest(next.req, next.options);
    }
  };

  internals.addRequest = (req, options) => {
    waiting.push({ req, options });
    drain();
  };
  internals.createConnection = (options, callback) => {
    const socket = createConnection(options, callback);
    // The agent forgets a closed socket in its own "close" listener, added after this one: count again next turn.
    socket?.once("close", () => { if (waiting.length > 0) gate.nextTurn(drain); });
    return socket;
  };
  // The agent's own listener (added first) has put the socket back among the idle ones.
  agent.on("free", drain);
  return agent;
}

/** Sockets in an agent's lists; idle ones already destroyed (not yet removed) only if `destroyed`. */
function count(lists: NodeJS.ReadOnlyDict<Socket[]>, destroyed = false): number {
  let n = 0;
  for (const list of Object.values(lists)) for (const socket of list ?? []) if (destroyed || !socket.destroyed) n++;
  return n;
}
